/**
 * A first visit's main-thread work measured in CPU time, so the figure holds on a loaded machine
 * (Lighthouse's blocking time follows wall time: under load it measures the other work too).
 *
 * For each path: a fresh Chromium profile opens the page of the built app (the server started on
 * an empty PGlite folder) with a Chromium trace; every task of the page's main thread is taken
 * with its thread time (`tdur`, the CPU the task used) multiplied by the slowdown Lighthouse
 * simulates for a mobile phone (4x). Printed: the script CPU before first paint, the tasks after
 * first contentful paint until the page settles, and "blocking" = the sum over those tasks of
 * (scaled CPU - 50 ms): Lighthouse's total blocking time, on CPU instead of wall time.
 *
 * Usage: pnpm bench:main-thread [/ /courses ...]  (needs a build; BENCH_PORT, default 4403;
 * BENCH_UNTIL=offline traces on until the offline copy is whole and 6 s more; BENCH_DETAIL=1 prints
 * the five longest tasks after first paint with what ran in them)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const slowdown = 4;
const port = Number(process.env.BENCH_PORT ?? 4403);
const base = `http://127.0.0.1:${port}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/courses', '/services/quiz'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-main-thread-'));
  const server = spawn(process.execPath, ['sync-server/dist/start.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', SMS_PROVIDER: 'memory' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function measure(pagePath: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'loading', 'blink.user_timing'] });
  await page.goto(base + pagePath, { waitUntil: 'load' });
  // Settled: hydrated, and the network quiet (the page's own idle work is part of the measure).
  await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  // BENCH_UNTIL=offline: on until the offline copy is whole, then 6 s more (the home page's welcome
  // pop-up and its first turns of slides and testimonials): what Lighthouse's wait for a quiet page may see.
  if (process.env.BENCH_UNTIL === 'offline') {
    await page.locator('[data-testid="sync-status"][data-offline-copy="complete"]').waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForTimeout(6000);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await browser.close();

  const events = trace.traceEvents;
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((f) => f.pid === e.pid && f.name === 'firstContentfulPaint'),
  );
  if (!main) throw new Error(`no renderer main thread with a first paint for ${pagePath}`);
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint')!.ts;
  const tasks = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask',
  );
  const cpuMs = (e: TraceEvent) => ((e.tdur ?? e.dur ?? 0) / 1000) * slowdown;
  const before = tasks.filter((e) => e.ts < fcp);
  const after = tasks.filter((e) => e.ts >= fcp);
  const sum = (list: TraceEvent[], f: (e: TraceEvent) => number) => Math.round(list.reduce((s, e) => s + f(e), 0));
  const blocking = sum(after, (e) => Math.max(0, cpuMs(e) - 50));
  const longest = Math.round(Math.max(0, ...after.map(cpuMs)));
  if (process.env.BENCH_DETAIL)
    for (const t of [...after].sort((a, b) => cpuMs(b) - cpuMs(a)).slice(0, 5)) {
      const inside = events.filter(
        (e) =>
          e.pid === main.pid &&
          e.tid === main.tid &&
          e.ph === 'X' &&
          e !== t &&
          e.ts >= t.ts &&
          e.ts < t.ts + (t.dur ?? 0) &&
          cpuMs(e) > 10,
      );
      const label = (e: TraceEvent) =>
        `${e.name}${e.args?.data && 'url' in e.args.data ? ` ${String(e.args.data.url).split('/').pop()}` : ''}${e.args?.data && 'functionName' in e.args.data ? ` ${String(e.args.data.functionName)}` : ''}`;
      console.log(
        `  task at +${Math.round((t.ts - fcp) / 1000)} ms: ${Math.round(cpuMs(t))} ms; ${inside
          .slice(0, 6)
          .map((e) => `${label(e)} ${Math.round(cpuMs(e))}`)
          .join(', ')}`,
      );
    }
  console.log(
    `${pagePath.padEnd(28)} before paint ${String(sum(before, cpuMs)).padStart(5)} ms  after ${String(sum(after, cpuMs)).padStart(5)} ms  ` +
      `longest ${String(longest).padStart(4)} ms  blocking ${String(blocking).padStart(4)} ms  (CPU x${slowdown})`,
  );
}

const stop = await startServer();
try {
  for (const p of paths) await measure(p);
} finally {
  stop();
}
