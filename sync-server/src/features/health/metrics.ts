/**
 * The server's Prometheus metrics (prom-client), one registry per app: HTTP requests by route
 * pattern, method and status class with a latency histogram; sync pulls, pushes and mutations
 * applied or rejected; code runs finished by this process's runner (outcome, duration); and, read
 * from the database at each scrape, the code-run queue's depth. With `processMetrics`, Node's own
 * (memory, CPU, event loop lag, GC).
 */
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DB } from '../../db/schema.js';
import { runnerQueueDepth } from './health.repository.js';

export class AppMetrics {
  readonly registry = new Registry();
  private requests = new Counter({
    name: 'institute_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private latency = new Histogram({
    name: 'institute_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private syncRequests = new Counter({
    name: 'institute_sync_requests_total',
    help: 'Sync pulls and pushes answered',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private syncMutations = new Counter({
    name: 'institute_sync_mutations_total',
    help: 'Pushed mutations by outcome (a repeated one is answered from the record and counted again)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private runs = new Counter({
    name: 'institute_runner_runs_total',
    help: "Code runs finished by this process's runner, by outcome",
    labelNames: ['status'] as const,
    registers: [this.registry],
  });
  private runSeconds = new Histogram({
    name: 'institute_runner_run_duration_seconds',
    help: "Run time of code runs finished by this process's runner, by outcome",
    labelNames: ['status'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [this.registry],
  });

  constructor(db: Kysely<DB>, { processMetrics = false } = {}) {
    new Gauge({
      name: 'institute_runner_queue_depth',
      help: 'Code runs in the queue (all runners), by state: queued or running',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        const depth = await runnerQueueDepth(db);
        this.set({ state: 'queued' }, depth.queued);
        this.set({ state: 'running' }, depth.running);
      },
    });
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** `route` is the route's pattern (`/api/courses/:id`), never the URL asked for: the label's values stay few. */
  request(route: string, method: string, statusCode: number, seconds: number) {
    this.requests.inc({ route, method, status: `${Math.floor(statusCode / 100)}xx` });
    this.latency.observe({ route, method }, seconds);
  }

  syncPull() {
    this.syncRequests.inc({ kind: 'pull' });
  }

  syncPush(results: readonly { status: string }[]) {
    this.syncRequests.inc({ kind: 'push' });
    const applied = results.filter((r) => r.status === 'applied').length;
    if (applied) this.syncMutations.inc({ outcome: 'applied' }, applied);
    if (results.length - applied) this.syncMutations.inc({ outcome: 'rejected' }, results.length - applied);
  }

  runFinished(status: string, ms: number) {
    this.runs.inc({ status });
    this.runSeconds.observe({ status }, ms / 1000);
  }
}
