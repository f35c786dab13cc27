/**
 * Queueing a code run and waiting for its result. `enqueueCodeRun` is also what the `code.run`
 * sync mutation calls for runs queued offline (their results reach the device in its `user:{id}`
 * bucket, the `code_runs` row being scoped by user_id).
 */
import type { Kysely } from 'kysely';
import { codeRunBus } from '@institute/runner';
import type { CodeRunResult } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { insertCodeRun, readResult, type NewCodeRun } from './editor.repository.js';

export async function enqueueCodeRun(db: Kysely<DB>, run: NewCodeRun): Promise<void> {
  await insertCodeRun(db, run);
  codeRunBus.emit('queued', run.id);
}

/**
 * Resolves with the run's result when it is done: at once when a worker in this process finishes
 * it (in-process signal), otherwise by re-reading the row every `pollMs` (a worker elsewhere).
 * Null after `timeoutMs`.
 */
export async function waitForResult(db: Kysely<DB>, id: string, timeoutMs: number, pollMs = 100): Promise<CodeRunResult | null> {
  return new Promise((resolve, reject) => {
    let finished = false;
    const finish = (result: CodeRunResult | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(deadline);
      clearTimeout(poller);
      codeRunBus.off('done', onDone);
      resolve(result);
    };
    const onDone = (doneId: string, result: CodeRunResult) => {
      if (doneId === id) finish(result);
    };
    codeRunBus.on('done', onDone);
    const deadline = setTimeout(() => finish(null), timeoutMs);
    let poller: NodeJS.Timeout | undefined;
    const poll = () => {
      poller = setTimeout(() => {
        readResult(db, id).then(
          (r) => (r ? finish(r) : finished || poll()),
          (e: unknown) => (finished ? undefined : reject(e as Error)),
        );
      }, pollMs);
    };
    // One read first: the run may have finished before this waiter was registered.
    readResult(db, id).then(
      (r) => (r ? finish(r) : poll()),
      (e: unknown) => reject(e as Error),
    );
  });
}
