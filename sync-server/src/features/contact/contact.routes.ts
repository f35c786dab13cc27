/**
 * `POST /api/contact`: a visitor's message to the institute, stored for the administrators (the
 * spec's form only opened a mail client). Signed-in devices send through sync (`contact.send`),
 * which also works offline.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { contactFormSchema, messages } from '@institute/shared-schema';
import { parseOr400 } from '../../http-error.js';
import { insertContactMessage } from './contact.repository.js';

export const contactRoutes: FastifyPluginAsync<{ submitsPerMinute: number }> = async (app, { submitsPerMinute }) => {
  const db = app.database.db;
  app.post('/api/contact', { config: { rateLimit: { max: submitsPerMinute, timeWindow: '1 minute' } } }, async (request, reply) => {
    const body = parseOr400(contactFormSchema, request.body);
    const user = request.headers.authorization ? await request.jwtVerify<{ sub: string }>().catch(() => null) : null;
    const id = randomUUID();
    await insertContactMessage(db, user?.sub ?? null, { ...body, id });
    return reply.code(201).send({ id, message: messages.success.messageSent });
  });
};
