/**
 * `pnpm fuzz`: malformed requests generated from the OpenAPI document, against the BUILT server
 * (`node sync-server/dist/start.js`, run `pnpm build` first) started here with its own data folder
 * and port (PGlite; `DATABASE_URL` set in the environment makes it PostgreSQL). An administrator
 * comes from ADMIN_EMAIL/ADMIN_PASSWORD at the first start, a student is added by them and sets
 * their password, so routes behind a sign-in are reached past it. Exits 1 on any answer of 500 or
 * more or a server that stops answering, printing the request and how to replay it.
 *
 *   pnpm fuzz [--requests 10000] [--duration 600] [--seed N] [--concurrency 4] [--port 4511]
 *   pnpm fuzz --seed N --only 1234        (replays one case)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverEnv } from '../server-env.mjs';
import type { FuzzTokens, OpenApiDoc } from './fuzz-cases.js';
import { runFuzz, send } from './fuzz-client.js';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '900' },
    seed: { type: 'string' },
    start: { type: 'string', default: '0' },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    port: { type: 'string', default: '4511' },
  },
});

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'sync-server/dist/start.js');
if (!fs.existsSync(serverEntry)) {
  console.error('No built server at sync-server/dist/start.js: run `pnpm build` first.');
  process.exit(2);
}
const seed = args.seed ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
const port = Number(args.port);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
const admin = { email: 'fuzz-admin@example.com', password: 'Fuzz!admin1' };
const student = { email: 'fuzz-student@example.com', password: 'Fuzz!student1' };
const logFile = path.join(dataDir, 'server.log');

const log = fs.openSync(logFile, 'a');
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ['ignore', log, log],
  env: serverEnv({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    // Reach the handlers: limits that would answer 429 to most of a fuzz run from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    UPLOADS_PER_HOUR: '1000000',
  }),
});
let serverExited = false;
server.on('exit', () => (serverExited = true));

async function waitForServer() {
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    if (serverExited) throw new Error('the server exited while starting');
    const res = await send(baseUrl, { method: 'GET', url: '/api/health', headers: {} }, 5000).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/health within 300 s');
}

async function json<T>(method: string, url: string, body: unknown, token?: string): Promise<{ status: number; data: T }> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json()) as T };
}

const login = async (who: { email: string; password: string }) => {
  const res = await json<{ token: string }>('POST', '/api/auth/login', who);
  if (res.status !== 200) throw new Error(`sign-in of ${who.email}: ${res.status}`);
  return res.data.token;
};

/** The student: added by the administrator with the default password, then set to their own. */
async function createStudent(adminToken: string) {
  const added = await json(
    'POST',
    '/api/register',
    { firstName: 'Fuzz', lastName: 'Student', email: student.email, role: 'student' },
    adminToken,
  );
  if (added.status !== 201) throw new Error(`adding the student: ${added.status} ${JSON.stringify(added.data)}`);
  const first = await login({ email: student.email, password: 'Welcome@123' });
  const changed = await json('POST', '/api/auth/change-password', { currentPassword: 'Welcome@123', newPassword: student.password }, first);
  if (changed.status !== 200) throw new Error(`the student's password: ${changed.status}`);
}

const signIn = async (): Promise<FuzzTokens> => ({ admin: await login(admin), student: await login(student) });

let exitCode = 1;
try {
  await waitForServer();
  await createStudent(await login(admin));
  const doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as OpenApiDoc;
  const only = args.only?.split(',').map(Number);
  console.log(
    `Fuzzing ${baseUrl} (built server, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), seed ${seed}: ` +
      `${only ? `cases ${only.join(', ')}` : `${args.requests} requests from case ${args.start}`}, at most ${args.duration} s, concurrency ${args.concurrency}`,
  );
  const result = await runFuzz({
    baseUrl,
    doc,
    seed,
    requests: Number(args.requests),
    start: Number(args.start),
    durationMs: Number(args.duration) * 1000,
    concurrency: Number(args.concurrency),
    signIn,
    ...(only ? { only } : {}),
    log: (line) => console.log(line),
  });
  console.log(`\nRequests: ${result.sent} in ${(result.ms / 1000).toFixed(1)} s (${Math.round(result.sent / (result.ms / 1000))}/s)`);
  console.log(`By status class: ${JSON.stringify(result.byStatusClass)}`);
  console.log(`By mutation: ${JSON.stringify(result.byKind)}`);
  console.log(`Connection closed before an answer, by mutation: ${JSON.stringify(result.closedByKind)}`);
  if (result.closedCases.length) console.log(`  the first: ${result.closedCases.join('; ')}`);
  if (result.failures.length) {
    console.error(`\nFAILED (seed ${seed}):\n${result.failures.join('\n\n')}`);
    console.error(`\nServer log: ${logFile}\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
  } else {
    console.log(`No answer of 500 or more, and the server kept answering (seed ${seed}).`);
    exitCode = 0;
  }
} catch (e) {
  console.error(e);
  console.error(`\nServer log: ${logFile}\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (serverExited ? r(null) : server.once('exit', r)));
  if (exitCode === 0) fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
