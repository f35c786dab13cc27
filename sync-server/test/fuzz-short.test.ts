/**
 * The short form of `pnpm fuzz` in CI: the same generator (`scripts/fuzz/fuzz-cases.ts`) sends
 * about a thousand malformed requests over real HTTP to this app, listening on a free port on
 * loopback, signed in as a student and an administrator; any answer of 500 or more, a request
 * with no answer or a server that stops answering `/api/health` fails the test, with the case
 * described for a replay. Bounded in time so a slow machine sends fewer, never runs longer.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDoc } from '../../scripts/fuzz/fuzz-cases.js';
import { runFuzz } from '../../scripts/fuzz/fuzz-client.js';
import { buildApp, type App } from '../src/app.js';
import { createSmsProvider } from '../src/features/auth/sms.js';
import { createAccount, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

/** A fixed seed: CI sends the same cases every run (FUZZ_SEED picks others). */
const seed = Number(process.env.FUZZ_SEED ?? 20261128);

let t: TestDatabase;
let app: App;
let dataDir = '';
let baseUrl = '';
let admin: SignedInAccount;
let student: SignedInAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fuzz-short-'));
  app = await buildApp({
    config: { publicDir: '/nonexistent', dataDir, uploads: { quotaBytes: 100 * 1024 * 1024, perHour: 1_000_000 } },
    database: t,
    sms: createSmsProvider({ provider: 'memory' }),
    authRateLimitPerMinute: 1_000_000,
  });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  admin = await createAccount(t, app, 'FuzzAdmin', 'admin');
  student = await createAccount(t, app, 'FuzzStudent');
});
afterAll(async () => {
  await app?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Tokens signed afresh from the accounts' current rows (a case may end a session). */
async function signIn() {
  const token = async (id: string) =>
    app.signAccessToken(
      await t.db.selectFrom('users').select(['id', 'role', 'token_version']).where('id', '=', id).executeTakeFirstOrThrow(),
    );
  return { admin: await token(admin.id), student: await token(student.id) };
}

describe(`fuzz, short form, on ${testDatabaseKind}`, () => {
  it('answers a thousand malformed requests without a 5xx and keeps answering', { timeout: 60_000 }, async () => {
    const doc = (await app.inject('/api/docs/json')).json<OpenApiDoc>();
    const result = await runFuzz({ baseUrl, doc, seed, requests: 1000, durationMs: 15_000, concurrency: 4, batch: 250, signIn });
    expect(result.failures.join('\n\n')).toBe('');
    expect(result.serverDown).toBe(false);
    // Bounded by time on a loaded machine, but never a token run; and most requests were refused as 4xx.
    expect(result.sent).toBeGreaterThanOrEqual(300);
    expect(result.byStatusClass['4xx'] ?? 0).toBeGreaterThan(result.sent / 2);
  });
});
