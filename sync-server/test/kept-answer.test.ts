/** The shared, briefly kept read behind `GET /api/courses` (http/kept-answer.ts). */
import { describe, expect, it } from 'vitest';
import { KeptAnswer } from '../src/http/kept-answer.js';

function counter(fail = () => false) {
  let reads = 0;
  return {
    reads: () => reads,
    read: async () => {
      reads += 1;
      if (fail()) throw new Error('read failed');
      return reads;
    },
  };
}

describe('KeptAnswer', () => {
  it('reads once for every caller within the time, and again after it', async () => {
    let now = 1_000;
    const c = counter();
    const kept = new KeptAnswer(10, c.read, () => now);
    expect(await Promise.all([kept.get(), kept.get(), kept.get()])).toEqual([1, 1, 1]);
    now += 9_999;
    expect(await kept.get()).toBe(1);
    now += 1;
    expect(await kept.get()).toBe(2);
    expect(c.reads()).toBe(2);
  });

  it('reads again at once when forgotten (a write of this process)', async () => {
    const c = counter();
    const kept = new KeptAnswer(10, c.read, () => 0);
    expect(await kept.get()).toBe(1);
    kept.forget();
    expect(await kept.get()).toBe(2);
  });

  it('keeps no failed read, and reads every time with 0 seconds', async () => {
    let failing = true;
    const c = counter(() => failing);
    const kept = new KeptAnswer(10, c.read, () => 0);
    await expect(kept.get()).rejects.toThrow('read failed');
    failing = false;
    expect(await kept.get()).toBe(2);
    const uncached = new KeptAnswer(0, counter().read);
    expect([await uncached.get(), await uncached.get()]).toEqual([1, 2]);
  });
});
