/**
 * Resumes (issue 17): a student's resumes, each one JSON Resume document (`resume`, shared-schema's
 * `resumeSchema`), synced in the student's bucket so a resume started in the lab continues on the
 * phone. `edited_at` is the server's time of the last save (devices order their lists by it); the
 * last save received wins, as for the profile.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table resumes (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      resume jsonb not null,
      edited_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      txid bigint not null default pg_current_xact_id()::text::bigint
    )`.execute(db);
  await sql`create index resumes_user on resumes (user_id)`.execute(db);
  await sql`create index resumes_txid on resumes (txid)`.execute(db);
  await sql`create trigger resumes_touch before insert or update on resumes
    for each row execute function sync_touch()`.execute(db);
  await sql`create trigger resumes_tombstone after delete on resumes
    for each row execute function sync_tombstone('user_id')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table resumes`.execute(db);
}
