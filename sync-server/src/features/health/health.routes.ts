/**
 * `GET /api/health`: for a load balancer, a monitor or a person. Reports the database (reachable,
 * its latency, kind, migration level), the code-run queue's depth and the free disk of DATA_DIR;
 * `degraded` with 503 when the database does not answer (within `databaseTimeoutMs`) or the disk
 * is below HEALTH_MIN_FREE_DISK_MB. Nothing in it is secret: no paths, no settings.
 */
import type { FastifyPluginAsync } from 'fastify';
import { healthApi, type HealthAnswer } from '@institute/shared-schema';
import { migrationLevel } from '../../db/migrate.js';
import { route } from '../../http/route.js';
import { freeDiskBytes } from './free-disk.js';
import { pingDatabase, runnerQueueDepth } from './health.repository.js';

const databaseTimeoutMs = 3000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsync<{ dataDir: string; minFreeDiskBytes: number }> = async (
  app,
  { dataDir, minFreeDiskBytes },
) => {
  // Read at each request: the database the app holds now.
  async function databaseState() {
    const { db } = app.database;
    const started = performance.now();
    try {
      await withTimeout(pingDatabase(db), databaseTimeoutMs);
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      const [level, queue] = await withTimeout(Promise.all([migrationLevel(db), runnerQueueDepth(db)]), databaseTimeoutMs);
      return { reachable: true, latencyMs, level, queue };
    } catch {
      return { reachable: false, latencyMs: Math.round(performance.now() - started), level: { latest: null, applied: 0 }, queue: null };
    }
  }

  route(app, healthApi.get, async (_request, reply) => {
    const [database, freeBytes] = await Promise.all([databaseState(), freeDiskBytes(dataDir)]);
    const enough = freeBytes >= minFreeDiskBytes;
    const answer: HealthAnswer = {
      status: database.reachable && enough ? 'ok' : 'degraded',
      database: app.database.kind,
      migration: database.level.latest,
      migrations: database.level.applied,
      checks: {
        database: { reachable: database.reachable, latencyMs: database.latencyMs },
        runnerQueue: database.queue,
        disk: { freeBytes, enough },
      },
    };
    void reply.header('cache-control', 'no-store');
    if (answer.status === 'degraded') void reply.code(503);
    return answer;
  });
};
