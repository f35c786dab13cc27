/**
 * The single-machine default: a runner worker inside the server process, on the server's own
 * database (PGlite or PostgreSQL). It is woken in-process when a run is queued and stops, after
 * finishing the runs in hand, when the app closes. The queue is here; the programs start from a
 * small sandbox host process (runner/src/sandbox-host.ts).
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { CodeRunQueue, loadRunnerConfig, RemoteSandbox, RunnerWorker, type RunnerConfig } from '@institute/runner';

export async function startInProcessRunner(app: FastifyInstance, config: RunnerConfig = loadRunnerConfig()) {
  // Programs start from a small host process: spawning from the server's (PGlite maps ~800 MB) is slow.
  const sandbox = await RemoteSandbox.start(config);
  const queue = new CodeRunQueue(app.database.db, {
    workerId: `${os.hostname()}:${process.pid}:server`,
    visibilitySeconds: config.visibilitySeconds,
    maxAttempts: config.maxAttempts,
  });
  const worker = new RunnerWorker({ queue, sandbox, concurrency: config.workers, pollMs: 1000, log: (m) => app.log.warn(m) });
  worker.start();
  const d = sandbox.describe();
  app.log.info(
    { workers: config.workers, limits: d.limits, seccomp: d.seccomp, available: d.available, unavailable: d.unavailable },
    'code runner started in-process',
  );
  app.addHook('onClose', async () => {
    await worker.stop();
    await sandbox.close();
  });
}
