import type { FastifyPluginAsync } from 'fastify';
import { isUuid, jobsApi, messages } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { recordAudit } from '../audit/audit.repository.js';
import { deleteJob, findJob, insertJob, listJobs, updateJob } from './jobs.repository.js';

/**
 * Jobs (site spec section 7): the list and one job for everyone; posting, changing and deleting
 * for administrators (`access: 'admin'` in the contract), each write audited in its transaction.
 * Devices read jobs from the `public` sync bucket; these routes are the spec's REST contract.
 */
export const jobsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const notFound = () => new HttpError(404, messages.jobs.notFound);

  route(app, jobsApi.list, async () => ({ data: await listJobs(db) }));

  route(app, jobsApi.get, async (request) => {
    const job = isUuid(request.params.id) ? await findJob(db, request.params.id) : undefined;
    if (!job) throw notFound();
    return job;
  });

  route(app, jobsApi.create, async (request, reply) => {
    const job = await db.transaction().execute(async (trx) => {
      const created = await insertJob(trx, request.body);
      await recordAudit(trx, { actorId: request.user.sub, action: 'job.create', entity: 'job', entityId: created.id });
      return created;
    });
    return reply.code(201).send({ message: messages.jobs.created, job });
  });

  route(app, jobsApi.update, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound();
    const job = await db.transaction().execute(async (trx) => {
      const updated = await updateJob(trx, id, request.body);
      if (!updated) throw notFound();
      await recordAudit(trx, { actorId: request.user.sub, action: 'job.update', entity: 'job', entityId: id });
      return updated;
    });
    return { message: messages.jobs.updated, job };
  });

  route(app, jobsApi.remove, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound();
    await db.transaction().execute(async (trx) => {
      const title = await deleteJob(trx, id);
      if (title === undefined) throw notFound();
      await recordAudit(trx, { actorId: request.user.sub, action: 'job.delete', entity: 'job', entityId: id, details: { title } });
    });
    return { message: messages.jobs.deleted };
  });
};
