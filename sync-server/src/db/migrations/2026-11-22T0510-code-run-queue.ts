/**
 * The code-run queue: a partial index that keeps claiming cheap however many finished runs pile
 * up (only queued and running rows are in it), and an index for the per-user rate limit, which
 * counts a user's runs of the last minute in the database so every server process sees the same
 * count.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index code_runs_pending on code_runs (created_at, id) where status <> 'done'`.execute(db);
  await sql`create index code_runs_user_created on code_runs (user_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index code_runs_user_created`.execute(db);
  await sql`drop index code_runs_pending`.execute(db);
}
