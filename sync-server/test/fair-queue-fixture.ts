/**
 * The fair-queue tests' setting (runner-fairness.test.ts on both databases, and
 * runner-fairness.postgres.test.ts): a fresh test database with three learners, an empty queue
 * before each test, and the helpers that queue and read their jobs. Call once at a file's top level.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { CodeRunQueue } from '@institute/runner';
import { insertUser } from '../src/features/users/users.repository.js';
import { enqueueCodeRun } from '../src/features/editor/code-runs.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type Learner = 'a' | 'b' | 'c';

export function fairQueueFixture() {
  const fixture = {
    t: undefined as unknown as TestDatabase,
    learners: { a: '', b: '', c: '' } as Record<Learner, string>,
    queue: (workerId: string, visibilitySeconds = 60) => new CodeRunQueue(fixture.t.db, { workerId, visibilitySeconds, maxAttempts: 3 }),
    /** Queues `count` jobs of one learner, in order; their code names the learner and the job's number. */
    enqueue: async (key: Learner, count: number): Promise<string[]> => {
      const ids: string[] = [];
      for (let i = 1; i <= count; i++) {
        const id = randomUUID();
        await enqueueCodeRun(fixture.t.db, { id, userId: fixture.learners[key], language: 'python', code: `${key}${i}` });
        ids.push(id);
      }
      return ids;
    },
    runningPerLearner: async () =>
      (await fixture.t.db.selectFrom('code_runs').select('user_id').where('status', '=', 'running').execute()).map((r) => r.user_id),
  };
  beforeAll(async () => {
    fixture.t = await createTestDatabase();
    for (const [i, key] of (['a', 'b', 'c'] as const).entries()) {
      const row = await insertUser(fixture.t.db, {
        firstName: key,
        lastName: 'Fair',
        email: `${key}@example.com`,
        phoneNumber: `900000007${i}`,
        role: 'student',
        passwordHash: 'x',
      });
      fixture.learners[key] = row.id;
    }
  });
  afterAll(async () => {
    await fixture.t.close();
  });
  beforeEach(async () => {
    await fixture.t.db.deleteFrom('code_runs').execute();
  });
  return fixture;
}
