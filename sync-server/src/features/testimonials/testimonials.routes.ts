/**
 * The spec's REST for testimonials (site spec section 7): `GET /api/testimonials` lists approved
 * ones; `POST /api/testimonials` lets anyone, visitors included, submit one for approval.
 * Signed-in devices submit through sync (`testimonial.submit`), which also works offline.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { messages, testimonialsApi } from '@institute/shared-schema';
import { route } from '../../http/route.js';
import { insertTestimonial, listApprovedTestimonials } from './testimonials.repository.js';

export const testimonialsRoutes: FastifyPluginAsync<{ submitsPerMinute: number }> = async (app, { submitsPerMinute }) => {
  const db = app.database.db;

  route(app, testimonialsApi.list, async () =>
    (await listApprovedTestimonials(db)).map(({ created_at, ...t }) => ({ ...t, createdAt: created_at.toISOString() })),
  );

  route(
    app,
    testimonialsApi.submit,
    async (request, reply) => {
      const user = await app.callerIfAny(request);
      const id = randomUUID();
      await insertTestimonial(db, user?.sub ?? null, { ...request.body, id });
      return reply.code(201).send({ id, message: messages.success.testimonialSubmitted });
    },
    { config: { rateLimit: { max: submitsPerMinute, timeWindow: '1 minute' } } },
  );
};
