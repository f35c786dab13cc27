import type { FastifyPluginAsync } from 'fastify';
import { coursesApi, isUuid, messages } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { KeptAnswer } from '../../http/kept-answer.js';
import { route } from '../../http/route.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  courseHasRecords,
  deleteCourse,
  findCourse,
  insertCourse,
  listAllCourses,
  listPublishedCourses,
  updateCourse,
} from './courses.repository.js';

/**
 * Courses (site spec section 7): the public list and one course for everyone, the administrator's
 * full list and the writes with the course form's rules.
 */
export const coursesRoutes: FastifyPluginAsync<{ listCacheSeconds: number }> = async (app, { listCacheSeconds }) => {
  const db = app.database.db;
  /** The public list, kept as long as the public pages that show it (PAGE_CACHE_SECONDS); forgotten by the writes below. */
  const published = new KeptAnswer(listCacheSeconds, () => listPublishedCourses(db));

  async function courseOr404(id: string) {
    const course = isUuid(id) ? await findCourse(db, id) : undefined;
    if (!course) throw new HttpError(404, messages.student.courseNotFound);
    return course;
  }

  route(app, coursesApi.list, async () => published.get());

  route(app, coursesApi.listAll, async () => listAllCourses(db));

  route(app, coursesApi.get, async (request) => {
    const course = await courseOr404(request.params.id);
    const visible = course.status === 'published' && course.isActive;
    // A draft or inactive course is shown to administrators only.
    if (!visible && (await app.callerIfAny(request))?.role !== 'admin') throw new HttpError(404, messages.student.courseNotFound);
    return course;
  });

  route(app, coursesApi.create, async (request, reply) => {
    const course = await db.transaction().execute(async (trx) => {
      const created = await insertCourse(trx, request.body);
      await recordAudit(trx, { actorId: request.user.sub, action: 'course.create', entity: 'course', entityId: created.id });
      return created;
    });
    published.forget();
    return reply.code(201).send({ message: messages.success.courseCreated, course });
  });

  route(app, coursesApi.update, async (request) => {
    const { id } = request.params;
    await courseOr404(id);
    const course = await db.transaction().execute(async (trx) => {
      const updated = await updateCourse(trx, id, request.body);
      if (!updated) throw new HttpError(404, messages.student.courseNotFound);
      await recordAudit(trx, { actorId: request.user.sub, action: 'course.update', entity: 'course', entityId: id });
      return updated;
    });
    published.forget();
    return { message: messages.success.courseUpdated, course };
  });

  route(app, coursesApi.remove, async (request) => {
    const { id } = request.params;
    const course = await courseOr404(id);
    await db.transaction().execute(async (trx) => {
      if (await courseHasRecords(trx, id)) throw new HttpError(409, messages.payments.courseHasRecords);
      await deleteCourse(trx, id);
      await recordAudit(trx, {
        actorId: request.user.sub,
        action: 'course.delete',
        entity: 'course',
        entityId: id,
        details: { title: course.title },
      });
    });
    published.forget();
    return { message: messages.success.courseDeleted };
  });
};
