/**
 * Certificates: one per passed Assignment Level, recorded when its attempt reaches the server. The
 * id is derived from the attempt's id (`certificateIdFor` in shared-schema), so a device that passed
 * offline already prints it. The learner's name is copied at issue time: a certificate states who
 * earned it then, and a later profile edit does not rewrite it. Synced in the learner's bucket like
 * the attempts (`user_id` is the scope of its tombstones).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table certificates (
      id text primary key,
      attempt_id uuid not null unique references quiz_attempts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      first_name text not null,
      last_name text not null,
      language text not null,
      tier text not null,
      sub_level text not null,
      score integer not null,
      total_questions integer not null,
      issued_on date not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      txid bigint not null default pg_current_xact_id()::text::bigint
    )`.execute(db);
  await sql`create index certificates_user on certificates (user_id)`.execute(db);
  await sql`create index certificates_txid on certificates (txid)`.execute(db);
  await sql`create trigger certificates_touch before insert or update on certificates
    for each row execute function sync_touch()`.execute(db);
  await sql`create trigger certificates_tombstone after delete on certificates
    for each row execute function sync_tombstone('user_id')`.execute(db);
  // Progress is folded per user and sub-level: the server reads a learner's attempts on every push.
  await sql`create index quiz_attempts_user_level on quiz_attempts (user_id, language, tier, sub_level)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index quiz_attempts_user_level`.execute(db);
  await sql`drop table certificates`.execute(db);
}
