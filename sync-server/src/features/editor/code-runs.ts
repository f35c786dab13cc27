/**
 * Queueing a code run and waiting for its result, and queueing one that a device asked for offline
 * (`queueOfflineRun`, the `code.run` sync mutation). The results of runs queued offline reach the
 * device in its `user:{id}` bucket, the `code_runs` row being scoped by user_id.
 */
import type { Kysely } from 'kysely';
import { codeRunBus } from '@institute/runner';
import { maxWaitingRunsPerUser, messages, type CodeRunResult, type MutationValue } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { countWaitingRuns, findCodeRun, insertCodeRun, readFinished, type NewCodeRun } from './editor.repository.js';

export async function enqueueCodeRun(db: Kysely<DB>, run: NewCodeRun): Promise<void> {
  await insertCodeRun(db, run);
  codeRunBus.emit('queued', run.id);
}

/**
 * The `code.run` sync mutation, inside the push's transaction: a run the learner asked for
 * offline. Its id is the device's, so a repeat queues nothing; an id that is another learner's run
 * is refused. A learner may have `maxWaitingRunsPerUser` runs waiting at once (a device that was
 * offline for a day cannot fill the queue alone). The in-process worker is woken after the commit,
 * when it can see the row; standalone workers hear the NOTIFY, which PostgreSQL sends at commit.
 */
export async function queueOfflineRun(
  trx: Kysely<DB>,
  userId: string,
  run: MutationValue<'code.run'>,
  afterCommit: (fn: () => void) => void,
): Promise<void> {
  const existing = await findCodeRun(trx, run.id);
  if (existing) {
    if (existing.user_id !== userId) throw new HttpError(403, messages.sync.notAllowed);
    return;
  }
  if ((await countWaitingRuns(trx, userId)) >= maxWaitingRunsPerUser)
    throw new HttpError(429, messages.runner.tooManyWaiting(maxWaitingRunsPerUser));
  await insertCodeRun(trx, { id: run.id, userId, language: run.language, code: run.code, stdin: run.stdin ?? null });
  afterCommit(() => codeRunBus.emit('queued', run.id));
}

/**
 * Requests waiting for their runs. A run finished by a worker in this process arrives at once (the
 * in-process bus); one finished by a worker elsewhere is found by one query every `pollMs` for all
 * waiting runs together, so a hundred waiting requests cost one query, not a hundred.
 */
export class ResultWaiter {
  private waiting = new Map<string, (result: CodeRunResult | null) => void>();
  private timer: NodeJS.Timeout | null = null;
  private readonly onDone = (id: string, result: CodeRunResult) => this.settle(id, result);

  constructor(
    private db: Kysely<DB>,
    private pollMs = 100,
  ) {
    codeRunBus.on('done', this.onDone);
  }

  /** Start waiting before enqueueing, so no signal can be missed. Null after `timeoutMs`. */
  wait(id: string, timeoutMs: number): Promise<CodeRunResult | null> {
    return new Promise((resolve) => {
      const deadline = setTimeout(() => this.settle(id, null), timeoutMs);
      this.waiting.set(id, (result) => {
        clearTimeout(deadline);
        resolve(result);
      });
      this.schedule();
    });
  }

  close() {
    codeRunBus.off('done', this.onDone);
    if (this.timer) clearTimeout(this.timer);
    for (const id of [...this.waiting.keys()]) this.settle(id, null);
  }

  private settle(id: string, result: CodeRunResult | null) {
    const resolve = this.waiting.get(id);
    if (!resolve) return;
    this.waiting.delete(id);
    resolve(result);
  }

  private schedule() {
    if (this.timer || this.waiting.size === 0) return;
    this.timer = setTimeout(() => {
      readFinished(this.db, [...this.waiting.keys()])
        .then((rows) => rows.forEach((r) => this.settle(r.id, r.result)))
        .catch(() => undefined) // the next poll tries again; the deadline still holds
        .finally(() => {
          this.timer = null;
          this.schedule();
        });
    }, this.pollMs);
  }
}

/** One run's result (tests, scripts): a waiter of its own. */
export async function waitForResult(db: Kysely<DB>, id: string, timeoutMs: number): Promise<CodeRunResult | null> {
  const waiter = new ResultWaiter(db);
  try {
    return await waiter.wait(id, timeoutMs);
  } finally {
    waiter.close();
  }
}
