/**
 * Load shedding for sync: at most `maxConcurrent` requests run, `maxQueued` more wait their turn,
 * and any beyond are answered at once with 503 and a jittered Retry-After, so a lab of devices
 * reconnecting together spreads itself out instead of piling onto the database.
 */
import { messages } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';

export class LoadGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxConcurrent: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxConcurrent) {
      if (this.waiting.length >= this.maxQueued)
        throw new HttpError(503, messages.sync.busy, { retryAfterSeconds: 1 + Math.floor(Math.random() * 5) });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
