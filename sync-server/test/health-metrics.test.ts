/**
 * `/api/health` reports the database, the code-run queue and free disk, and says `degraded` with
 * 503 when the database does not answer or the disk is short; `/metrics` exists only with a token,
 * refuses a missing or wrong one, answers Prometheus's text format, and its counters move with
 * the requests, syncs and runs they count.
 */
import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRunBus } from '@institute/runner';
import { healthAnswer, syncSchemaVersion } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import type { DB } from '../src/db/schema.js';
import { createAccount, push, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

const token = 'metrics-token-for-the-test-0123456789';
let t: TestDatabase;
let app: App;
let alice: SignedInAccount;
let bob: SignedInAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent', metricsToken: token }, database: t });
  alice = await createAccount(t, app, 'Alice');
  bob = await createAccount(t, app, 'Bob');
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const scrape = async () => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** A sample's value from the text format, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find(
      (l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe(`/api/health on ${testDatabaseKind}`, () => {
  it('reports the database, the code-run queue and free disk', async () => {
    await t.db
      .insertInto('code_runs')
      .values([
        { id: randomUUID(), user_id: alice.id, language: 'c', code: 'x' },
        { id: randomUUID(), user_id: alice.id, language: 'c', code: 'y' },
        {
          id: randomUUID(),
          user_id: bob.id,
          language: 'c',
          code: 'z',
          status: 'running',
          locked_by: 'w',
          locked_until: new Date(Date.now() + 60_000),
        },
        { id: randomUUID(), user_id: bob.id, language: 'c', code: 'done', status: 'done' },
      ])
      .execute();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const health = healthAnswer.parse(res.json());
    expect(health).toMatchObject({ status: 'ok', database: testDatabaseKind, checks: { runnerQueue: { queued: 2, running: 1 } } });
    expect(health.checks.database.reachable).toBe(true);
    expect(health.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.checks.disk.freeBytes).toBeGreaterThan(0);
    expect(health.checks.disk.enough).toBe(true);
    // Public-safe: no folder names in it.
    expect(res.body).not.toMatch(/\/tmp|\/work|nonexistent/);
  });

  it('is degraded (503) when the disk is below the threshold', async () => {
    const short = await buildApp({
      config: { publicDir: '/nonexistent', minFreeDiskBytes: Number.MAX_SAFE_INTEGER },
      database: t,
      closeDatabase: false,
    });
    try {
      const res = await short.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', checks: { database: { reachable: true }, disk: { enough: false } } });
    } finally {
      await short.close();
    }
  });

  it('is degraded (503) when the database does not answer', async () => {
    const database = { ...t };
    const orphan = await buildApp({ config: { publicDir: '/nonexistent' }, database, closeDatabase: false });
    // The database goes away: nothing listens on this port (one of this test's own range).
    const gone = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:4549/gone', connectionTimeoutMillis: 2000 });
    database.db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: gone }) });
    try {
      const res = await orphan.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        migration: null,
        checks: { database: { reachable: false }, runnerQueue: null },
      });
    } finally {
      await orphan.close();
      await database.db.destroy();
    }
  });
});

describe(`/metrics on ${testDatabaseKind}`, () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const off = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, closeDatabase: false });
    try {
      expect((await off.inject('/metrics')).statusCode).toBe(404);
      expect((await off.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all-0123456789' } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong token', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: token } })).statusCode).toBe(401);
    // A student's sign-in token is not the metrics token.
    expect((await app.inject({ url: '/metrics', headers: alice.headers })).statusCode).toBe(401);
  });

  it("answers Prometheus's text format with the process's own metrics", async () => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE institute_http_requests_total counter');
    expect(res.body).toContain('# TYPE institute_http_request_duration_seconds histogram');
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status class, with their latency', async () => {
    const before = await scrape();
    const route = { route: '/api/courses/:id', method: 'GET' };
    for (let i = 0; i < 3; i++) expect((await app.inject(`/api/courses/${randomUUID()}`)).statusCode).toBe(404);
    expect((await app.inject('/api/courses')).statusCode).toBe(200);
    const after = await scrape();
    expect(
      sample(after, 'institute_http_requests_total', { ...route, status: '4xx' }) -
        sample(before, 'institute_http_requests_total', { ...route, status: '4xx' }),
    ).toBe(3);
    const courses = { route: '/api/courses', method: 'GET', status: '2xx' };
    expect(sample(after, 'institute_http_requests_total', courses) - sample(before, 'institute_http_requests_total', courses)).toBe(1);
    expect(
      sample(after, 'institute_http_request_duration_seconds_count', route) -
        sample(before, 'institute_http_request_duration_seconds_count', route),
    ).toBe(3);
    // The URL asked for never becomes a label.
    expect(after).not.toMatch(/route="\/api\/courses\/[0-9a-f]{8}-/);
  });

  it('counts sync pulls, pushes and mutations applied and rejected', async () => {
    const before = await scrape();
    const pull = await app.inject({ url: `/api/sync/pull?schemaVersion=${syncSchemaVersion}`, headers: alice.headers });
    expect(pull.statusCode).toBe(200);
    const answer = await push(app, alice, `device-${randomUUID()}`, [
      {
        seq: 1,
        id: randomUUID(),
        name: 'contact.send',
        args: { id: randomUUID(), name: 'Alice', email: 'alice@example.com', message: 'Hi' },
      },
      { seq: 2, id: randomUUID(), name: 'no.such.mutation', args: {} },
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('institute_sync_requests_total', { kind: 'pull' })).toBe(1);
    expect(delta('institute_sync_requests_total', { kind: 'push' })).toBe(1);
    expect(delta('institute_sync_mutations_total', { outcome: 'applied' })).toBe(1);
    expect(delta('institute_sync_mutations_total', { outcome: 'rejected' })).toBe(1);
  });

  it('reports the queue depth from the database and the runs this process finishes', async () => {
    const text = await scrape();
    const queued = Number(
      (
        await t.db
          .selectFrom('code_runs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'queued')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(queued).toBeGreaterThan(0);
    expect(sample(text, 'institute_runner_queue_depth', { state: 'queued' })).toBe(queued);
    // What the in-process worker announces when it stores a result (runner/src/queue/worker.ts).
    codeRunBus.emit('done', randomUUID(), { status: 'ok', output: 'hi', error: '', exitCode: 0, timeMs: 120 });
    const after = await scrape();
    expect(
      sample(after, 'institute_runner_runs_total', { status: 'ok' }) - sample(text, 'institute_runner_runs_total', { status: 'ok' }),
    ).toBe(1);
    expect(
      sample(after, 'institute_runner_run_duration_seconds_sum', { status: 'ok' }) -
        sample(text, 'institute_runner_run_duration_seconds_sum', { status: 'ok' }),
    ).toBeCloseTo(0.12);
  });
});
