/**
 * The queue is fair between learners (issue 13: one student's busy loops held both workers while
 * another student's short run waited 14.8 s). On both databases, with the queue's own claim and
 * no sandbox, so the assertions are on order and state, never on timings:
 * - a learner never has two jobs running at once, even with idle workers and claims racing;
 * - another learner's job is claimed before the busy learner's second one;
 * - learners are served round-robin, the one served longest ago first;
 * - a job whose worker died (lease run out) is its learner's next, not a second running job.
 * And the worker: a result the database refuses is replaced by an error at once, not run again.
 * (Two claims racing on two connections: runner-fairness.postgres.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { decodeRunResult, RunnerWorker } from '@institute/runner';
import { messages, type CodeRunResult, type ServerLanguage } from '@institute/shared-schema';
import { fairQueueFixture } from './fair-queue-fixture.js';

const fixture = fairQueueFixture();
const { learners, queue, enqueue, runningPerLearner } = fixture;
const ok: CodeRunResult = { status: 'ok', output: '', exitCode: 0, timeMs: 1 };

describe('a fair queue', () => {
  it("claims another learner's job before the busy learner's second, and never two of one learner", async () => {
    await enqueue('a', 10);
    await enqueue('b', 1);
    const [one, two] = [queue('w1'), queue('w2')];
    expect((await one.claim())?.code).toBe('a1');
    expect((await two.claim())?.code).toBe('b1');
    // Both learners have a job running: an idle worker finds nothing, though nine jobs wait.
    expect(await two.claim()).toBeNull();
    expect((await runningPerLearner()).sort()).toEqual([learners.a, learners.b].sort());
  });

  it('the database itself refuses a second running job of one learner', async () => {
    const [first, second] = await enqueue('a', 2);
    await fixture.t.db.updateTable('code_runs').set({ status: 'running' }).where('id', '=', first!).execute();
    await expect(fixture.t.db.updateTable('code_runs').set({ status: 'running' }).where('id', '=', second!).execute()).rejects.toThrow(
      /code_runs_one_running/,
    );
  });

  it('serves learners round-robin, the one served longest ago first', async () => {
    await enqueue('a', 4);
    await enqueue('b', 2);
    await enqueue('c', 1);
    const worker = queue('w1');
    const order: string[] = [];
    for (let job = await worker.claim(); job; job = await worker.claim()) {
      order.push(job.code);
      expect(await worker.complete(job, ok)).toBe(true);
    }
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it("retries a dead worker's job as its learner's next job, not beside it", async () => {
    await enqueue('a', 2);
    const dead = queue('dead');
    const first = await dead.claim();
    expect(first?.code).toBe('a1');
    await fixture.t.db
      .updateTable('code_runs')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', first!.id)
      .execute();
    const rescuer = queue('rescuer');
    const again = await rescuer.claim();
    expect(again).toMatchObject({ id: first!.id, attempt: 2 });
    expect(await rescuer.claim()).toBeNull();
    expect(await dead.complete(first!, ok)).toBe(false);
    expect(await rescuer.complete(again!, ok)).toBe(true);
    expect((await rescuer.claim())?.code).toBe('a2');
  });

  it('six workers claiming at once: each job once, never two running for one learner', async () => {
    const ids = [...(await enqueue('a', 6)), ...(await enqueue('b', 6)), ...(await enqueue('c', 6))];
    const workers = Array.from({ length: 6 }, (_, i) => queue(`w${i}`));
    const claimed: string[] = [];
    for (let round = 0; claimed.length < ids.length; round++) {
      expect(round).toBeLessThan(ids.length);
      const claims = await Promise.all(workers.map(async (worker) => ({ worker, job: await worker.claim() })));
      const jobs = claims.flatMap(({ worker, job }) => (job ? [{ worker, job }] : []));
      const running = await runningPerLearner();
      expect(new Set(running).size).toBe(running.length);
      // Every learner with work has a job running: the idle workers did not leave one waiting.
      expect(jobs.length).toBe(
        new Set(
          (await fixture.t.db.selectFrom('code_runs').select('user_id').where('status', '<>', 'done').execute()).map((r) => r.user_id),
        ).size,
      );
      claimed.push(...jobs.map(({ job }) => job.id));
      expect(await Promise.all(jobs.map(({ worker, job }) => worker.complete(job, ok)))).toEqual(jobs.map(() => true));
    }
    expect(claimed.sort()).toEqual([...ids].sort());
  });
});

describe('the worker on a fair queue', () => {
  it("runs another learner's job before the busy learner's second, one job per learner at a time", async () => {
    await enqueue('a', 10);
    await enqueue('b', 1);
    const started: string[] = [];
    const active = new Map<string, number>();
    let mostAtOnce = 0;
    const pending: (() => void)[] = [];
    let draining = false;
    const sandbox = {
      run: async ({ code }: { language: ServerLanguage; code: string }) => {
        const learner = code[0]!;
        active.set(learner, (active.get(learner) ?? 0) + 1);
        mostAtOnce = Math.max(mostAtOnce, active.get(learner)!);
        // A busy job: it ends when the test lets it.
        if (!draining) await new Promise<void>((resolve) => pending.push(resolve));
        active.set(learner, active.get(learner)! - 1);
        return ok;
      },
    };
    const worker = new RunnerWorker({ queue: queue('w'), sandbox, concurrency: 2, pollMs: 20, onJob: (job) => started.push(job.code) });
    worker.start();
    try {
      while (started.length < 11) {
        await new Promise((r) => setTimeout(r, 10));
        pending.shift()?.();
      }
    } finally {
      draining = true;
      for (const release of pending.splice(0)) release();
      await worker.stop();
    }
    expect(started.slice(0, 2).sort()).toEqual(['a1', 'b1']);
    expect(started.filter((c) => c.startsWith('a'))).toEqual(Array.from({ length: 10 }, (_, i) => `a${i + 1}`));
    expect(mostAtOnce).toBe(1);
  });

  it('stores an error in place of a result the database refuses, and runs the program once', async () => {
    const [id] = await enqueue('c', 1);
    const refusing = queue('w');
    const complete = refusing.complete.bind(refusing);
    refusing.complete = (job, result) =>
      result.status === 'ok' ? Promise.reject(new Error('refused by the database')) : complete(job, result);
    let runs = 0;
    const sandbox = { run: () => Promise.resolve({ ...ok, timeMs: 7 }).finally(() => runs++) };
    const worker = new RunnerWorker({ queue: refusing, sandbox, concurrency: 1, pollMs: 20 });
    worker.start();
    try {
      for (let i = 0; i < 200; i++) {
        const row = await fixture.t.db.selectFrom('code_runs').select(['status', 'result']).where('id', '=', id!).executeTakeFirstOrThrow();
        if (row.status === 'done') break;
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await worker.stop();
    }
    const row = await fixture.t.db
      .selectFrom('code_runs')
      .select(['status', 'result', 'attempts'])
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect(decodeRunResult(row.result!)).toEqual({
      status: 'error',
      output: '',
      error: messages.runner.resultNotStored,
      exitCode: null,
      timeMs: 7,
    });
    expect(runs).toBe(1);
  });
});
