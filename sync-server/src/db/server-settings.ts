/**
 * `server_settings`: one key-value table for what the server decides once and every process shares
 * (secrets, the quiz bank's version, the sync prune watermark). Every key is named here and the
 * table's type only admits these, so a new setting starts by adding its key.
 */
import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

export const serverSettingKeys = {
  /** Signs the JWT access tokens (auth/auth.plugin.ts). */
  jwtSecret: 'jwt_secret',
  /** The HMAC key one-time codes are stored under (features/auth/otp.service.ts). */
  otpSecret: 'otp_secret',
  /** Hash of the quiz bank's files as last seeded (quiz-bank.seed.ts); the bank's ETag. */
  quizBankHash: 'quiz_bank_hash',
  /** Tombstones below this txid were pruned: an older cursor must start over (sync.repository.ts). */
  syncTombstonesPrunedBefore: 'sync_tombstones_pruned_before',
  /** Set once the demo site content (gallery, team, placements...) was added (seed/site-content.seed.ts), so removing it all keeps it removed. */
  siteContentSeeded: 'site_content_seeded',
} as const;

export type ServerSettingKey = (typeof serverSettingKeys)[keyof typeof serverSettingKeys];

export async function readServerSetting(db: Kysely<DB>, key: ServerSettingKey): Promise<string | undefined> {
  const row = await db.selectFrom('server_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeServerSetting(db: Kysely<DB>, key: ServerSettingKey, value: string): Promise<void> {
  await db
    .insertInto('server_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Stores `value` unless the key has one; returns the stored value (the first process to write wins). */
export async function keepFirstServerSetting(db: Kysely<DB>, key: ServerSettingKey, value: string): Promise<string> {
  await db
    .insertInto('server_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('server_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
