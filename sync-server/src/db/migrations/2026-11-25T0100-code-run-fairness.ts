/**
 * Issue 13: one learner's busy loops held every worker while another learner's short run waited.
 *
 * - At most one running run per learner, kept by the database itself: a partial unique index on
 *   `user_id` over the running rows. The claim (`runner/src/queue/code-run-queue.repository.ts`)
 *   never picks a learner who has one, and should two workers race for the same learner anyway,
 *   the second claim fails on this index and claims again. Runs already running twice for one
 *   learner (what the old claim did) go back to the queue first, keeping their attempts.
 * - The claim serves learners round-robin: among learners with waiting runs and none running, the
 *   one served longest ago (or never) first. Order comes from counters, not clocks (PGlite's
 *   clock has millisecond steps, so runs queued or served within one millisecond tied):
 *   `queue_seq` numbers runs as they are queued (a learner's runs go in that order), and each claim
 *   stamps `served_seq` from the sequence `code_runs_served_seq`; a learner's last service is the
 *   largest, found through `code_runs_learner_served`. `code_runs_learner_pending` finds each
 *   learner's next run among the unfinished ones.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table code_runs add column queue_seq bigint generated always as identity`.execute(db);
  await sql`create sequence code_runs_served_seq`.execute(db);
  await sql`alter table code_runs add column served_seq bigint`.execute(db);
  await sql`
    update code_runs set status = 'queued', locked_until = null, locked_by = null
    where status = 'running' and id not in (
      select distinct on (user_id) id from code_runs where status = 'running' order by user_id, locked_until desc, id
    )`.execute(db);
  await sql`create unique index code_runs_one_running on code_runs (user_id) where status = 'running'`.execute(db);
  await sql`create index code_runs_learner_pending on code_runs (user_id, queue_seq) where status <> 'done'`.execute(db);
  await sql`create index code_runs_learner_served on code_runs (user_id, served_seq)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index code_runs_learner_served`.execute(db);
  await sql`drop index code_runs_learner_pending`.execute(db);
  await sql`drop index code_runs_one_running`.execute(db);
  await sql`alter table code_runs drop column served_seq`.execute(db);
  await sql`drop sequence code_runs_served_seq`.execute(db);
  await sql`alter table code_runs drop column queue_seq`.execute(db);
}
