/**
 * The code-run queue on the `code_runs` table, shared by any number of runner processes on any
 * number of machines (PostgreSQL), or by the in-process worker of a single server (PGlite).
 *
 * - claim: one statement takes the next job, fairly between learners:
 *   - a learner has at most one job running: learners with one are passed over (their other jobs
 *     wait their turn), and the partial unique index `code_runs_one_running` on the running rows'
 *     `user_id` makes this hold whatever the timing. Two workers that race for one learner's jobs
 *     (the second's statement began before the first's committed) collide on that index; the loser
 *     gets a unique violation and claims again, by then seeing the learner as busy.
 *   - learners are served round-robin: among learners with a waiting job and none running, the
 *     one served longest ago (or never) goes first, and gets its oldest job. Ten jobs from one
 *     learner thus delay another learner's run by at most the one run in hand. Order comes from
 *     counters, not clocks: `queue_seq` (set as a job is queued) and `served_seq` (a sequence's
 *     next value, stamped by each claim); a learner's last service is its largest `served_seq`.
 *   - a job is a learner's queued one, or its running one whose lease (`locked_until`) ran out
 *     (its worker died); that one goes first, since the index lets a learner have one running row.
 *   - only a learner's first job is a candidate, locked `FOR UPDATE SKIP LOCKED`: a worker skips
 *     the job another worker is claiming instead of waiting for it, and does not fall through to
 *     that learner's second job. PGlite has one connection, so claims there run one at a time;
 *     the same statement and index hold there too.
 *   The claim marks the job running with a lease, the worker's id and one more attempt.
 * - complete: writes the result only while this worker still holds that very attempt (status
 *   running, same worker, same attempt number). A worker whose lease expired and whose job was
 *   taken over finds nothing to update and drops its result, so each job gets exactly one result.
 * - a job that has used up its attempts is finished with an error instead of being run again
 *   (a program that kills its worker every time must not kill every worker in turn).
 *
 * The runner does not import the server: it takes a Kysely instance for this one table
 * (`code-runs.table.ts`). Like the server's `*.repository.ts` files, this is where its SQL lives.
 */
import { sql, type Kysely } from 'kysely';
import { messages, type CodeRunResult } from '@institute/shared-schema';
import { encodeRunResult, type QueueDatabase } from './code-runs.table.js';

interface ClaimedRow {
  id: string;
  user_id: string;
  language: string;
  code: string;
  stdin: string | null;
  attempts: number;
}

/** The claim lost a race for a learner's one running job (`code_runs_one_running`). */
function isOneRunningViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return e.code === '23505' && (e.constraint === 'code_runs_one_running' || String(e.message).includes('code_runs_one_running'));
}

export interface ClaimedJob {
  id: string;
  userId: string;
  language: string;
  code: string;
  stdin: string | null;
  attempt: number;
}

/** Channel names for LISTEN/NOTIFY between servers and standalone workers (PostgreSQL). */
export const queuedChannel = 'code_run_queued';
export const doneChannel = 'code_run_done';

export interface QueueOptions {
  workerId: string;
  visibilitySeconds: number;
  maxAttempts: number;
}

export class CodeRunQueue {
  constructor(
    private db: Kysely<QueueDatabase>,
    private options: QueueOptions,
  ) {}

  /** Takes the next job, or null when there is none (or every waiting learner has a job running). */
  async claim(): Promise<ClaimedJob | null> {
    for (;;) {
      let rows: ClaimedRow[];
      try {
        rows = (await this.claimStatement().execute(this.db)).rows;
      } catch (error) {
        // Another worker claimed a job of the same learner at the same moment: claim again.
        if (isOneRunningViolation(error)) continue;
        throw error;
      }
      const row = rows[0];
      if (!row) return null;
      const job: ClaimedJob = {
        id: row.id,
        userId: row.user_id,
        language: row.language,
        code: row.code,
        stdin: row.stdin,
        attempt: row.attempts,
      };
      if (row.attempts <= this.options.maxAttempts) return job;
      await this.complete(job, { status: 'error', output: '', error: messages.runner.failedAttempts, exitCode: null, timeMs: 0 });
    }
  }

  private claimStatement() {
    // A job a worker may take is queued, or running with its lease run out. The filters on
    // `status <> 'done'` let the planner use the partial indexes (code_runs_pending,
    // code_runs_learner_pending), which hold only unfinished runs however many finished ones pile up.
    return sql<ClaimedRow>`
      update code_runs set
        status = 'running',
        attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${this.options.visibilitySeconds}),
        locked_by = ${this.options.workerId},
        served_seq = nextval('code_runs_served_seq')
      where id = (
        select job.id from code_runs job
        where job.status <> 'done' and (job.status = 'queued' or job.locked_until < now())
          -- the learner has no job running under a live lease
          and not exists (
            select 1 from code_runs busy
            where busy.user_id = job.user_id and busy.status = 'running' and busy.locked_until >= now()
          )
          -- and this is the learner's first job: an expired running one, else the oldest queued
          and job.id = (
            select head.id from code_runs head
            where head.user_id = job.user_id and head.status <> 'done' and (head.status = 'queued' or head.locked_until < now())
            order by head.status = 'running' desc, head.queue_seq
            limit 1
          )
        -- round-robin: the learner served longest ago first (never served: first of all)
        order by (select max(served.served_seq) from code_runs served where served.user_id = job.user_id) nulls first, job.queue_seq
        limit 1
        for update of job skip locked
      )
      returning id, user_id, language, code, stdin, attempts`;
  }

  /** Stores the result if this worker still holds the job; false when the job was taken over. */
  async complete(job: ClaimedJob, result: CodeRunResult): Promise<boolean> {
    // One statement: the guarded update and the NOTIFY for servers waiting elsewhere.
    const { rows } = await sql<{ id: string }>`
      with done as (
        update code_runs set status = 'done', result = ${encodeRunResult(result)}, finished_at = now(), locked_until = null
        where id = ${job.id} and status = 'running' and locked_by = ${this.options.workerId} and attempts = ${job.attempt}
        returning id
      )
      select id, pg_notify(${doneChannel}, id::text) from done`.execute(this.db);
    return rows.length === 1;
  }

  /** Jobs waiting to run (for the server's "queue too long" answer). */
  async waiting(): Promise<number> {
    const row = await this.db
      .selectFrom('code_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
