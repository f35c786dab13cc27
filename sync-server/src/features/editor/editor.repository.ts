/** The code-run rows the editor feature reads and writes (the runner claims and completes them). */
import { sql, type Kysely } from 'kysely';
import type { CodeRunResult } from '@institute/shared-schema';
import { queuedChannel } from '@institute/runner';
import type { DB } from '../../db/schema.js';

export interface NewCodeRun {
  id: string;
  userId: string;
  language: string;
  code: string;
  stdin?: string | null;
}

/**
 * Puts a run on the queue and wakes standalone workers (NOTIFY is delivered at commit; PGlite
 * accepts it too). Idempotent on the id: a repeated `code.run` mutation adds nothing.
 * The caller wakes an in-process worker with `codeRunBus.emit('queued', id)` after this.
 */
export async function insertCodeRun(db: Kysely<DB>, run: NewCodeRun): Promise<boolean> {
  const inserted = await db
    .insertInto('code_runs')
    .values({ id: run.id, user_id: run.userId, language: run.language, code: run.code, stdin: run.stdin ?? null })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  await sql`select pg_notify(${queuedChannel}, ${run.id})`.execute(db);
  return inserted !== undefined;
}

export async function findCodeRun(db: Kysely<DB>, id: string) {
  return db.selectFrom('code_runs').select(['id', 'user_id', 'status', 'result']).where('id', '=', id).executeTakeFirst();
}

export async function readResult(db: Kysely<DB>, id: string): Promise<CodeRunResult | null> {
  const row = await db.selectFrom('code_runs').select(['status', 'result']).where('id', '=', id).executeTakeFirst();
  return row?.status === 'done' ? (row.result as unknown as CodeRunResult) : null;
}

/** Runs this user asked for in the last minute (the rate limit, shared by every server process). */
export async function countRecentRuns(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('code_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 minute'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs waiting for a worker. */
export async function countQueuedRuns(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('code_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
