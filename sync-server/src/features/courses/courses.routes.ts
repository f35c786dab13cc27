import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { courseFormSchema, messages } from '@institute/shared-schema';
import { HttpError, parseOr400 } from '../../http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { isUuid } from '../../is-uuid.js';
import {
  courseHasRecords,
  deleteCourse,
  findCourse,
  insertCourse,
  listAllCourses,
  listPublishedCourses,
  updateCourse,
} from './courses.repository.js';

const idParams = z.object({ id: z.string() });
const withId = <T extends { id: string }>(c: T) => ({ _id: c.id, ...c });

/**
 * Courses (site spec section 7): the public list and one course for everyone, the administrator's
 * full list and the writes with the course form's rules. `_id` is kept for older clients.
 */
export const coursesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const admin = { preHandler: app.requireRole('admin') };

  /** Who is calling, when anyone: public routes answer administrators with more. */
  async function isAdmin(request: FastifyRequest) {
    if (!request.headers.authorization) return false;
    try {
      await request.jwtVerify();
      return request.user.role === 'admin';
    } catch {
      return false;
    }
  }

  async function courseOr404(id: string) {
    const course = isUuid(id) ? await findCourse(db, id) : undefined;
    if (!course) throw new HttpError(404, messages.student.courseNotFound);
    return course;
  }

  app.get('/api/courses', async () => {
    const courses = await listPublishedCourses(db);
    return courses.map(withId);
  });

  app.get('/api/admin/courses', admin, async () => (await listAllCourses(db)).map(withId));

  app.get('/api/courses/:id', async (request) => {
    const { id } = parseOr400(idParams, request.params);
    const course = await courseOr404(id);
    const visible = course.status === 'published' && course.isActive;
    if (!visible && !(await isAdmin(request))) throw new HttpError(404, messages.student.courseNotFound);
    return withId(course);
  });

  app.post('/api/courses', admin, async (request, reply) => {
    const form = parseOr400(courseFormSchema, request.body);
    const course = await db.transaction().execute(async (trx) => {
      const created = await insertCourse(trx, form);
      await recordAudit(trx, { actorId: request.user.sub, action: 'course.create', entity: 'course', entityId: created.id });
      return created;
    });
    return reply.code(201).send({ message: messages.success.courseCreated, course: withId(course) });
  });

  app.put('/api/courses/:id', admin, async (request) => {
    const { id } = parseOr400(idParams, request.params);
    await courseOr404(id);
    const form = parseOr400(courseFormSchema, request.body);
    const course = await db.transaction().execute(async (trx) => {
      const updated = await updateCourse(trx, id, form);
      if (!updated) throw new HttpError(404, messages.student.courseNotFound);
      await recordAudit(trx, { actorId: request.user.sub, action: 'course.update', entity: 'course', entityId: id });
      return updated;
    });
    return { message: messages.success.courseUpdated, course: withId(course) };
  });

  app.delete('/api/courses/:id', admin, async (request) => {
    const { id } = parseOr400(idParams, request.params);
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
    return { message: messages.success.courseDeleted };
  });
};
