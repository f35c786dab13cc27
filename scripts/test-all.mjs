#!/usr/bin/env node
/**
 * Every test of the workspace, in one command (`pnpm test`):
 *   1. the test services (Chromium, PostgreSQL, toolchains), installed or started when missing;
 *   2. a production build, the entry-size report that fails if the home page pulls in a heavy route,
 *      and the lint (ESLint, Prettier, and TypeScript over every package, the scripts and benches);
 *   3. Vitest: every package, and the server's tests once on PGlite and once on PostgreSQL;
 *   4. the quiz bank checker, and the verifier that runs every quiz program with the real toolchains;
 *   5. Playwright end-to-end tests in Chromium against the built app and server, then the lab
 *      server over HTTPS (its own config: it starts its own server with HTTPS=auto).
 * It ends with one line `N passed, N failed` totalling every suite.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const results = { passed: 0, failed: 0 };
const failures = [];
/** How long each step took, printed at the end: the run must stay well inside CI's time. */
const durations = [];

// Under `npx pnpm test` there may be no pnpm on PATH: call the pnpm that is running this script.
const resolve = (command, args) =>
  command === 'pnpm' && process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, ...args]] : [command, args];

/**
 * Runs one step: its commands side by side (two single-threaded ones share the two cores of a CI
 * machine), each `[command, args, env]`. The step fails if any of them fails.
 */
async function runTogether(label, commands) {
  console.log(`\n=== ${label}: ${commands.map(([c, a]) => [c, ...a].join(' ')).join('  |  ')}`);
  const started = Date.now();
  const codes = await Promise.all(
    commands.map(([command, args, env = {}]) => {
      const [cmd, argv] = resolve(command, args);
      const child = spawn(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
      return new Promise((done) => child.on('exit', (code) => done(code)).on('error', () => done(1)));
    }),
  );
  durations.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  const ok = codes.every((c) => c === 0);
  if (!ok) failures.push(label);
  return ok;
}

/** A step of one command. */
const run = (label, command, args, env = {}) => runTogether(label, [[command, args, env]]);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

fs.rmSync(`${root}test-results`, { recursive: true, force: true });
fs.mkdirSync(`${root}test-results`, { recursive: true });

if (process.env.SKIP_SERVICES !== '1') await run('services', 'bash', ['scripts/ensure-test-services.sh']);
if (!(await run('build', 'pnpm', ['build']))) {
  console.log('\nThe build failed; no test can run.\n0 passed, 1 failed');
  process.exit(1);
}
if (await run('entry size', 'node', ['pwa/scripts/report-entry-size.mjs'])) results.passed += 1;
else results.failed += 1;
// `pnpm lint`, its ESLint beside Prettier and TypeScript.
if (
  await runTogether('lint and types', [
    ['pnpm', ['exec', 'eslint', '.']],
    ['pnpm', ['lint:format-and-types']],
  ])
)
  results.passed += 1;
else results.failed += 1;

/**
 * Adds a suite's counts. A runner that failed without a failed test (an unhandled error, a suite
 * that did not load) still counts as one failure, so the closing line never says 0 failed then.
 */
function count(ok, passed, failed) {
  results.passed += passed;
  results.failed += failed > 0 ? failed : ok ? 0 : 1;
}

const vitestArgs = ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'];
const vitestOk = await run('unit and integration (vitest)', 'pnpm', vitestArgs);
const vitest = readJson(`${root}test-results/vitest.json`);
count(vitestOk, vitest?.numPassedTests ?? 0, vitest?.numFailedTests ?? 0);

for (const [label, script] of [
  ['quiz bank check', 'quiz:check'],
  ['quiz bank verify', 'quiz:verify'],
]) {
  if (await run(label, 'pnpm', [script])) results.passed += 1;
  else results.failed += 1;
}

const playwrightOk = await run(
  'end-to-end (playwright)',
  'pnpm',
  ['--filter', './pwa', 'exec', 'playwright', 'test', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${root}test-results/playwright.json`,
  },
);
const pw = readJson(`${root}test-results/playwright.json`);
count(playwrightOk, pw ? pw.stats.expected + pw.stats.flaky : 0, pw?.stats.unexpected ?? 0);
if (pw?.stats.flaky) console.log(`\n${pw.stats.flaky} end-to-end test(s) passed only on retry: look at them.`);

// The lab server over HTTPS (HTTPS=auto) starts a server of its own: a config of its own.
const httpsOk = await run(
  'end-to-end, lab server over HTTPS (playwright)',
  'pnpm',
  ['--filter', './pwa', 'exec', 'playwright', 'test', '-c', 'playwright.https.config.ts', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: `${root}test-results/playwright-https.json` },
);
const pwHttps = readJson(`${root}test-results/playwright-https.json`);
count(httpsOk, pwHttps ? pwHttps.stats.expected + pwHttps.stats.flaky : 0, pwHttps?.stats.unexpected ?? 0);

console.log(`\nTimes: ${durations.join(', ')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 || failures.length > 0 ? 1 : 0);
