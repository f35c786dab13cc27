/** `GET /api/admin/audit` (issue 19): the audit trail for administrators, filtered by person, action and date. */
import type { FastifyPluginAsync } from 'fastify';
import { adminAuditApi, auditPageSize } from '@institute/shared-schema';
import { route } from '../../http/route.js';
import { listAudit, listAuditActors } from './audit.repository.js';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  route(app, adminAuditApi.list, async (request) => {
    const [page, actors] = await Promise.all([listAudit(db, request.query, auditPageSize), listAuditActors(db)]);
    return { ...page, actors };
  });
};
