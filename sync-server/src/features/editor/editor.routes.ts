/**
 * `POST /api/editor/run` (spec: body `{ code, language }`, bearer token; answer `{ output, error,
 * status }`): queues the run and waits for its result, so the call stays synchronous for the
 * editor while runners can live anywhere. Refuses rather than hangs: 429 past the per-user rate,
 * 503 with Retry-After when the queue is too long, 504 when no worker finished it in time.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { editorApi, messages } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { countRunsForAdmission } from './editor.repository.js';
import { enqueueCodeRun, ResultWaiter } from './code-runs.js';

export interface EditorRoutesOptions {
  runsPerMinute: number;
  maxQueued: number;
  waitSeconds: number;
}

export const editorRoutes: FastifyPluginAsync<EditorRoutesOptions> = async (app, { runsPerMinute, maxQueued, waitSeconds }) => {
  const db = app.database.db;
  const results = new ResultWaiter(db);
  app.addHook('onClose', async () => results.close());

  route(app, editorApi.run, async (request, reply) => {
    const body = request.body;
    if (body.language === 'html') throw new HttpError(400, messages.runner.htmlInBrowser);
    const userId = request.user.sub;
    const { recent, queued } = await countRunsForAdmission(db, userId);
    if (recent >= runsPerMinute) {
      void reply.header('retry-after', '60');
      throw new HttpError(429, messages.runner.rateLimited);
    }
    if (queued >= maxQueued) {
      void reply.header('retry-after', '10');
      throw new HttpError(503, messages.runner.queueFull);
    }
    const id = randomUUID();
    const waiting = results.wait(id, waitSeconds * 1000);
    await enqueueCodeRun(db, { id, userId, language: body.language, code: body.code, stdin: body.stdin ?? null });
    const result = await waiting;
    if (!result) throw new HttpError(504, messages.runner.timedOutWaiting, { id });
    return { id, ...result };
  });
};
