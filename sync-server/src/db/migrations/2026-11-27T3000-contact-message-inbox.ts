/**
 * The administrator's inbox (issue 19): a message can be archived, and the inbox lists the
 * messages not archived, newest first; the index serves that list and its unread count.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_messages add column archived_at timestamptz`.execute(db);
  await sql`create index contact_messages_inbox on contact_messages (created_at desc) where archived_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index contact_messages_inbox`.execute(db);
  await sql`alter table contact_messages drop column archived_at`.execute(db);
}
