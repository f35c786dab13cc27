/**
 * The worker: `concurrency` loops, each claiming a job, running it in the sandbox and storing the
 * result. An idle loop sleeps until a job is queued (in-process signal or NOTIFY) or `pollMs`
 * passes. `stop()` stops claiming and waits for the jobs in hand.
 */
import { messages, serverLanguages, type CodeRunResult, type ServerLanguage } from '@institute/shared-schema';
import type { Sandbox } from '../sandbox.js';
import type { ClaimedJob, CodeRunQueue } from './code-run-queue.repository.js';
import { codeRunBus } from './local-bus.js';

export interface WorkerOptions {
  queue: CodeRunQueue;
  sandbox: Pick<Sandbox, 'run'>;
  concurrency: number;
  pollMs?: number;
  /** Called with each job before it runs (tests count executions with it). */
  onJob?: (job: ClaimedJob) => void;
  log?: (message: string) => void;
}

export class RunnerWorker {
  private running = false;
  private loops: Promise<void>[] = [];
  private wakers = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;

  constructor(private options: WorkerOptions) {}

  start() {
    if (this.running) return;
    this.running = true;
    // One job queued wakes one idle loop: waking them all sent every idle loop's claim to the
    // database for nothing (a busy loop claims again as soon as it is done).
    const onQueued = () => this.wakeOne();
    codeRunBus.on('queued', onQueued);
    this.unsubscribe = () => codeRunBus.off('queued', onQueued);
    for (let i = 0; i < this.options.concurrency; i++) this.loops.push(this.loop());
  }

  /** Wakes every idle loop. */
  wake() {
    for (const w of [...this.wakers]) w();
  }

  /** Wakes one idle loop (a job was queued). */
  wakeOne() {
    const [first] = this.wakers;
    first?.();
  }

  async stop() {
    this.running = false;
    this.unsubscribe?.();
    this.wake();
    await Promise.all(this.loops);
    this.loops = [];
  }

  private async loop() {
    const pollMs = this.options.pollMs ?? 500;
    while (this.running) {
      let job: ClaimedJob | null = null;
      try {
        job = await this.options.queue.claim();
      } catch (error) {
        this.options.log?.(`runner: claiming a job failed: ${(error as Error).message}`);
      }
      if (!job) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            this.wakers.delete(done);
            resolve();
          };
          const timer = setTimeout(done, pollMs);
          this.wakers.add(done);
        });
        continue;
      }
      this.options.onJob?.(job);
      await this.store(job, await this.execute(job));
      // The answer of a request waiting in this process goes out before the next claim, which on
      // PGlite holds the event loop for its query.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * Stores the result. A result the database refuses would be refused after every retry, the
   * program running each time and the learner waiting for nothing: an error takes its place. If
   * that cannot be stored either (the database is gone), the lease runs out and another worker
   * retries the job.
   */
  private async store(job: ClaimedJob, result: CodeRunResult) {
    const fallback: CodeRunResult = {
      status: 'error',
      output: '',
      error: messages.runner.resultNotStored,
      exitCode: null,
      timeMs: result.timeMs,
    };
    for (const attempt of [result, fallback]) {
      try {
        if (await this.options.queue.complete(job, attempt)) codeRunBus.emit('done', job.id, attempt);
        return;
      } catch (error) {
        this.options.log?.(`runner: storing the result of ${job.id} failed: ${(error as Error).message}`);
      }
    }
  }

  private async execute(job: ClaimedJob): Promise<CodeRunResult> {
    if (!(serverLanguages as readonly string[]).includes(job.language))
      return { status: 'unavailable', output: '', error: `${job.language} does not run on the server`, exitCode: null, timeMs: 0 };
    try {
      const {
        cached: _c,
        compileMs: _m,
        ...result
      } = await this.options.sandbox.run({
        language: job.language as ServerLanguage,
        code: job.code,
        stdin: job.stdin,
      });
      return result;
    } catch (error) {
      this.options.log?.(`runner: job ${job.id} failed in the runner: ${(error as Error).stack ?? String(error)}`);
      return { status: 'error', output: '', error: (error as Error).message, exitCode: null, timeMs: 0 };
    }
  }
}
