/**
 * Housekeeping on a shared PostgreSQL (housekeeping.test.ts has the rules, on both databases): of
 * two servers on one database only one runs a pass at a time (an advisory lock). PGlite is one
 * process, so this file runs on PostgreSQL only (the root vitest.config.ts leaves
 * `*.postgres.test.ts` out of the PGlite project).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { runHousekeeping } from '../src/features/housekeeping/housekeeping.service.js';
import { tryTakePassLock } from '../src/features/housekeeping/housekeeping.repository.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

if (testDatabaseKind !== 'postgres') throw new Error('housekeeping.postgres.test.ts needs TEST_DATABASE=postgres (two connections)');

let t: TestDatabase;
const rules = { horizonDays: 30, codeRunsPerLearner: 100 };

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('housekeeping on a shared PostgreSQL', () => {
  it('runs one pass at a time when servers share one PostgreSQL', async () => {
    const other = await openDatabase({ kind: 'postgres', url: t.url! });
    try {
      let release!: () => void;
      let taken!: () => void;
      const holding = new Promise<void>((resolve) => (taken = resolve));
      const otherPass = other.db.transaction().execute(async (trx) => {
        expect(await tryTakePassLock(trx)).toBe(true);
        taken();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await holding;
      expect(await runHousekeeping(t.db, rules)).toBeNull();
      release();
      await otherPass;
      expect(await runHousekeeping(t.db, rules)).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});
