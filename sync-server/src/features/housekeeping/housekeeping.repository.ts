/** The lock that lets one server at a time run a housekeeping pass (servers may share one PostgreSQL). */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** An arbitrary fixed key of PostgreSQL's advisory locks, for housekeeping passes only. */
const passLockKey = 2026112802;

/**
 * Takes the pass's advisory lock for the caller's transaction, without waiting: false when another
 * server's pass holds it. It is released when the transaction ends, also when its process dies.
 */
export async function tryTakePassLock(trx: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_xact_lock(${passLockKey}) as taken`.execute(trx);
  return rows[0]!.taken;
}

/**
 * Marks the caller's transaction as a housekeeping pass: the activity rollup keeps the days of the
 * code runs and push records it deletes (migration 2026-11-28T0200).
 */
export async function markHousekeepingPass(trx: Kysely<DB>): Promise<void> {
  await sql`select set_config('housekeeping.pass', 'on', true)`.execute(trx);
}
