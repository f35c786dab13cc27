/** SQL for one-time codes (`one_time_codes`) lives here and only here; the rules are in otp.service.ts. */
import type { Insertable, Kysely } from 'kysely';
import type { OtpPurpose } from '@institute/shared-schema';
import type { DB, OneTimeCodesTable } from '../../db/schema.js';

/** When the codes sent to this number since `since` were made, newest first. */
export const listCodesSentSince = (db: Kysely<DB>, mobile: string, since: Date) =>
  db
    .selectFrom('one_time_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();

export async function insertCode(db: Kysely<DB>, code: Insertable<OneTimeCodesTable>): Promise<string> {
  const row = await db.insertInto('one_time_codes').values(code).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCode(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('one_time_codes').where('id', '=', id).execute();
}

/** The number's newest code for this purpose that was not used yet. */
export const findLatestUnusedCode = (db: Kysely<DB>, mobile: string, purpose: OtpPurpose) =>
  db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function markCodeVerified(db: Kysely<DB>, id: string, at: Date): Promise<void> {
  await db.updateTable('one_time_codes').set({ verified_at: at }).where('id', '=', id).execute();
}

/** Counts a wrong guess in one statement, so parallel guesses cannot pass `maxAttempts`. */
export async function countWrongGuess(db: Kysely<DB>, id: string, maxAttempts: number): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .execute();
}

/** Marks the number's codes verified after `verifiedAfter` as used; false when there was none. */
export async function consumeVerifiedCodes(
  db: Kysely<DB>,
  args: { mobile: string; purpose: OtpPurpose; verifiedAfter: Date; at: Date },
): Promise<boolean> {
  const used = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: args.at })
    .where('mobile', '=', args.mobile)
    .where('purpose', '=', args.purpose)
    .where('consumed_at', 'is', null)
    .where('verified_at', '>', args.verifiedAfter)
    .returning('id')
    .execute();
  return used.length > 0;
}

/**
 * Deletes codes no rule reads any more: expired, sent before `sentBefore` (out of the send limits'
 * window) and, if verified, verified before `verifiedBefore` (no longer usable to register or reset).
 */
export async function deleteSpentCodes(db: Kysely<DB>, args: { now: Date; sentBefore: Date; verifiedBefore: Date }): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('one_time_codes')
    .where('expires_at', '<=', args.now)
    .where('created_at', '<', args.sentBefore)
    .where((eb) => eb.or([eb('verified_at', 'is', null), eb('verified_at', '<', args.verifiedBefore)]))
    .executeTakeFirst();
  return Number(numDeletedRows);
}
