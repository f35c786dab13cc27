/**
 * The spec's REST for testimonials (site spec section 7): `GET /api/testimonials` lists approved
 * ones; `POST /api/testimonials` lets anyone, visitors included, submit one for approval.
 * Signed-in devices submit through sync (`testimonial.submit`), which also works offline.
 * Moderation for administrators (issue 15): the whole list, edit, approve or hide, delete
 * (`testimonials.service.ts`, each change audited).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { messages, testimonialsApi } from '@institute/shared-schema';
import { route } from '../../http/route.js';
import { insertTestimonial, listAllTestimonials, listApprovedTestimonials, toTestimonial } from './testimonials.repository.js';
import { editTestimonial, moderateTestimonial, removeTestimonial } from './testimonials.service.js';

export const testimonialsRoutes: FastifyPluginAsync<{ submitsPerMinute: number }> = async (app, { submitsPerMinute }) => {
  const db = app.database.db;

  route(app, testimonialsApi.list, async () => (await listApprovedTestimonials(db)).map(toTestimonial));

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

  route(app, testimonialsApi.adminList, () => listAllTestimonials(db));

  route(app, testimonialsApi.update, async (request) => ({
    message: messages.success.testimonialUpdated,
    testimonial: await editTestimonial(db, request.user.sub, request.params.id, request.body),
  }));

  route(app, testimonialsApi.setApproval, async (request) => {
    const { approved } = request.body;
    const testimonial = await moderateTestimonial(db, request.user.sub, request.params.id, approved);
    return { message: approved ? messages.reviews.approved : messages.reviews.hidden, testimonial };
  });

  route(app, testimonialsApi.remove, async (request) => {
    await removeTestimonial(db, request.user.sub, request.params.id);
    return { message: messages.success.testimonialDeleted };
  });
};
