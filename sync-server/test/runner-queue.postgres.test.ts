/**
 * The queue shared by separate runner processes on one PostgreSQL (the scaled shape): two worker
 * processes, 200 jobs, each run exactly once; a worker killed mid-job, the job still completes
 * on another after its lease runs out. PGlite is one process, so these run on PostgreSQL only
 * (the root vitest.config.ts leaves `*.postgres.test.ts` out of the PGlite project; the in-process worker on
 * PGlite is covered by editor.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { decodeRunResult } from '@institute/runner';
import { enqueueCodeRun } from '../src/features/editor/code-runs.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

if (testDatabaseKind !== 'postgres')
  throw new Error('runner-queue.postgres.test.ts needs TEST_DATABASE=postgres (several processes share one database)');

const runnerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../runner');

interface Worker {
  process: ChildProcess;
  jobs: string[];
  output: string;
}

function startWorker(url: string, env: Record<string, string> = {}): Promise<Worker> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/worker-main.ts'], {
    cwd: runnerDir,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      RUNNER_LOG_JOBS: '1',
      RUNNER_WORKERS: '2',
      RUNNER_POLL_MS: '200',
      RUNNER_CACHE_DIR: path.join(os.tmpdir(), `queue-test-${process.pid}`, 'cache'),
      RUNNER_WORK_DIR: path.join(os.tmpdir(), `queue-test-${process.pid}`, 'work'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const worker: Worker = { process: child, jobs: [], output: '' };
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      worker.output += d.toString();
      for (const m of d.toString().matchAll(/^job (\S+) attempt \d+$/gm)) worker.jobs.push(m[1]!);
      if (/runner .*: 2 workers/.test(worker.output)) resolve(worker);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (worker.output += d.toString()));
    child.once('exit', (code) => reject(new Error(`worker exited ${code}: ${worker.output}`)));
  });
}

async function stopWorker(w: Worker, signal: NodeJS.Signals = 'SIGTERM') {
  if (w.process.exitCode !== null || w.process.signalCode !== null) return;
  const exited = new Promise((r) => w.process.once('exit', r));
  w.process.kill(signal);
  await exited;
}

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('runner processes sharing PostgreSQL', () => {
  let t: TestDatabase;
  let userId: string;
  /** Learners of the 200 jobs: one learner's jobs run one at a time, so several keep both workers busy. */
  const learners: string[] = [];
  const workers: Worker[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    const row = await insertUser(t.db, {
      firstName: 'Queue',
      lastName: 'Tester',
      email: 'queue@example.com',
      phoneNumber: '9000000031',
      role: 'student',
      passwordHash: await hashPassword('Secret1!'),
    });
    userId = row.id;
    learners.push(userId);
    for (let i = 1; i < 4; i++) {
      const other = await insertUser(t.db, {
        firstName: 'Queue',
        lastName: `Learner${i}`,
        email: `queue${i}@example.com`,
        phoneNumber: `900000004${i}`,
        role: 'student',
        passwordHash: 'x',
      });
      learners.push(other.id);
    }
  });
  afterAll(async () => {
    for (const w of workers) await stopWorker(w, 'SIGKILL');
    await t.close();
    await fs.rm(path.join(os.tmpdir(), `queue-test-${process.pid}`), { recursive: true, force: true });
  });

  it('two workers, 200 jobs: each runs exactly once and every result is right', async () => {
    workers.push(await startWorker(t.url!), await startWorker(t.url!));
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      ids.push(id);
      await enqueueCodeRun(t.db, { id, userId: learners[i % learners.length]!, language: 'python', code: `print(${i} * 3)` });
    }
    await until(async () => {
      const n = await t.db
        .selectFrom('code_runs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'done')
        .executeTakeFirstOrThrow();
      return Number(n.n) === 200;
    }, 90_000);
    const executed = [...workers[0]!.jobs, ...workers[1]!.jobs];
    expect(executed.length).toBe(200);
    expect(new Set(executed).size).toBe(200);
    expect(workers[0]!.jobs.length).toBeGreaterThan(0);
    expect(workers[1]!.jobs.length).toBeGreaterThan(0);
    const rows = await t.db.selectFrom('code_runs').select(['id', 'result', 'attempts']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    ids.forEach((id, i) => {
      expect(byId.get(id)?.attempts).toBe(1);
      expect(decodeRunResult(byId.get(id)!.result!)).toMatchObject({ status: 'ok', output: `${i * 3}\n` });
    });
    for (const w of workers.splice(0)) await stopWorker(w);
  }, 120_000);

  it('a worker killed mid-job: the job completes on another worker after the lease', async () => {
    const lease = { RUNNER_VISIBILITY_SECONDS: '2' };
    const doomed = await startWorker(t.url!, lease);
    workers.push(doomed);
    const id = randomUUID();
    await enqueueCodeRun(t.db, { id, userId, language: 'python', code: 'import time\ntime.sleep(1.5)\nprint("survived")' });
    await until(async () => doomed.jobs.includes(id), 10_000);
    await stopWorker(doomed, 'SIGKILL');
    const claimed = await t.db.selectFrom('code_runs').select(['status', 'locked_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(claimed.status).toBe('running');

    const rescuer = await startWorker(t.url!, lease);
    workers.push(rescuer);
    await until(async () => {
      const row = await t.db.selectFrom('code_runs').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      return row.status === 'done';
    }, 20_000);
    const row = await t.db
      .selectFrom('code_runs')
      .select(['result', 'attempts', 'locked_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(row.locked_by).not.toBe(claimed.locked_by);
    expect(decodeRunResult(row.result!)).toMatchObject({ status: 'ok', output: 'survived\n' });
    expect(rescuer.jobs).toEqual([id]);
  }, 60_000);
});
