/**
 * Refresh tokens keep a device signed in across weeks offline. Only their SHA-256 is stored. They
 * rotate: each use marks the token replaced and issues a new one, and a replaced token presented
 * again is reuse (a copy is in someone else's hands), which revokes every refresh token of the
 * account; within `refreshReuseGraceSeconds` of its rotation it is a device retrying a refresh whose
 * answer it lost, and is renewed again. The rules are in auth.routes.ts; the SQL is here.
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

/**
 * Marks a live token replaced (one statement, so of two uses at once only one succeeds) and
 * answers its user; a token replaced moments ago counts as live (a retry); otherwise whether it
 * was a replaced token (reuse) and whose.
 */
export async function replaceRefreshToken(
  db: Kysely<DB>,
  token: string,
): Promise<{ kind: 'live'; userId: string } | { kind: 'reused'; userId: string } | { kind: 'unknown' }> {
  const now = new Date();
  const live = await db
    .updateTable('refresh_tokens')
    .set({ replaced_at: now })
    .where('token_hash', '=', hash(token))
    .where('revoked_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (live) return { kind: 'live', userId: live.user_id };
  // Reuse only counts once: a replaced token already revoked (by the reuse it caused, a logout or a
  // password change) cannot end the sessions made since, again and again.
  const old = await db
    .selectFrom('refresh_tokens')
    .select(['user_id', 'replaced_at', 'revoked_at'])
    .where('token_hash', '=', hash(token))
    .executeTakeFirst();
  if (!old?.replaced_at || old.revoked_at) return { kind: 'unknown' };
  // Presented again just after its rotation: the device lost the answer and asks again.
  const sinceRotation = now.getTime() - new Date(old.replaced_at).getTime();
  if (sinceRotation < sessionRules.refreshReuseGraceSeconds * 1000) return { kind: 'live', userId: old.user_id };
  return { kind: 'reused', userId: old.user_id };
}

/** Revokes one token; answers its user (to end their access tokens too), or null for an unknown token. */
export async function revokeRefreshToken(db: Kysely<DB>, token: string): Promise<string | null> {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hash(token))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** After a password change or reset, or a reused token, every device signs in again. */
export async function revokeAllRefreshTokens(db: Kysely<DB>, userId: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Deletes tokens that can no longer sign anyone in: revoked ones (presented, they are unknown either
 * way) and expired ones (a replaced token past its expiry is worthless to whoever holds a copy).
 */
export async function deleteDeadRefreshTokens(db: Kysely<DB>, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(numDeletedRows);
}
