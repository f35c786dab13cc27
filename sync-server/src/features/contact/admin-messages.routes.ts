/** The administrator's inbox (issue 19): contact messages listed, searched, marked read or unread, archived. */
import type { FastifyPluginAsync } from 'fastify';
import { adminMessagesApi, messages } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { countUnread, listInbox, updateInboxMessage } from './admin-messages.repository.js';

export const adminMessagesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  route(app, adminMessagesApi.list, async (request) => {
    const [list, unread] = await Promise.all([listInbox(db, request.query), countUnread(db)]);
    return { messages: list, unread };
  });

  route(app, adminMessagesApi.unreadCount, async () => ({ unread: await countUnread(db) }));

  route(app, adminMessagesApi.update, async (request) => {
    const updated = await updateInboxMessage(db, request.params.id, request.body);
    if (!updated) throw new HttpError(404, messages.adminInbox.notFound);
    return updated;
  });
};
