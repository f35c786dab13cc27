/**
 * Load shedding for sync: at most `maxConcurrent` requests run, `maxQueued` more wait their turn,
 * and any beyond are answered at once with 503 and a jittered Retry-After, so a lab of devices
 * reconnecting together spreads itself out instead of piling onto the database. When the server
 * is shutting down (`close()`), the waiting ones and any later ones get the same 503 at once,
 * instead of running against a database that is closing: a device (or the proxy) tries again,
 * another server or this one restarted.
 */
import { messages } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';

export class LoadGate {
  private running = 0;
  private readonly waiting: { resolve: () => void; reject: (e: Error) => void }[] = [];
  private closed = false;

  constructor(
    private readonly maxConcurrent: number,
    private readonly maxQueued: number,
  ) {}

  private static busy() {
    return new HttpError(503, messages.sync.busy, { retryAfterSeconds: 1 + Math.floor(Math.random() * 5) });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.closed) throw LoadGate.busy();
    if (this.running >= this.maxConcurrent) {
      if (this.waiting.length >= this.maxQueued) throw LoadGate.busy();
      await new Promise<void>((resolve, reject) => this.waiting.push({ resolve, reject }));
    } else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next.resolve();
      else this.running -= 1;
    }
  }

  /** Shutting down: the waiting requests and any later ones are answered 503; running ones finish. */
  close() {
    this.closed = true;
    // A waiting request holds no slot: the running ones give theirs back as they finish.
    for (const entry of this.waiting.splice(0)) entry.reject(LoadGate.busy());
  }
}
