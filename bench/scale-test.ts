/**
 * `pnpm scale:test`: the scaled shape run for real (issue 20). Two built servers
 * (`RUNNER_IN_PROCESS=false`) and two standalone runners on one PostgreSQL database of its own,
 * behind nginx (Debian's package, `deploy/nginx/institute-proxy.conf`), with TRUST_PROXY set to the
 * proxy's address. Students sign up and sign in through the API, push mutations (contact messages
 * and `code.run`s, each with its client id and the device's sequence) and pull; one server is
 * killed with SIGKILL when half the writes are acknowledged (and started again 3 s later); devices
 * retry as the PWA does. Then it checks: no mutation lost, duplicated or rejected; every code run
 * ran exactly once (the `code_runs` rows and the runners' own job logs); every device's copy of its
 * user bucket equals the database's rows. Prints figures, writes bench/results/scale.json, exits 1
 * on any failure.
 *
 * Options: --students 200 --runs 500 --rounds 5 --messages 4 (contact messages per student and
 * round). A quick form: `pnpm scale:test --students 20 --runs 40 --rounds 3`.
 * Ports 4550 (nginx), 4551 and 4552 (servers): SCALE_PORT moves them. SCALE_POSTGRES names the
 * PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LabDevice, LoadStats, SmsInbox, signUp, sleep, type ClientOptions } from './load/lab-client.js';
import { ensureBuilt, root, startNginx, startRunner, startServer, stop, waitHealthy, waitOutput, type Started } from './load/processes.js';

const { values: args } = parseArgs({
  options: {
    students: { type: 'string', default: '200' },
    runs: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '5' },
    messages: { type: 'string', default: '4' },
  },
});
const students = Number(args.students);
const runs = Number(args.runs);
const rounds = Number(args.rounds);
const messagesPerRound = Number(args.messages);

const basePort = Number(process.env.SCALE_PORT ?? 4550);
const proxyPort = basePort;
const serverPorts = [basePort + 1, basePort + 2];
const postgresServer = process.env.SCALE_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `scale_test_${Date.now()}`;
const databaseUrl = Object.assign(new URL(postgresServer), { pathname: `/${databaseName}` }).toString();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-test-'));
// The runners' job folders are inside: the sandbox's unprivileged users must be able to pass through.
fs.chmodSync(work, 0o755);
const logDir = path.join(work, 'logs');
fs.mkdirSync(logDir);
/** The upload storage both servers share (on several machines: an NFS mount, docs/DEPLOY.md). */
const sharedDataDir = path.join(work, 'shared-data');

ensureBuilt();

const admin = new pg.Client({ connectionString: postgresServer });
await admin.connect();
await admin.query(`create database ${databaseName}`);
await admin.end();

const inbox = new SmsInbox();
const processes: Started[] = [];
const serverEnvOf = (port: number) => ({
  DATABASE_URL: databaseUrl,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: sharedDataDir,
  RUNNER_IN_PROCESS: 'false',
  TRUST_PROXY: '127.0.0.1',
  SEED_DEMO_DATA: 'false',
});
const servers: Started[] = [];
const startNthServer = (i: number) => {
  const s = startServer(`server-${i + 1}`, serverEnvOf(serverPorts[i]!), logDir, (t) => inbox.feed(t));
  servers[i] = s;
  processes.push(s);
  return s;
};

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

try {
  // The first server migrates the new database; the second starts on it once it is ready.
  for (let i = 0; i < 2; i++) await waitHealthy(`http://127.0.0.1:${serverPorts[i]}/api/health`, startNthServer(i), 600_000);
  const runners = [0, 1].map((i) =>
    startRunner(
      `runner-${i + 1}`,
      {
        DATABASE_URL: databaseUrl,
        RUNNER_ID: `runner-${i + 1}`,
        RUNNER_WORKERS: '2',
        RUNNER_LOG_JOBS: '1',
        RUNNER_CACHE_DIR: path.join(work, `runner-${i + 1}`, 'cache'),
        RUNNER_WORK_DIR: path.join(work, `runner-${i + 1}`, 'work'),
      },
      logDir,
    ),
  );
  processes.push(...runners);
  for (const r of runners) await waitOutput(r, /runner \S+: \d+ workers/);
  const nginx = startNginx({ dir: path.join(work, 'nginx'), port: proxyPort, upstreams: serverPorts }, logDir);
  processes.push(nginx);
  const base = `http://127.0.0.1:${proxyPort}`;
  await waitHealthy(`${base}/api/health`, nginx);
  console.log(
    `started: nginx :${proxyPort} → servers :${serverPorts.join(', :')} (PostgreSQL ${databaseName}), 2 runners × 2 workers; logs in ${logDir}`,
  );

  const stats = new LoadStats();
  const o: ClientOptions = { base, stats };
  const loadStart = performance.now();

  // Sign-ups, 20 at a time (as a lab's morning: not all in the same second).
  const devices: LabDevice[] = [];
  const tag = `scale${Date.now().toString(36)}`;
  for (let i = 0; i < students; i += 20)
    devices.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, students - i) }, async (_, k) => new LabDevice(o, await signUp(o, inbox, i + k, tag))),
      )),
    );
  const signedUpMs = performance.now() - loadStart;
  console.log(`${students} students signed up and signed in through the proxy in ${(signedUpMs / 1000).toFixed(1)} s`);

  // What each device queues, and when: contact messages every round, its share of the code runs
  // spread over the rounds (run k of the whole test prints k squared).
  const messageIds = new Map<LabDevice, string[]>();
  const runIds = new Map<string, { device: LabDevice; expected: string }>();
  const runsOf = (d: number) => Math.floor(runs / students) + (d < runs % students ? 1 : 0);
  let runNo = 0;
  const plan = devices.map((_, d) => {
    const perRound = Array.from({ length: rounds }, () => 0);
    for (let k = 0; k < runsOf(d); k++) perRound[k % rounds]! += 1;
    return perRound;
  });
  const totalWrites = students * rounds * messagesPerRound + runs;
  let acknowledged = 0;
  let killedAt: number | null = null;
  let restartedAt: number | null = null;
  const killed = (async () => {
    while (acknowledged < totalWrites / 2) await sleep(50);
    killedAt = performance.now() - loadStart;
    servers[0]!.child.kill('SIGKILL');
    console.log(`SIGKILL server-1 at ${(killedAt / 1000).toFixed(1)} s (${acknowledged} of ${totalWrites} writes acknowledged)`);
    await new Promise((r) => servers[0]!.child.once('exit', r));
    await sleep(3000);
    await waitHealthy(`http://127.0.0.1:${serverPorts[0]}/api/health`, startNthServer(0), 600_000);
    restartedAt = performance.now() - loadStart;
    console.log(`server-1 started again, answering at ${(restartedAt / 1000).toFixed(1)} s`);
  })();

  const progress = setInterval(
    () =>
      console.log(
        `${((performance.now() - loadStart) / 1000).toFixed(0)} s: ${acknowledged} of ${totalWrites} writes acknowledged, ${stats.inFlight} requests waiting, last answer ${((Date.now() - stats.lastAnswerAt) / 1000).toFixed(0)} s ago, retried ${stats.failed()}`,
      ),
    30_000,
  );
  await Promise.all(
    devices.map(async (device, d) => {
      messageIds.set(device, []);
      // The lab opens its devices over half a minute; each first pull brings everything.
      await sleep(Math.random() * 30_000);
      await device.pull();
      for (let r = 0; r < rounds; r++) {
        for (let m = 0; m < messagesPerRound; m++) {
          const id = device.queue('contact.send', {
            id: crypto.randomUUID(),
            name: 'Lab Student',
            email: device.session.email,
            subject: 'General Inquiry',
            message: `pending`,
          });
          messageIds.get(device)!.push(id);
        }
        for (let k = 0; k < plan[d]![r]!; k++) {
          const n = ++runNo;
          const id = crypto.randomUUID();
          device.queue('code.run', { id, language: 'python', code: `print(${n} * ${n})  # run ${id}\n` });
          runIds.set(id, { device, expected: `${n * n}\n` });
        }
        const queued = device.pending();
        await device.push();
        acknowledged += queued;
        await device.pull();
        await sleep(Math.random() * 1000);
      }
    }),
  );
  clearInterval(progress);
  const pushedMs = performance.now() - loadStart;
  console.log(`all ${totalWrites} writes acknowledged at ${(pushedMs / 1000).toFixed(1)} s`);
  await killed;

  // Devices keep syncing (every 2 s, as the editor does while a run is unfinished) until their runs are done.
  const runsDone = (device: LabDevice) => {
    const mine = new Set([...runIds].filter(([, v]) => v.device === device).map(([id]) => id));
    return device.userRows('codeRuns').filter((r) => mine.has(r.id) && r.status === 'done').length === mine.size;
  };
  await Promise.all(
    devices.map(async (device) => {
      const end = Date.now() + 15 * 60_000;
      while (!runsDone(device)) {
        if (Date.now() > end) return;
        await sleep(2000);
        await device.pull();
      }
    }),
  );
  const settledMs = performance.now() - loadStart;
  console.log(`every device saw its runs finished at ${(settledMs / 1000).toFixed(1)} s`);
  // One more pull each, so every device holds what the server holds now.
  await Promise.all(devices.map((d) => d.pull()));

  // The checks, against the database itself.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const userIds = devices.map((d) => d.session.userId);
  const messages = (
    await db.query<{ id: string; user_id: string }>('select id, user_id from contact_messages where user_id = any($1)', [userIds])
  ).rows;
  const expectedMessages = students * rounds * messagesPerRound;
  const outcomes = devices.flatMap((d) => [...d.outcomes.values()]);
  const rejected = devices.flatMap((d) => d.rejections);
  check(outcomes.length === totalWrites, `every write has an outcome (${outcomes.length} of ${totalWrites})`);
  check(rejected.length === 0, `no write rejected (${rejected.length}${rejected.length ? `: ${rejected.slice(0, 3).join('; ')}` : ''})`);
  check(
    messages.length === expectedMessages,
    `contact messages in the database: ${messages.length} of ${expectedMessages} (lost or duplicated: ${messages.length - expectedMessages})`,
  );
  const applied = (
    await db.query<{ n: string }>(
      `select count(*) as n from sync_mutations m join sync_clients c using (client_id) where c.user_id = any($1)`,
      [userIds],
    )
  ).rows[0]!.n;
  check(Number(applied) === totalWrites, `mutations recorded once each by the server: ${applied} of ${totalWrites}`);
  const lastSeqs = (
    await db.query<{ client_id: string; last_seq: number }>('select client_id, last_seq from sync_clients where user_id = any($1)', [
      userIds,
    ])
  ).rows;
  const seqOf = new Map(lastSeqs.map((r) => [r.client_id, r.last_seq]));
  const wrongSeq = devices.filter((d) => seqOf.get(d.clientId) !== messageIds.get(d)!.length + runsOf(devices.indexOf(d)));
  check(wrongSeq.length === 0, `every device's last sequence number is its number of writes (${wrongSeq.length} differ)`);

  const runRows = (
    await db.query<{ id: string; status: string; attempts: number; result: string | null; created_at: Date; finished_at: Date | null }>(
      'select id, status, attempts, result, created_at, finished_at from code_runs where user_id = any($1)',
      [userIds],
    )
  ).rows;
  check(runRows.length === runs, `code runs in the database: ${runRows.length} of ${runs}`);
  const notRunOnce = runRows.filter((r) => r.status !== 'done' || r.attempts !== 1);
  check(
    notRunOnce.length === 0,
    `every run done after one claim (${notRunOnce.length} not: ${notRunOnce
      .slice(0, 3)
      .map((r) => `${r.status}/${r.attempts}`)
      .join(', ')})`,
  );
  const wrongOutput = runRows.filter((r) => {
    const result = r.result ? (JSON.parse(r.result) as { status: string; output: string }) : null;
    return !result || result.status !== 'ok' || result.output !== runIds.get(r.id)?.expected;
  });
  check(
    wrongOutput.length === 0,
    `every run printed its own answer (${wrongOutput.length} did not${wrongOutput[0] ? `, e.g. ${wrongOutput[0].result?.slice(0, 200)}` : ''})`,
  );
  const jobLines = runners.flatMap((r) => [...r.output().matchAll(/^job (\S+) attempt (\d+)$/gm)].map((m) => m[1]!));
  const started = new Map<string, number>();
  for (const id of jobLines) started.set(id, (started.get(id) ?? 0) + 1);
  const startedTwice = [...started.values()].filter((n) => n > 1).length;
  check(
    runRows.every((r) => started.get(r.id) === 1) && startedTwice === 0,
    `the runners started each run exactly once (${started.size} started, ${startedTwice} more than once; runner-1 ${runners[0]!.output().match(/^job /gm)?.length ?? 0}, runner-2 ${runners[1]!.output().match(/^job /gm)?.length ?? 0})`,
  );

  // Converged: each device's user bucket holds exactly the database's rows for its student.
  const dbMessages = new Map<string, string[]>();
  for (const m of messages) dbMessages.set(m.user_id, [...(dbMessages.get(m.user_id) ?? []), m.id]);
  const runsByUser = (
    await db.query<{ user_id: string; id: string; status: string }>('select user_id, id, status from code_runs where user_id = any($1)', [
      userIds,
    ])
  ).rows;
  const dbRuns = new Map<string, string[]>();
  for (const r of runsByUser) dbRuns.set(r.user_id, [...(dbRuns.get(r.user_id) ?? []), `${r.id}:${r.status}`]);
  const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
  const diverged = devices.filter(
    (d) =>
      !same(
        d.userRows('myMessages').map((r) => r.id),
        dbMessages.get(d.session.userId) ?? [],
      ) ||
      !same(
        d.userRows('codeRuns').map((r) => `${r.id}:${String(r.status)}`),
        dbRuns.get(d.session.userId) ?? [],
      ),
  );
  check(diverged.length === 0, `every device's messages and runs equal the database's (${diverged.length} of ${students} differ)`);
  const runTimes = runRows
    .filter((r) => r.finished_at)
    .map((r) => r.finished_at!.getTime() - r.created_at.getTime())
    .sort((a, b) => a - b);
  await db.end();

  const pct = (list: number[], p: number) => list[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? NaN;
  const figures = {
    students,
    writes: totalWrites,
    runs,
    rounds,
    signedUpSeconds: Number((signedUpMs / 1000).toFixed(1)),
    killedServerAtSeconds: killedAt === null ? null : Number(((killedAt as number) / 1000).toFixed(1)),
    restartedServerAtSeconds: restartedAt === null ? null : Number(((restartedAt as number) / 1000).toFixed(1)),
    allWritesAcknowledgedSeconds: Number((pushedMs / 1000).toFixed(1)),
    allRunsSeenDoneSeconds: Number((settledMs / 1000).toFixed(1)),
    requests: Object.fromEntries(
      [...stats.ms.keys()].map((k) => [
        k,
        { count: stats.count(k), p50: Math.round(stats.percentile(k, 50)), p95: Math.round(stats.percentile(k, 95)) },
      ]),
    ),
    retriedAnswers: Object.fromEntries(stats.failures),
    gaveUp: stats.gaveUp,
    runQueuedToDoneMs: { p50: pct(runTimes, 50), p95: pct(runTimes, 95), max: pct(runTimes, 100) },
    failures,
    loadAverageAfter: Number(os.loadavg()[0]!.toFixed(2)),
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`,
  };
  for (const k of stats.ms.keys()) console.log(stats.summary(k));
  console.log(`retried answers (each sent again by its device): ${JSON.stringify(figures.retriedAnswers)}; gave up: ${stats.gaveUp}`);
  console.log(
    `code runs, queued to done: p50 ${figures.runQueuedToDoneMs.p50} ms, p95 ${figures.runQueuedToDoneMs.p95} ms, max ${figures.runQueuedToDoneMs.max} ms`,
  );
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/scale.json'), `${JSON.stringify(figures, null, 2)}\n`);
} catch (error) {
  failures.push(String(error instanceof Error ? (error.stack ?? error.message) : error));
  console.error(error);
} finally {
  for (const p of [...processes].reverse()) await stop(p);
  const cleanup = new pg.Client({ connectionString: postgresServer });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${databaseName} with (force)`);
  await cleanup.end();
  if (failures.length) console.log(`\n${failures.length} check(s) failed; logs kept in ${logDir}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
console.log(failures.length ? `scale test FAILED (${failures.length})` : 'scale test passed');
process.exit(failures.length ? 1 : 0);
