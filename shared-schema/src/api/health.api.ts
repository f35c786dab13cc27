import { z } from 'zod';
import { binaryAnswer, defineEndpoint, noQuery } from './endpoint.js';

/**
 * What `/api/health` reports: cheap, and safe to show anyone (no secrets, no paths). `degraded`
 * (answered with 503) when the database does not answer or DATA_DIR's disk is nearly full.
 */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string().nullable(),
  migrations: z.number().int(),
  checks: z.object({
    database: z.object({ reachable: z.boolean(), latencyMs: z.number() }),
    /** Code runs waiting and running (null when the database does not answer). */
    runnerQueue: z.object({ queued: z.number().int(), running: z.number().int() }).nullable(),
    /** Free space on DATA_DIR's disk, and whether it is above HEALTH_MIN_FREE_DISK_MB. */
    disk: z.object({ freeBytes: z.number(), enough: z.boolean() }),
  }),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;

export const healthApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'The server is up: its database (kind, migration level, reachable, latency), the code-run queue and free disk',
    query: noQuery,
    answers: { 200: healthAnswer, 503: healthAnswer },
  }),
} as const;

export const metricsApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/metrics',
    // Not an account's: the route checks METRICS_TOKEN itself (404 when unset, 401 without it).
    access: 'public',
    summary: 'Prometheus metrics in the text format (Authorization: Bearer METRICS_TOKEN)',
    query: noQuery,
    answers: { 200: binaryAnswer },
  }),
} as const;
