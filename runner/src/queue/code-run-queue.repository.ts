/**
 * The code-run queue on the `code_runs` table, shared by any number of runner processes on any
 * number of machines (PostgreSQL), or by the in-process worker of a single server (PGlite).
 *
 * - claim: one statement picks the oldest queued job, or a running one whose lease expired (its
 *   worker died), with `FOR UPDATE SKIP LOCKED`, so two workers never take the same row, and
 *   marks it running with a lease (`locked_until`), the worker's id and one more attempt.
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
import type { QueueDatabase } from './code-runs.table.js';

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

  /** Takes the next job, or null when there is none. */
  async claim(): Promise<ClaimedJob | null> {
    for (;;) {
      const { rows } = await sql<{ id: string; user_id: string; language: string; code: string; stdin: string | null; attempts: number }>`
        update code_runs set
          status = 'running',
          attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${this.options.visibilitySeconds}),
          locked_by = ${this.options.workerId}
        where id = (
          select id from code_runs
          -- status <> 'done' lets the planner use the partial index code_runs_pending, which
          -- holds only unfinished runs however many finished ones pile up.
          where status <> 'done' and (status = 'queued' or locked_until < now())
          order by created_at, id
          limit 1
          for update skip locked
        )
        returning id, user_id, language, code, stdin, attempts`.execute(this.db);
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

  /** Stores the result if this worker still holds the job; false when the job was taken over. */
  async complete(job: ClaimedJob, result: CodeRunResult): Promise<boolean> {
    // One statement: the guarded update and the NOTIFY for servers waiting elsewhere.
    const { rows } = await sql<{ id: string }>`
      with done as (
        update code_runs set status = 'done', result = ${JSON.stringify(result)}::jsonb, finished_at = now(), locked_until = null
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
