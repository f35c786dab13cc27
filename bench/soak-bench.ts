/**
 * `pnpm bench:soak`: a lab of 300 students on one built server on PGlite for 10 minutes (issue 20's
 * targets). The students sign up through the API (the code from the console SMS), make their first
 * full pull, then each, as the PWA does while its tab is visible, pulls every 15 s and finishes a
 * quiz about once a minute: half through `POST /api/quiz/attempts`, half as the `quiz.attempt` sync
 * mutation (the PWA's way), each followed by a pull. Prints the steady pulls' p95 latency (the first
 * full pulls apart), failed requests (any answer but the expected one, including 503s the device
 * retried) and the server's RSS after the first minute and at the end. Targets: p95 pull <= 150 ms,
 * 0 failed, RSS at the end within 10% of after-minute-one. The RSS target is a leak check: it is
 * missed when the end is more than 10% above minute one; a fall (the first major collection often
 * comes after minute one, once the first full pulls are garbage) is printed, not counted. The RSS
 * range from minute two on is printed beside it. Writes bench/results/soak.json; exits 1 when a
 * target is missed.
 *
 * Options: --students 300 --minutes 10. Port 4560 (SOAK_PORT).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { QuizBank } from '@institute/shared-schema';
import { LabDevice, LoadStats, SmsInbox, request, signUp, sleep, type ClientOptions } from './load/lab-client.js';
import { ensureBuilt, root, rssMb, startServer, stop, waitHealthy } from './load/processes.js';

const { values: args } = parseArgs({
  options: { students: { type: 'string', default: '300' }, minutes: { type: 'string', default: '10' } },
});
const students = Number(args.students);
const minutes = Number(args.minutes);
const port = Number(process.env.SOAK_PORT ?? 4560);
const base = `http://127.0.0.1:${port}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-bench-'));

ensureBuilt();
const inbox = new SmsInbox();
const server = startServer('server', { PORT: String(port), DATA_DIR: path.join(work, 'data'), SEED_DEMO_DATA: 'true' }, work, (t) =>
  inbox.feed(t),
);
let failedTargets = 0;
try {
  // A first start seeds the demo data and the quiz bank: minutes on a busy machine.
  await waitHealthy(`${base}/api/health`, server, 600_000);
  const stats = new LoadStats();
  const o: ClientOptions = { base, stats };
  const tag = `soak${Date.now().toString(36)}`;
  const devices: LabDevice[] = [];
  for (let i = 0; i < students; i += 20)
    devices.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, students - i) }, async (_, k) => new LabDevice(o, await signUp(o, inbox, i + k, tag))),
      )),
    );
  console.log(`${students} students signed up through the API`);
  const { body: bank } = await request<QuizBank>(o, 'bank', '/api/quiz/bank');
  const pool = bank.python.levels.beginner.subLevels.level1.questions.map((q) => q.id);

  /** A finished quiz: twenty questions of Python beginner level 1, answered at random, 4 to 10 s each... */
  const attempt = () => {
    const ids = [...pool].sort(() => Math.random() - 0.5).slice(0, 20);
    while (ids.length < 20) ids.push(pool[ids.length % pool.length]!);
    return {
      id: crypto.randomUUID(),
      language: 'python',
      tier: 'beginner',
      subLevel: 'level1',
      totalQuestions: 20,
      totalTimeMs: 20 * (4000 + Math.floor(Math.random() * 6000)),
      answers: ids.map((questionId) => ({ questionId, chosen: Math.floor(Math.random() * 4) })),
      finishedAt: new Date().toISOString(),
    };
  };

  const loadStart = Date.now();
  const end = loadStart + minutes * 60_000;
  let rssAfterMinuteOne: number | null = null;
  const rssSeries: { s: number; mb: number }[] = [];
  let pullsBeforeMinuteOne = 0;
  const sampler = setInterval(() => {
    const s = Math.round((Date.now() - loadStart) / 1000);
    rssSeries.push({ s, mb: Math.round(rssMb(server.child.pid!)) });
    if (rssAfterMinuteOne === null && s >= 60) {
      rssAfterMinuteOne = rssMb(server.child.pid!);
      pullsBeforeMinuteOne = stats.count('pull');
    }
  }, 5000);
  let attempts = 0;
  await Promise.all(
    devices.map(async (device, d) => {
      // The lab arrives over the first 30 s; the first pull brings everything (the bank last).
      await sleep(Math.random() * 30_000);
      await device.pull('user,course,public,admin');
      await device.pull();
      // The steady pulls are recorded apart from the first ones.
      let nextQuiz = Date.now() + 30_000 + Math.random() * 60_000;
      let viaPush = d % 2 === 0;
      while (Date.now() < end) {
        await sleep(15_000 * (0.8 + Math.random() * 0.4));
        if (Date.now() >= end) break;
        if (Date.now() >= nextQuiz) {
          const a = attempt();
          if (viaPush) {
            device.queue('quiz.attempt', a);
            await device.push();
          } else await device.authed('quiz-attempt', '/api/quiz/attempts', { method: 'POST', body: a });
          attempts += 1;
          viaPush = !viaPush;
          nextQuiz = Date.now() + 45_000 + Math.random() * 30_000;
        }
        const t0 = performance.now();
        await device.pull();
        stats.record('steady pull', performance.now() - t0);
      }
    }),
  );
  clearInterval(sampler);
  const rssEnd = rssMb(server.child.pid!);
  const rejected = devices.flatMap((d) => d.rejections);
  const p95 = stats.percentile('steady pull', 95);
  const rssOne = rssAfterMinuteOne ?? NaN;
  const growth = (rssEnd - rssOne) / rssOne;
  const fromMinuteTwo = rssSeries.filter((r) => r.s >= 120).map((r) => r.mb);
  const steadyRange = fromMinuteTwo.length ? [Math.min(...fromMinuteTwo), Math.max(...fromMinuteTwo)] : [];
  const failed = stats.failed() + stats.gaveUp + rejected.length;
  const figures = {
    students,
    minutes,
    steadyPullP50Ms: Math.round(stats.percentile('steady pull', 50)),
    steadyPullP95Ms: Math.round(p95),
    steadyPulls: stats.count('steady pull'),
    pullRequests: stats.count('pull'),
    pullRequestP95Ms: Math.round(stats.percentile('pull', 95)),
    pullRequestP95AfterMinuteOneMs: Math.round(stats.percentile('pull', 95, pullsBeforeMinuteOne)),
    quizAttempts: attempts,
    quizAttemptP95Ms: Math.round(stats.percentile('quiz-attempt', 95)),
    pushP95Ms: Math.round(stats.percentile('push', 95)),
    failedRequests: failed,
    failures: { ...Object.fromEntries(stats.failures), rejectedMutations: rejected.slice(0, 5) },
    rssAfterMinuteOneMb: Math.round(rssOne),
    rssEndMb: Math.round(rssEnd),
    rssGrowthPercent: Number((growth * 100).toFixed(1)),
    rssFromMinuteTwoMb: steadyRange,
    rssSeries,
    loadAverageAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))),
    machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`,
  };
  for (const k of stats.ms.keys()) console.log(stats.summary(k));
  const verdict = (ok: boolean) => {
    if (!ok) failedTargets += 1;
    return ok ? 'met' : 'MISSED';
  };
  console.log(`\n${students} students, ${minutes} min on PGlite: ${attempts} quizzes, ${figures.steadyPulls} steady syncs`);
  console.log(`p95 steady pull (the 15 s sync, all its pages): ${figures.steadyPullP95Ms} ms (target <= 150: ${verdict(p95 <= 150)})`);
  console.log(`failed requests: ${failed} ${JSON.stringify(figures.failures)} (target 0: ${verdict(failed === 0)})`);
  console.log(
    `server RSS: ${figures.rssAfterMinuteOneMb} MB after the first minute, ${figures.rssEndMb} MB at the end (${figures.rssGrowthPercent}%; target at most 10% above: ${verdict(growth <= 0.1)}); from minute two on ${steadyRange.join('–')} MB`,
  );
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/soak.json'), `${JSON.stringify(figures, null, 2)}\n`);
} catch (error) {
  console.error(error);
  failedTargets += 1;
} finally {
  await stop(server);
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failedTargets ? 1 : 0);
