import type { FastifyPluginAsync } from 'fastify';
import { isUuid, liveSessionsApi, messages } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  courseExists,
  deleteSession,
  findSession,
  insertSession,
  isEnrolled,
  listCourseSessions,
  listSessions,
  updateSession,
  type LiveSessionFormValues,
} from './live-sessions.repository.js';
import { checkJoin, joinSession } from './live-sessions.service.js';

export interface LiveSessionsOptions {
  /** The clock join rules read (tests move it); `Date.now` by default. */
  now?: () => number;
}

/**
 * Live sessions (site spec sections 2, 4 and 7; issue 18): the administrator's schedule, a course's
 * sessions for its students, and verify-then-join.
 */
export const liveSessionsRoutes: FastifyPluginAsync<LiveSessionsOptions> = async (app, options) => {
  const db = app.database.db;
  const now = options.now ?? Date.now;
  const notFound = () => new HttpError(404, messages.learning.sessionNotFound);
  const caller = (request: { user: { sub: string; role: 'admin' | 'student' } }) => ({ id: request.user.sub, role: request.user.role });

  async function checkCourse(form: LiveSessionFormValues) {
    if (!isUuid(form.courseId) || !(await courseExists(db, form.courseId))) {
      const message = messages.student.courseNotFound;
      throw new HttpError(400, message, { errors: [{ field: 'courseId', message }] });
    }
  }

  route(app, liveSessionsApi.list, async (request) => listSessions(db, request.query.courseId));

  route(app, liveSessionsApi.create, async (request, reply) => {
    await checkCourse(request.body);
    const id = await db.transaction().execute(async (trx) => {
      const created = await insertSession(trx, request.body);
      await recordAudit(trx, { actorId: request.user.sub, action: 'live-session.create', entity: 'live_session', entityId: created });
      return created;
    });
    const session = await findSession(db, id);
    return reply.code(201).send({ message: messages.success.liveSessionCreated, session: session! });
  });

  route(app, liveSessionsApi.update, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound();
    await checkCourse(request.body);
    await db.transaction().execute(async (trx) => {
      if (!(await updateSession(trx, id, request.body))) throw notFound();
      await recordAudit(trx, { actorId: request.user.sub, action: 'live-session.update', entity: 'live_session', entityId: id });
    });
    return { message: messages.success.liveSessionUpdated, session: (await findSession(db, id))! };
  });

  route(app, liveSessionsApi.remove, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound();
    await db.transaction().execute(async (trx) => {
      if (!(await deleteSession(trx, id))) throw notFound();
      await recordAudit(trx, { actorId: request.user.sub, action: 'live-session.delete', entity: 'live_session', entityId: id });
    });
    return { message: messages.success.liveSessionDeleted };
  });

  route(app, liveSessionsApi.forCourse, async (request) => {
    const { id } = request.params;
    if (!isUuid(id) || !(await courseExists(db, id))) throw new HttpError(404, messages.student.courseNotFound);
    if (request.user.role !== 'admin' && !(await isEnrolled(db, request.user.sub, id)))
      throw new HttpError(403, messages.learning.notEnrolled);
    return listCourseSessions(db, id, request.user.sub);
  });

  route(app, liveSessionsApi.verify, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound();
    const check = await db.transaction().execute((trx) => checkJoin(trx, caller(request), id, now()));
    return { canJoin: check.canJoin, message: check.message };
  });

  route(app, liveSessionsApi.join, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound();
    return joinSession(db, caller(request), id, now());
  });
};
