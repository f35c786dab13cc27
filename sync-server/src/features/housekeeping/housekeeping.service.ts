/**
 * Scheduled housekeeping: what grows with use and is read only for a while is deleted once nothing
 * can read it any more (docs/ARCHITECTURE.md "Housekeeping"). One pass, in one transaction under an
 * advisory lock so that of several servers on one PostgreSQL only one runs it at a time:
 *  - sync tombstones older than the horizon, raising the reset watermark: a device whose cursor is
 *    older gets `reset` and pulls its buckets afresh (its queued writes are pushed first and kept);
 *  - push records older than the horizon that their device acknowledged (sync-push.ts): it can
 *    never push them again, and those it has not acknowledged stay however old;
 *  - each learner's finished code runs beyond the newest `codeRunsPerLearner`;
 *  - one-time codes no rule reads any more, and revoked or expired refresh tokens.
 * The activity rollup (active students per week) keeps the days of the runs and records it deletes.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { otpRules } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import type { AppSettings } from '../../config.js';
import { pruneAcknowledgedMutations, pruneTombstones } from '../sync/sync.repository.js';
import { deleteOldCodeRuns } from '../editor/editor.repository.js';
import { deleteSpentCodes } from '../auth/one-time-codes.repository.js';
import { deleteDeadRefreshTokens } from '../auth/refresh-tokens.repository.js';
import { markHousekeepingPass, tryTakePassLock } from './housekeeping.repository.js';

export type HousekeepingRules = Pick<AppSettings['housekeeping'], 'horizonDays' | 'codeRunsPerLearner'>;

/** What one pass deleted; null when another server's pass was running. */
export interface HousekeepingResult {
  tombstones: number;
  pushRecords: number;
  codeRuns: number;
  oneTimeCodes: number;
  refreshTokens: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a housekeeping pass now (the timer runs one every HOUSEKEEPING_INTERVAL_MINUTES). */
    housekeeping: () => Promise<HousekeepingResult | null>;
  }
}

const dayMs = 24 * 60 * 60_000;

export async function runHousekeeping(
  db: Kysely<DB>,
  rules: HousekeepingRules,
  now: Date = new Date(),
): Promise<HousekeepingResult | null> {
  const horizon = new Date(now.getTime() - rules.horizonDays * dayMs);
  return db.transaction().execute(async (trx) => {
    if (!(await tryTakePassLock(trx))) return null;
    await markHousekeepingPass(trx);
    return {
      tombstones: await pruneTombstones(trx, horizon),
      pushRecords: await pruneAcknowledgedMutations(trx, horizon),
      codeRuns: await deleteOldCodeRuns(trx, rules.codeRunsPerLearner),
      oneTimeCodes: await deleteSpentCodes(trx, {
        now,
        sentBefore: new Date(now.getTime() - otpRules.sendWindowMs),
        verifiedBefore: new Date(now.getTime() - otpRules.verifiedValidMs),
      }),
      refreshTokens: await deleteDeadRefreshTokens(trx, now),
    };
  });
}

/**
 * Runs a pass every `intervalMinutes` (the first one interval after start) and logs what it
 * deleted; `app.housekeeping()` runs one now. Stopped when the app closes.
 */
export function startHousekeeping(
  app: FastifyInstance,
  db: Kysely<DB>,
  settings: AppSettings['housekeeping'],
  now: () => number = Date.now,
) {
  let running: Promise<HousekeepingResult | null> | null = null;
  const pass = async () => {
    // A pass still running (a slow first one on a large database) is not started twice.
    running ??= runHousekeeping(db, settings, new Date(now())).finally(() => (running = null));
    const result = await running;
    if (result) app.log.info({ housekeeping: result }, 'housekeeping pass');
    else app.log.info('housekeeping pass skipped: another server is running one');
    return result;
  };
  const timer = setInterval(
    () => void pass().catch((e: unknown) => app.log.error(e, 'housekeeping pass failed')),
    settings.intervalMinutes * 60_000,
  );
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
  return pass;
}
