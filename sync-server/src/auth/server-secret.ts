/**
 * Secrets the server makes once and keeps in the database, so every process of a scaled
 * deployment (and every restart) signs and checks tokens with the same key without configuration.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { keepFirstServerSetting, type serverSettingKeys } from '../db/server-settings.js';

export type SecretKey = typeof serverSettingKeys.jwtSecret | typeof serverSettingKeys.otpSecret;

export function getOrCreateSecret(db: Kysely<DB>, key: SecretKey): Promise<string> {
  return keepFirstServerSetting(db, key, randomBytes(48).toString('base64url'));
}
