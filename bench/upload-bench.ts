/**
 * Resumable lesson uploads (issue 18): a 300 MB video uploaded with the tus protocol to the server
 * started as `pnpm dev` starts it (from its sources, PGlite in a fresh folder), while its RSS is
 * sampled every 10 ms from /proc. Then a second upload of the same file is cut at half (the
 * connection dropped mid-PATCH), resumed from the offset the server reports (HEAD), completed, and
 * the lesson's file read back through its link and compared with the original by SHA-256.
 * Prints the figures and writes bench/results/upload.json. Target: the server's RSS grows by at most
 * 40 MB during the 300 MB upload; the cut upload resumes where it stopped and equals the original.
 *
 *   pnpm bench:upload
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { hashPassword } from '../sync-server/src/auth/passwords.js';
import { openDatabase } from '../sync-server/src/db/database.js';
import { migrateToLatest } from '../sync-server/src/db/migrate.js';
import { serverEnv } from '../scripts/server-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-bench-'));
const port = 4851;
const base = `http://127.0.0.1:${port}`;
const sizeMb = Number(process.env.UPLOAD_BENCH_MB ?? 300);
const size = sizeMb * 1024 * 1024;
const admin = { email: 'bench-admin@example.com', password: 'Bench1!admin' };
const videoPath = path.join(dataDir, 'lesson.mp4');

async function seed() {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  await migrateToLatest(db);
  await db
    .insertInto('users')
    .values({
      first_name: 'Bench',
      last_name: 'Admin',
      email: admin.email,
      role: 'admin',
      password_hash: await hashPassword(admin.password),
    })
    .execute();
  const course = await db
    .insertInto('courses')
    .values({
      title: 'Bench course',
      description: 'd',
      level: 'Beginner',
      duration: '8 weeks',
      instructor: 'I',
      price: 100,
      status: 'published',
      skills: '[]',
      projects: '[]',
      syllabus: '[]',
      learning_outcomes: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.close();
  return course.id;
}

/** A video-shaped file: an MP4 `ftyp` box, then varied bytes (written in 4 MB blocks, never held whole). */
async function makeVideo() {
  const out = fs.createWriteStream(videoPath);
  const hash = createHash('sha256');
  const block = Buffer.alloc(4 * 1024 * 1024);
  let written = 0;
  let seed = 12345;
  while (written < size) {
    for (let i = 0; i < block.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      block.writeUInt32LE(seed, i);
    }
    if (written === 0) Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]).copy(block);
    const part = block.subarray(0, Math.min(block.length, size - written));
    hash.update(part);
    if (!out.write(part)) await new Promise<void>((r) => out.once('drain', () => r()));
    written += part.length;
  }
  await new Promise((r) => out.end(r));
  return hash.digest('hex');
}

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
const tus = { 'tus-resumable': '1.0.0' };

const courseId = await seed();
const originalSha = await makeVideo();
const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'sync-server/src/start.ts'], {
  cwd: root,
  env: {
    ...serverEnv(),
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    RUNNER_IN_PROCESS: 'false',
    NODE_ENV: 'production',
    PUBLIC_DIR: path.join(dataDir, 'public'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };

  const create = async (title: string) => {
    const meta = { courseId, title, type: 'video', filename: 'lesson.mp4', description: '', duration: '' };
    const res = await fetch(`${base}/api/content-uploads`, {
      method: 'POST',
      headers: {
        ...auth,
        ...tus,
        'upload-length': String(size),
        'upload-metadata': Object.entries(meta)
          .map(([k, v]) => `${k} ${b64(v)}`)
          .join(','),
      },
    });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    return res.headers.get('location')!;
  };
  /** One PATCH streaming the file from `offset`; `cutAt` aborts the request after that many bytes were handed over. */
  const patch = async (location: string, offset: number, cutAt?: number) => {
    const controller = new AbortController();
    let sent = offset;
    const file = fs.createReadStream(videoPath, { start: offset, highWaterMark: 256 * 1024 });
    const body = Readable.toWeb(
      file.on('data', (chunk) => {
        sent += chunk.length;
        if (cutAt !== undefined && sent >= cutAt) {
          controller.abort();
          file.destroy();
        }
      }),
    ) as ReadableStream<Uint8Array>;
    const res = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...auth, ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
      duplex: 'half',
      signal: controller.signal,
    } as RequestInit).catch((e: unknown) => e as Error);
    return res instanceof Response ? { status: res.status, offset: Number(res.headers.get('upload-offset')) } : { cut: true, sent };
  };
  const complete = async (location: string) => {
    const res = await fetch(`${base}${location}/complete`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    if (res.status !== 201) throw new Error(`complete: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { content: { id: string } }).content.id;
  };

  // Warm up the path (module compile, first queries, the first PATCH) with 8 MB of an upload that is
  // then abandoned, and let the heap settle: the figure is what the 300 MB adds, not the first request's code.
  const warm = await create('warm-up');
  await patch(warm, 0, 8 * 1024 * 1024);
  await new Promise((r) => setTimeout(r, 500));
  await fetch(`${base}${warm}`, { method: 'DELETE', headers: { ...auth, ...tus } });
  await new Promise((r) => setTimeout(r, 2000));

  // 1. The whole file in one streamed PATCH, the server's RSS sampled.
  const before = rssMb(server.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 10);
  const started = performance.now();
  const whole = await create('Whole upload');
  const result1 = await patch(whole, 0);
  const uploadMs = Math.round(performance.now() - started);
  const wholeId = await complete(whole);
  clearInterval(sampler);
  const growth = Math.round((peak - before) * 10) / 10;

  // 2. The same file cut at half, resumed from the server's offset.
  const cut = await create('Resumed upload');
  const first = await patch(cut, 0, Math.floor(size / 2));
  await new Promise((r) => setTimeout(r, 500));
  const headRes = await fetch(`${base}${cut}`, { method: 'HEAD', headers: { ...auth, ...tus } });
  const resumedFrom = Number(headRes.headers.get('upload-offset'));
  const rest = await patch(cut, resumedFrom);
  const resumedId = await complete(cut);

  // 3. Both lessons read back through their links and hashed.
  const hashOf = async (contentId: string) => {
    const link = (await (await fetch(`${base}/api/content/${contentId}/link`, { headers: auth })).json()) as { url: string };
    const res = await fetch(`${base}${link.url}`);
    const hash = createHash('sha256');
    for await (const chunk of res.body!) hash.update(chunk);
    return hash.digest('hex');
  };
  const wholeSha = await hashOf(wholeId);
  const resumedSha = await hashOf(resumedId);

  const result = {
    at: new Date().toISOString(),
    database: 'pglite',
    fileMb: sizeMb,
    upload: {
      status: 'status' in result1 ? result1.status : 'cut',
      ms: uploadMs,
      mbPerSecond: Math.round((sizeMb / (uploadMs / 1000)) * 10) / 10,
    },
    serverRssMb: { before: Math.round(before), peak: Math.round(peak), growth },
    resume: {
      cutAfterSentBytes: 'sent' in first ? first.sent : null,
      resumedFromOffset: resumedFrom,
      resumedFromPercent: Math.round((resumedFrom / size) * 1000) / 10,
      finalStatus: 'status' in rest ? rest.status : 'cut',
    },
    sha256: { original: originalSha, whole: wholeSha, resumed: resumedSha, equal: wholeSha === originalSha && resumedSha === originalSha },
    target: { rssGrowthMb: 40, met: growth <= 40 && resumedSha === originalSha && resumedFrom > 0 },
  };
  console.log(
    `${sizeMb} MB upload: ${uploadMs} ms (${result.upload.mbPerSecond} MB/s); server RSS ${result.serverRssMb.before} → peak ` +
      `${result.serverRssMb.peak} MB (+${growth} MB, target ≤ 40)`,
  );
  console.log(
    `cut at half (${result.resume.cutAfterSentBytes} bytes handed to the connection): resumed from offset ${resumedFrom} ` +
      `(${result.resume.resumedFromPercent}%); resumed file ${resumedSha === originalSha ? 'equals' : 'DIFFERS FROM'} the original (sha256 ${resumedSha.slice(0, 16)}…)`,
  );
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/upload.json'), `${JSON.stringify(result, null, 2)}\n`);
  if (!result.sha256.equal) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
