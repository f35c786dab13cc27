/** SQL for contact messages lives here and only here. */
import type { Kysely } from 'kysely';
import type { MutationValue } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';

/** Stores a message for the administrators. Returns who sent the row with this id. */
export async function insertContactMessage(db: Kysely<DB>, userId: string | null, m: MutationValue<'contact.send'>) {
  const inserted = await db
    .insertInto('contact_messages')
    .values({ id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message, user_id: userId })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted) return inserted.user_id;
  const row = await db.selectFrom('contact_messages').select('user_id').where('id', '=', m.id).executeTakeFirstOrThrow();
  return row.user_id;
}
