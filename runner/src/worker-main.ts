/**
 * A standalone runner process: `pnpm --filter ./runner start` (built) or `pnpm --filter ./runner
 * dev` (sources). Takes jobs from the PostgreSQL database at DATABASE_URL; RUNNER_WORKERS jobs at a
 * time; limits from the RUNNER_* variables (config.ts). LISTEN wakes it the moment a job is
 * queued; it also polls (RUNNER_POLL_MS) in case a notification is missed. SIGTERM and SIGINT
 * stop claiming, finish the jobs in hand and exit.
 */
import os from 'node:os';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadRunnerConfig } from './config.js';
import { CodeRunQueue, queuedChannel } from './queue/code-run-queue.repository.js';
import type { QueueDatabase } from './queue/code-runs.table.js';
import { RunnerWorker } from './queue/worker.js';
import { Sandbox } from './sandbox.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required: a standalone runner takes its jobs from PostgreSQL.');
  process.exit(2);
}
const config = loadRunnerConfig();
const sandbox = await Sandbox.open(config);
const workerId = process.env.RUNNER_ID || `${os.hostname()}:${process.pid}`;
const pool = new pg.Pool({ connectionString: url, max: config.workers + 1 });
pool.on('error', (error) => console.warn(`runner: PostgreSQL connection lost: ${error.message}`));
const db = new Kysely<QueueDatabase>({ dialect: new PostgresDialect({ pool }) });
const queue = new CodeRunQueue(db, { workerId, visibilitySeconds: config.visibilitySeconds, maxAttempts: config.maxAttempts });
const log = (m: string) => console.log(m);
const worker = new RunnerWorker({
  queue,
  sandbox,
  concurrency: config.workers,
  pollMs: Number(process.env.RUNNER_POLL_MS) || 1000,
  log,
  ...(process.env.RUNNER_LOG_JOBS === '1' ? { onJob: (job) => console.log(`job ${job.id} attempt ${job.attempt}`) } : {}),
});

const listener = new pg.Client({ connectionString: url });
listener.on('error', (error) => console.warn(`runner: LISTEN connection lost: ${error.message}; polling only`));
listener.on('notification', () => worker.wake());
await listener.connect();
await listener.query(`listen ${queuedChannel}`);

const d = sandbox.describe();
log(
  `runner ${workerId}: ${config.workers} workers; limits by ${d.limits}${d.privilegeDrop ? ', unprivileged uids' : ''}` +
    `${d.seccomp ? ', seccomp filter' : ', no seccomp filter (not x86_64)'}; ` +
    `available: ${d.available.join(', ') || 'none'}${d.unavailable.length ? `; unavailable: ${d.unavailable.join(', ')}` : ''}`,
);
worker.start();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.stop();
  await listener.end().catch(() => undefined);
  await db.destroy();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
