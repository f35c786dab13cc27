#!/usr/bin/env node
/**
 * `pnpm bench:runner`: the code runner's speed, measured on this machine in one go.
 *
 * - Per language: the median and p95 of a hello-world run through the whole path (HTTP to the
 *   built server, the queue on PGlite, the in-process worker, the sandbox, the result back), next
 *   to the median of the bare toolchain running the same program (already compiled for C, C++,
 *   Java and C#: the path's runs are cached compiles too), and their ratio.
 * - Throughput: sandboxed Python runs per second with two workers (RUNNER_WORKERS=2), 16 requests in flight.
 * - The speed-up of a cached compile (C++): a first run of new source against a cached re-run.
 *
 * `sandboxMs` is the runner's own measure (sandbox start to exit); path minus sandbox is HTTP,
 * the queue and the hand-over. Prints a table and writes bench/results/runner.json. Machine noise is large on shared cores:
 * read the ratios. Needs `pnpm build` first. BENCH_PORT (default 3201), BENCH_RUNS (default 20).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3201);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const base = `http://127.0.0.1:${port}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-runner-'));
// The sandbox's unprivileged user must reach the runner's work directory inside it.
fs.chmodSync(tmp, 0o711);

const programs = {
  python: { file: 'main.py', code: 'print("Hello, World!")' },
  javascript: { file: 'main.js', code: 'console.log("Hello, World!");' },
  c: { file: 'main.c', code: '#include <stdio.h>\nint main(void) { printf("Hello, World!\\n"); return 0; }' },
  cpp: { file: 'main.cpp', code: '#include <iostream>\nint main() { std::cout << "Hello, World!" << std::endl; return 0; }' },
  java: { file: 'Main.java', code: 'public class Main { public static void main(String[] a) { System.out.println("Hello, World!"); } }' },
  csharp: { file: 'main.cs', code: 'using System;\nclass P { static void Main() { Console.WriteLine("Hello, World!"); } }' },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const round = (x) => Math.round(x * 10) / 10;

/** The bare toolchain: prepare (compile) once, then the command timed. */
function bareCommand(language) {
  const dir = path.join(tmp, `bare-${language}`);
  fs.mkdirSync(dir, { recursive: true });
  const { file, code } = programs[language];
  fs.writeFileSync(path.join(dir, file), code);
  const src = path.join(dir, file);
  switch (language) {
    case 'python':
      return ['/usr/bin/python3', [src]];
    case 'javascript':
      return [process.execPath, [src]];
    case 'c':
      execFileSync('/usr/bin/gcc', ['-O2', '-o', path.join(dir, 'main'), src]);
      return [path.join(dir, 'main'), []];
    case 'cpp':
      execFileSync('/usr/bin/g++', ['-O2', '-o', path.join(dir, 'main'), src]);
      return [path.join(dir, 'main'), []];
    case 'java':
      execFileSync('/usr/bin/javac', ['-d', dir, src]);
      return ['/usr/bin/java', ['-cp', dir, 'Main']];
    case 'csharp':
      execFileSync('/usr/bin/mcs', [`-out:${path.join(dir, 'main.exe')}`, src]);
      return ['/usr/bin/mono', [path.join(dir, 'main.exe')]];
  }
}

/**
 * The bare program gets the environment the sandbox gives (PATH, HOME, LANG), not this shell's:
 * a machine's variables then weigh on neither side alone. Here NODE_EXTRA_CA_CERTS made every bare
 * `node main.js` load the system's certificates, 64 ms instead of 26; the others did not move.
 */
const bareEnv = { PATH: '/usr/bin:/bin', HOME: os.homedir(), LANG: 'C.UTF-8' };

function timeBare(cmd, args) {
  const t = performance.now();
  execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: bareEnv });
  return performance.now() - t;
}

/** The runner's own measure of the last run: sandbox start to exit. */
let lastSandboxMs = 0;

async function post(token, body) {
  const t = performance.now();
  const res = await fetch(`${base}/api/editor/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  const ms = performance.now() - t;
  if (!res.ok || json.status !== 'ok') throw new Error(`run failed: ${res.status} ${JSON.stringify(json)}`);
  lastSandboxMs = json.timeMs;
  return ms;
}

async function main() {
  const loadBefore = os.loadavg().map(round);
  const dataDir = path.join(tmp, 'data');
  const server = spawn(process.execPath, [path.join(root, 'sync-server/dist/start.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: 'bench@runner.test',
      ADMIN_PASSWORD: 'Bench1!runner',
      RUNNER_WORKERS: '2',
      RUNNER_CACHE_DIR: path.join(tmp, 'cache'),
      RUNNER_WORK_DIR: path.join(tmp, 'work'),
      EDITOR_RUNS_PER_MINUTE: '1000000',
      EDITOR_MAX_QUEUED: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not yet
      }
      if (i > 600) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@runner.test', password: 'Bench1!runner' }),
    });
    const { token } = await login.json();

    const languages = {};
    for (const language of Object.keys(programs)) {
      const [cmd, args] = bareCommand(language);
      const body = { language, code: programs[language].code };
      // Warm-up: compiles and caches, and lets both sides settle (JIT, file cache).
      for (let i = 0; i < 5; i++) {
        timeBare(cmd, args);
        await post(token, body);
      }
      const bare = [];
      const full = [];
      const sandbox = [];
      // Interleaved, so both see the same machine load.
      for (let i = 0; i < runs; i++) {
        bare.push(timeBare(cmd, args));
        full.push(await post(token, body));
        sandbox.push(lastSandboxMs);
      }
      const bareMs = median(bare);
      const pathMs = median(full);
      languages[language] = {
        bareMs: round(bareMs),
        pathMs: round(pathMs),
        pathP95Ms: round(p95(full)),
        sandboxMs: round(median(sandbox)),
        addedMs: round(pathMs - bareMs),
        ratio: Math.round((pathMs / bareMs) * 100) / 100,
      };
      console.log(
        `${language.padEnd(11)} bare ${languages[language].bareMs} ms   sandbox ${languages[language].sandboxMs} ms   path ${languages[language].pathMs} ms (p95 ${languages[language].pathP95Ms})   +${languages[language].addedMs} ms   ×${languages[language].ratio}`,
      );
    }

    // Throughput: 200 Python runs, 16 in flight, two workers.
    const total = 200;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < total) {
          next++;
          await post(token, { language: 'python', code: `print(${next})` });
        }
      }),
    );
    const runsPerSecond = round(total / ((performance.now() - started) / 1000));
    console.log(`throughput  ${runsPerSecond} sandboxed Python runs per second (2 workers)`);

    // Cached compile: new C++ source (compiles) against the same source again (cached).
    const uncached = [];
    const cached = [];
    for (let i = 0; i < 5; i++) {
      const body = { language: 'cpp', code: `${programs.cpp.code}\n// ${Date.now()}-${i}` };
      uncached.push(await post(token, body));
      cached.push(await post(token, body));
    }
    const cachedCompileSpeedup = round(median(uncached) / median(cached));
    console.log(`cached compile (C++): ${round(median(uncached))} ms → ${round(median(cached))} ms, ×${cachedCompileSpeedup}`);

    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg().map(round), node: process.version },
      runsPerLanguage: runs,
      languages,
      runsPerSecond,
      cachedCompileSpeedup,
      cachedCompile: { language: 'cpp', uncachedMs: round(median(uncached)), cachedMs: round(median(cached)) },
    };
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/results/runner.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log('written bench/results/runner.json');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
