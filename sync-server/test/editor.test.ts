/**
 * `POST /api/editor/run` through the in-process runner on this test's database (PGlite and
 * PostgreSQL): the spec's contract, the refusals (401, 429, 503, 504), `enqueueCodeRun` and the
 * `code.run` sync mutation (runs queued offline, their results back through the user's bucket).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRunBodyLimit, editorApi, maxCodeLength, maxWaitingRunsPerUser, messages } from '@institute/shared-schema';
import { loadRunnerConfig } from '@institute/runner';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { enqueueCodeRun, ResultWaiter, waitForResult } from '../src/features/editor/code-runs.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { Device, push, type Account } from './sync-helpers.js';
import { coded, codedField } from './coded.js';

let t: TestDatabase;
let app: App;
const tokens = { a: '', b: '' };
const ids = { a: '', b: '' };

const runner = loadRunnerConfig({
  RUNNER_WORKERS: '2',
  RUNNER_TIME_LIMIT_MS: '3000',
  RUNNER_CACHE_DIR: path.join(os.tmpdir(), `editor-test-${process.pid}`, 'cache'),
  RUNNER_WORK_DIR: path.join(os.tmpdir(), `editor-test-${process.pid}`, 'work'),
});

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({
    config: { publicDir: '/nonexistent', runnerInProcess: true, editor: { runsPerMinute: 1000, maxQueued: 1000, waitSeconds: 30 } },
    database: t,
    runner,
    closeDatabase: false,
  });
  const passwordHash = await hashPassword('Secret1!');
  for (const key of ['a', 'b'] as const) {
    const row = await insertUser(t.db, {
      firstName: key,
      lastName: 'Coder',
      email: `${key}@example.com`,
      phoneNumber: key === 'a' ? '9000000011' : '9000000012',
      role: 'student',
      passwordHash,
    });
    ids[key] = row.id;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${key}@example.com`, password: 'Secret1!' },
    });
    tokens[key] = login.json<{ token: string }>().token;
  }
});
afterAll(async () => {
  await app.close();
  await t.close();
  await fs.rm(path.join(os.tmpdir(), `editor-test-${process.pid}`), { recursive: true, force: true });
});

const run = (target: App, token: string | null, payload: Record<string, unknown>) =>
  target.inject({ method: 'POST', url: '/api/editor/run', payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('POST /api/editor/run', () => {
  it('answers 401 without a token and runs nothing', async () => {
    const res = await run(app, null, { code: 'print(1)', language: 'python' });
    expect(res.statusCode).toBe(401);
    expect(await t.db.selectFrom('code_runs').select('id').execute()).toEqual([]);
  });

  it('runs Python and answers output, status and time', async () => {
    const res = await run(app, tokens.a, { code: 'print("Hello, World!")', language: 'python' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ output: string; status: string; error?: string; timeMs: number }>();
    expect(body).toMatchObject({ output: 'Hello, World!\n', status: 'ok' });
    expect(body.error).toBeUndefined();
    expect(body.timeMs).toBeGreaterThan(0);
  });

  it('answers output holding a NUL byte, from one execution, and syncs it intact', async () => {
    const res = await run(app, tokens.a, { code: 'import sys\nsys.stdout.write("a\\0b\\n")', language: 'python' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: string; output: string; status: string }>();
    expect(body).toMatchObject({ output: 'a\u0000b\n', status: 'ok' });
    const stored = await t.db.selectFrom('code_runs').select(['status', 'attempts']).where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'done', attempts: 1 });
    const device = new Device(app, { id: ids.a, token: tokens.a, headers: { authorization: `Bearer ${tokens.a}` } });
    await device.pull();
    const row = device.rows(`user:${ids.a}`, 'codeRuns').find((r) => r.id === body.id);
    expect(row).toMatchObject({ status: 'done', result: { output: 'a\u0000b\n', status: 'ok' } });
  });

  it('passes stdin', async () => {
    const res = await run(app, tokens.a, { code: 'print(input()[::-1])', language: 'python', stdin: 'stressed\n' });
    expect(res.json()).toMatchObject({ output: 'desserts\n', status: 'ok' });
  });

  it('answers a compile error in error, as the compiler printed it', async () => {
    const res = await run(app, tokens.a, { code: 'int main(void) { return nope; }', language: 'c' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: string; error: string }>()).toMatchObject({
      status: 'compile-error',
      error: expect.stringMatching(/error: .nope. undeclared/) as unknown,
    });
  });

  it('answers a broken limit with its message', async () => {
    const res = await run(app, tokens.a, { code: 'import time\ntime.sleep(60)', language: 'python' });
    expect(res.json()).toMatchObject({ status: 'limit', error: 'Time limit exceeded: 3 s' });
  });

  it('runs two users at once, each getting their own result', async () => {
    const [a, b] = await Promise.all([
      run(app, tokens.a, { code: 'print("from a")', language: 'python' }),
      run(app, tokens.b, { code: 'console.log("from b")', language: 'javascript' }),
    ]);
    expect(a.json()).toMatchObject({ output: 'from a\n' });
    expect(b.json()).toMatchObject({ output: 'from b\n' });
  });

  it('refuses HTML (it runs in the browser) and an unknown language', async () => {
    expect((await run(app, tokens.a, { code: '<p>hi</p>', language: 'html' })).json()).toMatchObject({
      message: messages.runner.htmlInBrowser,
    });
    const res = await run(app, tokens.a, { code: 'x', language: 'cobol' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.validation.languageUnsupported);
  });

  it('answers a body of the wrong shape or size with the catalogue words, and runs nothing', async () => {
    const before = await t.db.selectFrom('code_runs').select('id').execute();
    const wrongType = await run(app, tokens.a, { code: 'print(1)', language: 'python', stdin: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      ...coded(messages.request.invalid('Stdin')),
      errors: [codedField('stdin', messages.request.invalid('Stdin'))],
    });
    const tooLong = await run(app, tokens.a, { code: 'x'.repeat(maxCodeLength + 1), language: 'python' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: messages.request.tooLong('Code', maxCodeLength) });
    const tooLarge = await run(app, tokens.a, { code: 'x', language: 'python', stdin: 'y'.repeat(codeRunBodyLimit) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: messages.request.bodyTooLarge });
    expect(await t.db.selectFrom('code_runs').select('id').execute()).toHaveLength(before.length);
  });

  it("answers a run's result and its id, nothing the server keeps besides", async () => {
    const res = await run(app, tokens.a, { code: 'print(2)', language: 'python' });
    expect(Object.keys(res.json()).every((key) => key in editorApi.run.answers[200].shape)).toBe(true);
    expect(res.json()).toMatchObject({ output: '2\n', status: 'ok', id: expect.any(String) as unknown });
  });

  it('stores each run once, done, under its user', async () => {
    const rows = await t.db.selectFrom('code_runs').select(['user_id', 'status', 'attempts']).where('user_id', '=', ids.b).execute();
    expect(rows).toEqual([{ user_id: ids.b, status: 'done', attempts: 1 }]);
  });

  it("a learner's ten busy runs delay another learner's run by one run at most, and run one at a time", async () => {
    const busy = Array.from({ length: 10 }, () => randomUUID());
    const loop = 'import time\nstart = time.time()\nwhile time.time() - start < 0.3:\n    pass\nprint("busy")';
    for (const id of busy) await enqueueCodeRun(t.db, { id, userId: ids.a, language: 'python', code: loop });
    const res = await run(app, tokens.b, { code: 'print("my turn")', language: 'python' });
    expect(res.json()).toMatchObject({ output: 'my turn\n', status: 'ok' });
    // B's run waited for A's first run at most: when B has its answer, A's second has not started,
    // or has only just started (it is claimed the moment A's first is done).
    const claimed = await t.db
      .selectFrom('code_runs')
      .select(['id', 'attempts'])
      .where('id', 'in', busy)
      .where('attempts', '>', 0)
      .execute();
    expect(claimed.length).toBeLessThanOrEqual(2);
    const servedSeq = async (id: string) =>
      (await t.db.selectFrom('code_runs').select('served_seq').where('id', '=', id).executeTakeFirstOrThrow()).served_seq;
    const mine = await servedSeq(res.json<{ id: string }>().id);
    const second = await servedSeq(busy[1]!);
    expect(mine).not.toBeNull();
    expect(second === null || second > mine!).toBe(true);
    let mostRunning = 0;
    for (let done = 0; done < busy.length;) {
      const rows = await t.db.selectFrom('code_runs').select('status').where('id', 'in', busy).execute();
      mostRunning = Math.max(mostRunning, rows.filter((r) => r.status === 'running').length);
      done = rows.filter((r) => r.status === 'done').length;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(mostRunning).toBe(1);
  });
});

describe('refusals instead of hangs (an app with no runner and tight limits)', () => {
  let lone: TestDatabase;
  let strict: App;
  const users = { a: { id: '', token: '' }, b: { id: '', token: '' } };

  beforeAll(async () => {
    lone = await createTestDatabase();
    strict = await buildApp({
      config: { publicDir: '/nonexistent', runnerInProcess: false, editor: { runsPerMinute: 3, maxQueued: 2, waitSeconds: 1 } },
      database: lone,
      closeDatabase: false,
    });
    const passwordHash = await hashPassword('Secret1!');
    for (const key of ['a', 'b'] as const) {
      const row = await insertUser(lone.db, {
        firstName: key,
        lastName: 'Strict',
        email: `${key}@example.com`,
        phoneNumber: key === 'a' ? '9000000021' : '9000000022',
        role: 'student',
        passwordHash,
      });
      const login = await strict.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${key}@example.com`, password: 'Secret1!' },
      });
      users[key] = { id: row.id, token: login.json<{ token: string }>().token };
    }
  });
  afterAll(async () => {
    await strict.close();
    await lone.close();
  });

  it('504 when no worker finishes the run in time (the run stays queued)', async () => {
    const res = await run(strict, users.b.token, { code: 'print(1)', language: 'python' });
    expect(res.statusCode).toBe(504);
    expect(res.json<{ message: string }>().message).toBe(messages.runner.timedOutWaiting);
    expect(await lone.db.selectFrom('code_runs').select('status').execute()).toEqual([{ status: 'queued' }]);
  });

  it('429 with Retry-After past the per-user rate (runs queued offline count too)', async () => {
    for (let i = 0; i < 2; i++)
      await enqueueCodeRun(lone.db, { id: randomUUID(), userId: users.b.id, language: 'python', code: `print(${i})` });
    const res = await run(strict, users.b.token, { code: 'print(9)', language: 'python' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json<{ message: string }>().message).toBe(messages.runner.rateLimited);
  });

  it('503 with Retry-After when the queue is too long', async () => {
    const res = await run(strict, users.a.token, { code: 'print(1)', language: 'python' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json<{ message: string }>().message).toBe(messages.runner.queueFull);
  });
});

describe('enqueueCodeRun (for the code.run sync mutation)', () => {
  it('queues a run by id, once, and the worker completes it', async () => {
    const id = randomUUID();
    await enqueueCodeRun(t.db, { id, userId: ids.a, language: 'python', code: 'print(6 * 7)', stdin: null });
    await enqueueCodeRun(t.db, { id, userId: ids.a, language: 'python', code: 'print(6 * 7)', stdin: null });
    const result = await waitForResult(t.db, id, 15_000);
    expect(result).toMatchObject({ output: '42\n', status: 'ok' });
    expect(await t.db.selectFrom('code_runs').select('id').where('id', '=', id).execute()).toHaveLength(1);
  });
});

describe('the code.run sync mutation (runs queued offline)', () => {
  const account = (key: 'a' | 'b'): Account => ({ id: ids[key], token: tokens[key], headers: { authorization: `Bearer ${tokens[key]}` } });
  const codeRun = (seq: number, args: Record<string, unknown>) => ({ seq, id: randomUUID(), name: 'code.run', args });

  it("runs each queued run once and brings its result back in the learner's bucket", async () => {
    const device = new Device(app, account('a'));
    const clientId = randomUUID();
    const runId = randomUUID();
    const first = codeRun(1, { id: runId, language: 'python', code: 'print(input() * 2)', stdin: 'ab' });
    const answer = await push(app, account('a'), clientId, [first]);
    expect(answer.results).toEqual([{ id: first.id, status: 'applied' }]);
    // The answer was lost; the device sends it again, and once more under a new mutation id.
    await push(app, account('a'), clientId, [first]);
    await push(app, account('a'), clientId, [codeRun(2, { id: runId, language: 'python', code: 'print(input() * 2)', stdin: 'ab' })]);
    expect(await waitForResult(t.db, runId, 15_000)).toMatchObject({ output: 'abab\n', status: 'ok' });
    expect(await t.db.selectFrom('code_runs').select('id').where('id', '=', runId).execute()).toHaveLength(1);

    await device.pull();
    const row = device.rows(`user:${ids.a}`, 'codeRuns').find((r) => r.id === runId);
    expect(row).toMatchObject({ status: 'done', language: 'python', stdin: 'ab', result: { output: 'abab\n', status: 'ok' } });
    expect(row).not.toHaveProperty('lockedBy');
    // Another learner's device never sees it.
    const other = new Device(app, account('b'));
    await other.pull();
    expect(other.rows(`user:${ids.b}`, 'codeRuns').map((r) => r.id)).not.toContain(runId);
  });

  it("refuses HTML, another learner's run id, and more waiting runs than allowed, without blocking the next", async () => {
    const taken = randomUUID();
    await push(app, account('a'), randomUUID(), [codeRun(1, { id: taken, language: 'c', code: 'int main(void){return 0;}' })]);
    const clientId = randomUUID();
    const html = codeRun(1, { id: randomUUID(), language: 'html', code: '<p>hi</p>' });
    const stolen = codeRun(2, { id: taken, language: 'c', code: 'int main(void){return 1;}' });
    const fine = codeRun(3, { id: randomUUID(), language: 'python', code: 'print(1)' });
    const answer = await push(app, account('b'), clientId, [html, stolen, fine]);
    expect(answer.results).toEqual([
      { id: html.id, status: 'rejected', message: messages.runner.htmlInBrowser },
      { id: stolen.id, status: 'rejected', message: messages.sync.notAllowed },
      { id: fine.id, status: 'applied' },
    ]);
    expect(answer.lastSeq).toBe(3);
    const stored = await t.db.selectFrom('code_runs').select(['user_id', 'code']).where('id', '=', taken).executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_id: ids.a, code: 'int main(void){return 0;}' });
  });

  it('refuses a run past the number a learner may have waiting', async () => {
    const lone = await createTestDatabase();
    // No runner here: every run stays queued.
    const quiet = await buildApp({ config: { publicDir: '/nonexistent', runnerInProcess: false }, database: lone, closeDatabase: false });
    try {
      const row = await insertUser(lone.db, {
        firstName: 'q',
        lastName: 'Queue',
        email: 'q@example.com',
        phoneNumber: '9000000051',
        role: 'student',
        passwordHash: await hashPassword('Secret1!'),
      });
      const login = await quiet.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'q@example.com', password: 'Secret1!' },
      });
      const who: Account = { id: row.id, token: '', headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` } };
      const batch = Array.from({ length: maxWaitingRunsPerUser + 1 }, (_, i) =>
        codeRun(i + 1, { id: randomUUID(), language: 'python', code: `print(${i})` }),
      );
      const answer = await push(quiet, who, randomUUID(), batch);
      expect(answer.results.filter((r) => r.status === 'applied')).toHaveLength(maxWaitingRunsPerUser);
      expect(answer.results.at(-1)).toEqual({
        id: batch.at(-1)!.id,
        status: 'rejected',
        message: messages.runner.tooManyWaiting(maxWaitingRunsPerUser),
      });
    } finally {
      await quiet.close();
      await lone.close();
    }
  });
});

describe('ResultWaiter', () => {
  it('finds runs finished by a worker in another process with one query for all of them', async () => {
    const lone = await createTestDatabase();
    const row = await insertUser(lone.db, {
      firstName: 'w',
      lastName: 'Waiter',
      email: 'w@example.com',
      phoneNumber: '9000000041',
      role: 'student',
      passwordHash: 'x',
    });
    const waiter = new ResultWaiter(lone.db, 50);
    try {
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      const waits = ids.map((id) => waiter.wait(id, 5000));
      for (const id of ids) await enqueueCodeRun(lone.db, { id, userId: row.id, language: 'python', code: 'print(1)' });
      // No worker here: write the results as a worker elsewhere would, without the in-process bus.
      for (const [i, id] of ids.entries())
        await lone.db
          .updateTable('code_runs')
          .set({ status: 'done', result: JSON.stringify({ output: `${i}\n`, status: 'ok', exitCode: 0, timeMs: 1 }) })
          .where('id', '=', id)
          .execute();
      expect((await Promise.all(waits)).map((r) => r?.output)).toEqual(['0\n', '1\n', '2\n']);
      expect(await waiter.wait(randomUUID(), 200)).toBeNull();
    } finally {
      waiter.close();
      await lone.close();
    }
  });
});
