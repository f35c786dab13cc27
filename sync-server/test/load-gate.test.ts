import { describe, expect, it } from 'vitest';
import { messages } from '@institute/shared-schema';
import { LoadGate } from '../src/features/sync/load-gate.js';
import { HttpError } from '../src/http-error.js';

describe('the sync load gate at shutdown', () => {
  it('answers the waiting requests and any later one 503 (try again), and lets the running one finish', async () => {
    const gate = new LoadGate(1, 10);
    let finish!: (value: string) => void;
    const running = gate.run(() => new Promise<string>((resolve) => (finish = resolve)));
    let ranAfterClose = 0;
    const waiting = [1, 2].map(() =>
      gate.run(async () => {
        ranAfterClose += 1;
        return 'late';
      }),
    );
    gate.close();
    for (const w of waiting) {
      const error = await w.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 503, message: messages.sync.busy });
    }
    await expect(gate.run(async () => 'new')).rejects.toMatchObject({ statusCode: 503 });
    finish('done');
    await expect(running).resolves.toBe('done');
    expect(ranAfterClose).toBe(0);
  });
});
