/**
 * Refresh tokens keep a device signed in across weeks offline. Only their SHA-256 is stored. They
 * slide (each use extends them) rather than rotate: a phone whose refresh answer was lost to a
 * dropped connection can simply try again with the same token, instead of being signed out.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sessionRules } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const expiry = () => new Date(Date.now() + sessionRules.refreshTokenTtlDays * 24 * 60 * 60_000);

export async function issueRefreshToken(db: Kysely<DB>, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_tokens')
    .values({ user_id: userId, token_hash: hash(token), expires_at: expiry() })
    .execute();
  return token;
}

/** The user id the token belongs to, extending its life; null when unknown, expired or revoked. */
export async function useRefreshToken(db: Kysely<DB>, token: string): Promise<string | null> {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ expires_at: expiry() })
    .where('token_hash', '=', hash(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function revokeRefreshToken(db: Kysely<DB>, token: string) {
  await db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('token_hash', '=', hash(token)).execute();
}

/** After a password reset every device signs in again. */
export async function revokeAllRefreshTokens(db: Kysely<DB>, userId: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
