/**
 * Decorates the app with its metrics (features/health/metrics.ts) and records every answered
 * request by its route pattern; listens for code runs this process finishes. Registered before
 * the routes, so it sees them all.
 */
import fp from 'fastify-plugin';
import { codeRunBus } from '@institute/runner';
import type { CodeRunResult } from '@institute/shared-schema';
import { AppMetrics } from '../features/health/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const metricsPlugin = fp<{ processMetrics: boolean }>(
  async (app, { processMetrics }) => {
    const metrics = new AppMetrics(app.database.db, { processMetrics });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(request.routeOptions.url ?? '(no route)', request.method, reply.statusCode, reply.elapsedTime / 1000);
    });
    const onDone = (_id: string, result: CodeRunResult) => metrics.runFinished(result.status, result.timeMs);
    codeRunBus.on('done', onDone);
    app.addHook('onClose', async () => void codeRunBus.off('done', onDone));
  },
  { name: 'metrics', dependencies: ['database'] },
);
