/**
 * The fair queue under a real race (runner-fairness.test.ts has the rest, on both databases): two
 * connections claiming at once. PGlite is one connection, so this file runs on PostgreSQL only
 * (the root vitest.config.ts leaves `*.postgres.test.ts` out of the PGlite project).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fairQueueFixture } from './fair-queue-fixture.js';
import { testDatabaseKind } from './test-database.js';

if (testDatabaseKind !== 'postgres') throw new Error('runner-fairness.postgres.test.ts needs TEST_DATABASE=postgres (two connections)');

const fixture = fairQueueFixture();
const { learners, queue, enqueue, runningPerLearner } = fixture;

describe('a claim racing another for one learner (PostgreSQL: two connections)', () => {
  it('loses on the one-running index, claims again and takes another learner', async () => {
    await enqueue('a', 1);
    await enqueue('b', 1);
    // Another worker's claim of a job of A, not committed yet: this claim's snapshot cannot see it.
    const other = new pg.Client({ connectionString: fixture.t.url! });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(
        `insert into code_runs (id, user_id, language, code, status, locked_until, locked_by, attempts)
         values ($1, $2, 'python', 'a0', 'running', now() + interval '1 minute', 'other', 1)`,
        [randomUUID(), learners.a],
      );
      const claiming = queue('w').claim();
      // The claim takes a1, then waits on the index for the other transaction's row.
      await new Promise((r) => setTimeout(r, 300));
      await other.query('commit');
      expect((await claiming)?.code).toBe('b1');
    } finally {
      await other.end();
    }
    expect((await runningPerLearner()).sort()).toEqual([learners.a, learners.b].sort());
  });
});
