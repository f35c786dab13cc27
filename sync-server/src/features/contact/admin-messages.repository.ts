/** SQL of the administrator's inbox (issue 19) lives here and only here. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { inboxPageSize, type InboxMessage, type InboxView } from '@institute/shared-schema';
import type { ContactMessagesTable, DB } from '../../db/schema.js';

export interface InboxFilter {
  view: InboxView;
  subject?: string;
  search?: string;
}

const columns = ['id', 'name', 'email', 'subject', 'message', 'created_at', 'read_at', 'archived_at'] as const;
type InboxRow = Pick<Selectable<ContactMessagesTable>, (typeof columns)[number]>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toInboxMessage(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject as InboxMessage['subject'],
    message: row.message,
    createdAt: row.created_at.toISOString(),
    readAt: iso(row.read_at),
    archivedAt: iso(row.archived_at),
  };
}

/** `%` and `_` typed by the administrator are looked for as themselves, not as patterns. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The messages of one view, newest first (at most one page), searched in every text field. */
export async function listInbox(db: Kysely<DB>, filter: InboxFilter): Promise<InboxMessage[]> {
  let query = db.selectFrom('contact_messages').select(columns);
  query =
    filter.view === 'archived'
      ? query.where('archived_at', 'is not', null)
      : query.where('archived_at', 'is', null).$if(filter.view === 'unread', (q) => q.where('read_at', 'is', null));
  if (filter.subject) query = query.where('subject', '=', filter.subject);
  const words = filter.search?.trim();
  if (words) {
    const pattern = likePattern(words);
    query = query.where((eb) => eb.or(['name', 'email', 'subject', 'message'].map((c) => eb(sql.ref(c), 'ilike', pattern))));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(inboxPageSize).execute();
  return rows.map(toInboxMessage);
}

/** Unread messages still in the inbox (archived ones are dealt with). */
export async function countUnread(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select(sql<string>`count(*)`.as('n'))
    .where('archived_at', 'is', null)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sets or clears the read and archived marks; the time of a mark already set is kept. Null when there is no such message. */
export async function updateInboxMessage(
  db: Kysely<DB>,
  id: string,
  change: { read?: boolean; archived?: boolean },
): Promise<InboxMessage | null> {
  const mark = (on: boolean, column: 'read_at' | 'archived_at') => (on ? sql<Date>`coalesce(${sql.ref(column)}, now())` : null);
  const row = await db
    .updateTable('contact_messages')
    .set({
      ...(change.read === undefined ? {} : { read_at: mark(change.read, 'read_at') }),
      ...(change.archived === undefined ? {} : { archived_at: mark(change.archived, 'archived_at') }),
    })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row ? toInboxMessage(row) : null;
}
