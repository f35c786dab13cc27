/** The code-run rows the editor feature reads and writes (the runner claims and completes them). */
import { sql, type Kysely } from 'kysely';
import type { CodeRunResult } from '@institute/shared-schema';
import { decodeRunResult, queuedChannel } from '@institute/runner';
import type { DB } from '../../db/schema.js';

export interface NewCodeRun {
  id: string;
  userId: string;
  language: string;
  code: string;
  stdin?: string | null;
}

/**
 * Puts a run on the queue. Idempotent on the id: a repeated `code.run` mutation adds nothing.
 * The caller wakes an in-process worker with `codeRunBus.emit('queued', id)` after this.
 */
export async function insertCodeRun(db: Kysely<DB>, run: NewCodeRun): Promise<boolean> {
  // One statement: the insert and the NOTIFY that wakes standalone workers (sent at commit).
  const { rows } = await sql<{ id: string }>`
    with inserted as (
      insert into code_runs (id, user_id, language, code, stdin)
      values (${run.id}, ${run.userId}, ${run.language}, ${run.code}, ${run.stdin ?? null})
      on conflict (id) do nothing
      returning id
    )
    select id, pg_notify(${queuedChannel}, id::text) from inserted`.execute(db);
  return rows.length === 1;
}

export async function findCodeRun(db: Kysely<DB>, id: string) {
  return db.selectFrom('code_runs').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** The finished ones among `ids`, with their results (one query for every waiting request). */
export async function readFinished(db: Kysely<DB>, ids: string[]): Promise<{ id: string; result: CodeRunResult }[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('code_runs').select(['id', 'result']).where('id', 'in', ids).where('status', '=', 'done').execute();
  // A done run has its result (the worker writes both in one statement).
  return rows.flatMap((r) => (r.result ? [{ id: r.id, result: decodeRunResult(r.result) }] : []));
}

/**
 * Runs this user asked for in the last minute (the rate limit, shared by every server process,
 * offline runs included) and runs waiting for a worker, in one query.
 */
export async function countRunsForAdmission(db: Kysely<DB>, userId: string): Promise<{ recent: number; queued: number }> {
  const { rows } = await sql<{ recent: number; queued: number }>`
    select
      (select count(*) from code_runs where user_id = ${userId} and created_at > now() - interval '1 minute')::int as recent,
      (select count(*) from code_runs where status = 'queued')::int as queued`.execute(db);
  return { recent: Number(rows[0]?.recent ?? 0), queued: Number(rows[0]?.queued ?? 0) };
}

/** This user's runs not finished yet (queued or running). */
export async function countWaitingRuns(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('code_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '<>', 'done')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes each learner's finished runs beyond their newest `keep` (by queue order). A queued or
 * running run is never deleted, and counts among the newest. The device hears of it as a delete.
 */
export async function deleteOldCodeRuns(db: Kysely<DB>, keep: number): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    delete from code_runs where id in (
      select id from (
        select id, status, row_number() over (partition by user_id order by queue_seq desc) as newest
        from code_runs
      ) ranked
      where newest > ${keep} and status = 'done'
    )
    returning id`.execute(db);
  return rows.length;
}
