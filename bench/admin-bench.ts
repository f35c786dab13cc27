/**
 * The administrator's console at scale (issue 19): 20,000 students, 50,000 enrolments and 100,000
 * quiz attempts seeded in a PGlite folder (with 10,000 payment proofs, 20,000 code runs and 20,000
 * synced mutations from 5,000 devices, so every analytics chart has rows to count), then the built
 * server started on it as `pnpm start` starts it.
 *
 * - The CSV export of all students downloaded while the server's RSS is sampled every 10 ms from
 *   /proc. Target: the server's RSS grows by at most 30 MB.
 * - The analytics page's data (`GET /api/admin/analytics`) for the last 12 months, 90 days and 30
 *   days: one warm-up, then 7 requests each; the median wall time and the server's CPU time per
 *   request (from /proc, less sensitive than wall time to other work on the machine). Target: at
 *   most 300 ms on PGlite.
 *
 * Prints the figures and writes bench/results/admin.json.
 *
 *   pnpm bench:admin            (needs a build: `pnpm build`)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../sync-server/src/auth/passwords.js';
import { openDatabase } from '../sync-server/src/db/database.js';
import { migrateToLatest } from '../sync-server/src/db/migrate.js';
import { serverEnv } from '../scripts/server-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bench-'));
const port = Number(process.env.BENCH_PORT ?? 4849);
const base = `http://127.0.0.1:${port}`;
const counts = {
  students: 20_000,
  courses: 20,
  enrollments: 50_000,
  quizAttempts: 100_000,
  proofs: 10_000,
  codeRuns: 20_000,
  devices: 5_000,
  mutations: 20_000,
};
const admin = { email: 'bench-admin@example.com', password: 'Bench1!admin' };

async function seed() {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  // Raw SQL without importing Kysely here (the bench folder does not depend on it): a compiled raw query.
  const run = (text: string) =>
    db.executeQuery({ sql: text, parameters: [], query: { kind: 'RawNode', sqlFragments: [text], parameters: [] } } as never);
  await migrateToLatest(db);
  const started = performance.now();
  const hash = await hashPassword(admin.password);
  await db
    .insertInto('users')
    .values({ first_name: 'Bench', last_name: 'Admin', email: admin.email, role: 'admin', password_hash: hash })
    .execute();
  // Names with commas, quotes and a formula-like start, so the export quotes and neutralises for real.
  await run(`
    insert into users (first_name, last_name, email, role, phone_number, password_hash)
    select case when i % 100 = 0 then '=Student' else 'Student' end, 'Number ' || i || ', "the ' || i || 'th"',
      'student' || i || '@example.com', 'student', (9000000000 + i)::text, 'x'
    from generate_series(1, ${counts.students}::int) as i`);
  await run(`
    insert into courses (title, description, level, duration, instructor, price, original_price, category, skills,
      learning_outcomes, projects, syllabus, status, students, is_active)
    select 'Course ' || i, 'A course', 'Beginner', '6 weeks', 'Instructor', 4999, 7999, 'Programming', '[]', '[]', '[]', '[]',
      'published', 0, true
    from generate_series(1, ${counts.courses}::int) as i`);
  await run(`
    with s as (select id, row_number() over (order by id) as n from users where role = 'student'),
         c as (select id, row_number() over (order by id) - 1 as n from courses)
    insert into enrollments (student_id, course_id, progress, enrolled_at)
    select s.id, c.id, (i * 7) % 101, now() - make_interval(days => i % 365)
    from generate_series(0, ${counts.enrollments - 1}::int) as i
    join s on s.n = (i % ${counts.students}) + 1
    join c on c.n = (i / ${counts.students} + i) % ${counts.courses}`);
  await run(`
    with s as (select id, row_number() over (order by id) as n from users where role = 'student')
    insert into quiz_attempts (id, user_id, language, tier, sub_level, score, total_questions, total_time_ms, answers, finished_at)
    select gen_random_uuid(), s.id, (array['java','python','c','cpp','javascript','csharp','html'])[1 + i % 7],
      (array['beginner','intermediate','advanced'])[1 + i % 3], 'level' || (1 + i % 3), i % 21, 20, 60000 + i % 240000, '[]',
      now() - make_interval(days => i % 365)
    from generate_series(0, ${counts.quizAttempts - 1}::int) as i
    join s on s.n = (i % ${counts.students}) + 1`);
  // Payment proofs over the year: 60 % approved, 25 % rejected, 15 % pending; decided 0 to 71 hours after.
  await run(`
    with s as (select id, row_number() over (order by id) as n from users where role = 'student'),
         c as (select id, title, price, row_number() over (order by id) - 1 as n from courses)
    insert into payment_verifications (student_id, course_id, student_name, course_name, amount, mobile_number,
      transaction_id, payment_date, status, decided_at)
    select s.id, c.id, 'Student', c.title, c.price, '9000000000', 'UPI' || i,
      now() - make_interval(days => i % 365, hours => i % 24),
      case when i % 20 < 12 then 'approved' when i % 20 < 17 then 'rejected' else 'pending' end,
      case when i % 20 < 17 then now() - make_interval(days => i % 365, hours => i % 24) + make_interval(hours => i % 72) end
    from generate_series(0, ${counts.proofs - 1}::int) as i
    join s on s.n = (i * 7 % ${counts.students}) + 1
    join c on c.n = i % ${counts.courses}`);
  await run(`
    with s as (select id, row_number() over (order by id) as n from users where role = 'student')
    insert into code_runs (id, user_id, language, code, status, created_at)
    select gen_random_uuid(), s.id, (array['java','python','c','cpp','javascript','csharp'])[1 + i % 6], 'print(1)', 'done',
      now() - make_interval(days => i % 365)
    from generate_series(0, ${counts.codeRuns - 1}::int) as i
    join s on s.n = (i * 3 % ${counts.students}) + 1`);
  await run(`
    with s as (select id, row_number() over (order by id) as n from users where role = 'student')
    insert into sync_clients (client_id, user_id, last_seq)
    select 'bench-device-' || s.n, s.id, ${counts.mutations / counts.devices} from s where s.n <= ${counts.devices}`);
  await run(`
    insert into sync_mutations (client_id, seq, mutation_id, name, status, applied_at)
    select 'bench-device-' || (1 + i % ${counts.devices}), 1 + i / ${counts.devices}, gen_random_uuid(), 'profile.update', 'applied',
      now() - make_interval(days => i % 365)
    from generate_series(0, ${counts.mutations - 1}::int) as i`);
  const seedMs = Math.round(performance.now() - started);
  await database.close();
  return seedMs;
}

/** The process's user and system CPU time so far, in milliseconds (fields 14 and 15 of /proc/pid/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const seedMs = await seed();
const server = spawn(process.execPath, ['sync-server/dist/start.js'], {
  cwd: root,
  env: { ...serverEnv(), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', NODE_ENV: 'production' },
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
  // Warm up (the first query plans and the module compile), then let the heap settle.
  await (await fetch(`${base}/api/admin/exports/enrollments`, { headers: auth })).arrayBuffer();
  await new Promise((r) => setTimeout(r, 2000));

  const before = rssMb(server.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 10);
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/exports/students`, { headers: auth });
  let bytes = 0;
  let lines = 0;
  // Read and drop each chunk, as a browser saving to disk does.
  for await (const chunk of res.body!) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const exportMs = Math.round(performance.now() - started);
  clearInterval(sampler);
  const growth = Math.round((peak - before) * 10) / 10;

  // The analytics page's data, after the export (so its memory does not blur the RSS above).
  const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(ms));
  const today = day(Date.now());
  const ranges = {
    '12 months': { from: day(Date.now() - 364 * 86_400_000), to: today },
    '90 days': { from: day(Date.now() - 89 * 86_400_000), to: today },
    '30 days': { from: day(Date.now() - 29 * 86_400_000), to: today },
  };
  const analytics: Record<string, { from: string; to: string; medianMs: number; serverCpuMedianMs: number; runsMs: number[] }> = {};
  for (const [name, range] of Object.entries(ranges)) {
    const url = `${base}/api/admin/analytics?from=${range.from}&to=${range.to}`;
    const warm = await fetch(url, { headers: auth });
    if (!warm.ok) throw new Error(`analytics ${warm.status}: ${await warm.text()}`);
    await warm.arrayBuffer();
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 7; i++) {
      const cpuBefore = cpuMs(server.pid!);
      const t0 = performance.now();
      const r = await fetch(url, { headers: auth });
      await r.arrayBuffer();
      wall.push(Math.round(performance.now() - t0));
      cpu.push(cpuMs(server.pid!) - cpuBefore);
    }
    analytics[name] = { ...range, medianMs: median(wall), serverCpuMedianMs: median(cpu), runsMs: wall };
    console.log(
      `analytics, ${name} (${range.from} to ${range.to}): median ${median(wall)} ms (runs ${wall.join(', ')}), ` +
        `server CPU ${median(cpu)} ms per request; target ≤ 300 ms`,
    );
  }
  const year = analytics['12 months']!;
  const result = {
    at: new Date().toISOString(),
    database: 'pglite',
    seeded: counts,
    seedMs,
    loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
    export: { kind: 'students', status: res.status, bytes, rows: lines - 1, ms: exportMs },
    serverRssMb: { before: Math.round(before), peak: Math.round(peak), growth },
    analytics,
    target: { rssGrowthMb: 30, met: growth <= 30, analyticsMs: 300, analyticsMet: year.medianMs <= 300 },
  };
  console.log(
    `students export: ${result.export.rows} rows, ${(bytes / 1e6).toFixed(1)} MB in ${exportMs} ms; ` +
      `server RSS ${result.serverRssMb.before} → peak ${result.serverRssMb.peak} MB (+${growth} MB, target ≤ 30)`,
  );
  console.log(`load average during the run: ${result.loadAverage.join(', ')} (2 cores)`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/admin.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
