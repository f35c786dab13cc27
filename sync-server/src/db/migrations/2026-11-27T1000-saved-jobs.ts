/**
 * Saved jobs (issue 16): a student's own list of jobs, synced to the student's devices through the
 * user bucket. The id is `{user_id}:{job_id}`, so every device of the student names a saved job
 * the same way before the server has seen it, and saving it twice (two devices offline) is one row.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table saved_jobs (
      id text primary key,
      user_id uuid not null references users (id) on delete cascade,
      job_id uuid not null references jobs (id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      txid bigint not null default pg_current_xact_id()::text::bigint,
      unique (user_id, job_id),
      check (id = user_id::text || ':' || job_id::text)
    )`.execute(db);
  await sql`create trigger saved_jobs_touch before insert or update on saved_jobs
    for each row execute function sync_touch()`.execute(db);
  await sql`create trigger saved_jobs_tombstone after delete on saved_jobs
    for each row execute function sync_tombstone('user_id')`.execute(db);
  await sql`create index saved_jobs_txid on saved_jobs (txid)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists saved_jobs`.execute(db);
}
