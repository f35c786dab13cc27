/**
 * Students hear about decisions (issue 19): an in-app notification per decision, synced to the
 * student's devices in their user bucket, and an SMS outbox written in the decision's transaction
 * and sent after it commits, retried until the provider takes it, so a failed SMS never undoes or
 * blocks the decision.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null,
      title text not null,
      body text not null,
      link text,
      read_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      txid bigint not null default pg_current_xact_id()::text::bigint
    )`.execute(db);
  await sql`create index notifications_user on notifications (user_id, created_at)`.execute(db);
  await sql`create trigger notifications_touch before insert or update on notifications
    for each row execute function sync_touch()`.execute(db);
  await sql`create trigger notifications_tombstone after delete on notifications
    for each row execute function sync_tombstone('user_id')`.execute(db);
  await sql`create index notifications_txid on notifications (txid)`.execute(db);

  await sql`
    create table sms_outbox (
      id uuid primary key default gen_random_uuid(),
      phone text not null,
      message text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      sent_at timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sms_outbox_due on sms_outbox (next_attempt_at) where sent_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sms_outbox`.execute(db);
  await sql`drop table notifications`.execute(db);
}
