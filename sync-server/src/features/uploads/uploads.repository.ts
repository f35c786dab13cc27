/** SQL for uploaded files' rows (`uploads`) lives here and only here; the bytes are upload-store.ts's. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, UploadsTable } from '../../db/schema.js';

/** Throws PostgreSQL's unique violation (23505) when the id is taken. */
export async function insertUpload(db: Kysely<DB>, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export const findUpload = (db: Kysely<DB>, id: string) => db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();

/** Deletes the row; returns where its bytes are stored, or undefined when there was no row. */
export async function deleteUpload(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom('uploads').where('id', '=', id).returning('storage_key').executeTakeFirst();
  return row?.storage_key;
}

/**
 * Serialises one owner's uploads until the caller's transaction ends, so two at once cannot both
 * pass the quota (an advisory lock on the owner: no row is needed, and nobody else waits).
 */
export async function lockOwnerUploads(trx: Kysely<DB>, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`uploads:${ownerId}`}))`.execute(trx);
}

/** What an owner stores: bytes in all, and files since `since` with the oldest of them. */
export async function uploadUsage(db: Kysely<DB>, ownerId: string, since: Date) {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('size_bytes'), sql<number>`0`).as('bytes'),
      eb.fn.count<string | number>(sql`case when created_at >= ${since} then 1 end`).as('recent'),
      eb.fn.min<Date | string | null>(sql`case when created_at >= ${since} then created_at end`).as('oldestRecent'),
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return {
    bytes: Number(row.bytes),
    recent: Number(row.recent),
    oldestRecent: row.oldestRecent === null ? null : new Date(row.oldestRecent),
  };
}
