/**
 * `pnpm bench:throughput`: `GET /api/courses` on the built server (PGlite, the demo courses)
 * against a bare Fastify hello-world, measured in the same run with the same load (autocannon,
 * the same connections and duration, each server in its own process). Target: the courses route at
 * >= 30% of the hello-world's requests per second. The two are measured in turns (hello, courses,
 * hello, courses...) so a machine busy with other work weighs on both alike; the ratio is of the
 * sums. Also measured with `accept-encoding: gzip` (what browsers send). Writes
 * bench/results/throughput.json; exits 1 when the target is missed.
 *
 * Options: --seconds 10 --connections 10 --turns 2. Ports 4565 (server) and 4566 (hello-world).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuilt, root, startServer, stop, waitHealthy, type Started } from './load/processes.js';
import { spawn } from 'node:child_process';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    turns: { type: 'string', default: '2' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const turns = Number(args.turns);
const serverPort = Number(process.env.THROUGHPUT_PORT ?? 4565);
const helloPort = serverPort + 1;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'throughput-bench-'));

/** The bare hello-world: Fastify as the server uses it (the server's own copy), one route, no plugins. */
const helloSource = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: ${helloPort} });
`;

ensureBuilt();
const server = startServer('server', { PORT: String(serverPort), DATA_DIR: path.join(work, 'data'), SEED_DEMO_DATA: 'true' }, work);
const helloChild = spawn(process.execPath, ['--input-type=module', '-e', helloSource], {
  cwd: path.join(root, 'sync-server'),
  stdio: ['ignore', 'pipe', 'pipe'],
});
let helloOutput = '';
helloChild.stderr.on('data', (d: Buffer) => (helloOutput += d.toString()));
const hello: Started = { name: 'hello-world', child: helloChild, output: () => helloOutput };

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { requests: result.requests.total, perSecond: result.requests.average, p99Ms: result.latency.p99 };
}

let missed: boolean;
try {
  // A first start seeds the demo data: minutes on a busy machine.
  await waitHealthy(`http://127.0.0.1:${serverPort}/api/health`, server, 600_000);
  await waitHealthy(`http://127.0.0.1:${helloPort}/`, hello);
  const coursesUrl = `http://127.0.0.1:${serverPort}/api/courses`;
  const courses = (await (await fetch(coursesUrl)).json()) as { courses?: unknown[] } | unknown[];
  const count = Array.isArray(courses) ? courses.length : (courses.courses?.length ?? 0);
  if (!count) throw new Error('GET /api/courses answered no courses: the demo data is missing');
  // Warm both (JIT, the database's caches) before measuring.
  await autocannon({ url: `http://127.0.0.1:${helloPort}/`, connections, duration: 2 });
  await autocannon({ url: coursesUrl, connections, duration: 2 });

  const runs: { hello: number[]; courses: number[]; coursesGzip: number[]; p99: Record<string, number[]> } = {
    hello: [],
    courses: [],
    coursesGzip: [],
    p99: { hello: [], courses: [], coursesGzip: [] },
  };
  for (let t = 0; t < turns; t++) {
    const h = await measure(`http://127.0.0.1:${helloPort}/`);
    const c = await measure(coursesUrl);
    const g = await measure(coursesUrl, { 'accept-encoding': 'gzip' });
    runs.hello.push(h.requests);
    runs.courses.push(c.requests);
    runs.coursesGzip.push(g.requests);
    runs.p99.hello!.push(h.p99Ms);
    runs.p99.courses!.push(c.p99Ms);
    runs.p99.coursesGzip!.push(g.p99Ms);
    console.log(
      `turn ${t + 1}: hello-world ${Math.round(h.perSecond)} req/s, /api/courses ${Math.round(c.perSecond)} req/s, with gzip ${Math.round(g.perSecond)} req/s`,
    );
  }
  const sum = (l: number[]) => l.reduce((a, b) => a + b, 0);
  const rate = (l: number[]) => Math.round(sum(l) / (l.length * seconds));
  const ratio = sum(runs.courses) / sum(runs.hello);
  const ratioGzip = sum(runs.coursesGzip) / sum(runs.hello);
  missed = ratio < 0.3;
  const figures = {
    courses: count,
    connections,
    seconds,
    turns,
    helloWorldPerSecond: rate(runs.hello),
    coursesPerSecond: rate(runs.courses),
    coursesGzipPerSecond: rate(runs.coursesGzip),
    ratioPercent: Number((ratio * 100).toFixed(1)),
    ratioGzipPercent: Number((ratioGzip * 100).toFixed(1)),
    p99Ms: runs.p99,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`,
  };
  console.log(
    `\nhello-world ${figures.helloWorldPerSecond} req/s; GET /api/courses (${count} courses, PGlite) ${figures.coursesPerSecond} req/s = ${figures.ratioPercent}% (target >= 30%: ${missed ? 'MISSED' : 'met'}); with gzip ${figures.coursesGzipPerSecond} req/s = ${figures.ratioGzipPercent}%`,
  );
  console.log(`load average ${figures.loadAverage.join(' ')} (${figures.machine})`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/throughput.json'), `${JSON.stringify(figures, null, 2)}\n`);
} catch (error) {
  console.error(error);
  missed = true;
} finally {
  await stop(hello);
  await stop(server);
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
