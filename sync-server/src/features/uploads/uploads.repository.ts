/** SQL for uploaded files' rows (`uploads`) lives here and only here; the bytes are upload-store.ts's. */
import type { Insertable, Kysely } from 'kysely';
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
