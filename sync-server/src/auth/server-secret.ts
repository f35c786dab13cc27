/**
 * Secrets the server makes once and keeps in the database, so every process of a scaled
 * deployment (and every restart) signs and checks tokens with the same key without configuration.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export async function getOrCreateSecret(db: Kysely<DB>, key: string): Promise<string> {
  await db
    .insertInto('server_settings')
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('server_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
