/**
 * `POST /api/contact`: a visitor's message to the institute, stored for the administrators (the
 * spec's form only opened a mail client). Signed-in devices send through sync (`contact.send`),
 * which also works offline.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { contactApi, messages } from '@institute/shared-schema';
import { route } from '../../http/route.js';
import { insertContactMessage } from './contact.repository.js';

export const contactRoutes: FastifyPluginAsync<{ submitsPerMinute: number }> = async (app, { submitsPerMinute }) => {
  const db = app.database.db;
  route(
    app,
    contactApi.send,
    async (request, reply) => {
      const user = await app.callerIfAny(request);
      const id = randomUUID();
      await insertContactMessage(db, user?.sub ?? null, { ...request.body, id });
      return reply.code(201).send({ id, message: messages.success.messageSent });
    },
    { config: { rateLimit: { max: submitsPerMinute, timeWindow: '1 minute' } } },
  );
};
