import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** One round trip to the database. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Code runs queued and running (the partial index `code_runs_pending` holds only these rows). */
export async function runnerQueueDepth(db: Kysely<DB>): Promise<{ queued: number; running: number }> {
  const rows = await db
    .selectFrom('code_runs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '<>', 'done')
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { queued: count('queued'), running: count('running') };
}
