/**
 * Upload quotas (issue 13): each new upload sums its owner's bytes and counts the owner's files of
 * the last hour, under the owner's lock. This index makes that a read of the owner's rows only.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index uploads_owner on uploads (owner_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index uploads_owner`.execute(db);
}
