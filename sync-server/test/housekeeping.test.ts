/**
 * Scheduled housekeeping on each database: each rule deletes what nothing reads any more and keeps
 * the rest; a pass logs what it deleted. (Of two servers on one PostgreSQL only one runs a pass:
 * housekeeping.postgres.test.ts. The device's side of the tombstone horizon, with the real sync engine: engine/sync-horizon.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSchemaVersion } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { runHousekeeping } from '../src/features/housekeeping/housekeeping.service.js';
import { prunedBefore } from '../src/features/sync/sync.repository.js';
import { insertCourse as insertCourseRow } from './course-fixture.js';
import { createAccount, Device, push, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let alice: SignedInAccount;
let bob: SignedInAccount;
const logLines: string[] = [];
const rules = { horizonDays: 30, codeRunsPerLearner: 100 };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

beforeAll(async () => {
  t = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    config: { publicDir: '/nonexistent' },
    database: t,
    logger: { level: 'info', stream },
    authRateLimitPerMinute: 1000,
  });
  alice = await createAccount(t, app, 'Alice');
  bob = await createAccount(t, app, 'Bob');
}, 300_000);
afterAll(async () => {
  await app.close();
});

const insertCourse = (title: string) => insertCourseRow(t.db, title);

describe(`housekeeping on ${testDatabaseKind}`, () => {
  it('prunes tombstones older than the horizon, raising the reset watermark; a device behind it is reset', async () => {
    const device = new Device(app, null);
    await device.pull();
    const old = await insertCourse('Deleted long ago');
    await t.db.deleteFrom('courses').where('id', '=', old).execute();
    await sql`update sync_tombstones set deleted_at = ${daysAgo(31)} where row_id = ${old}`.execute(t.db);
    const recent = await insertCourse('Deleted yesterday');
    await t.db.deleteFrom('courses').where('id', '=', recent).execute();
    await sql`update sync_tombstones set deleted_at = ${daysAgo(1)} where row_id = ${recent}`.execute(t.db);
    const before = await prunedBefore(t.db);

    const result = await app.housekeeping();
    expect(result?.tombstones).toBe(1);
    const left = await t.db.selectFrom('sync_tombstones').select('row_id').where('row_id', 'in', [old, recent]).execute();
    expect(left.map((r) => r.row_id)).toEqual([recent]);
    expect(await prunedBefore(t.db)).toBeGreaterThan(before);
    const answer = await device.pullOnce();
    expect(answer.buckets.find((b) => b.bucket === 'public')?.reset).toBe(true);
    expect((await runHousekeeping(t.db, rules))?.tombstones).toBe(0);
  });

  it("keeps each learner's newest 100 code runs, never deleting a queued or running one", async () => {
    const runs = (user: string, n: number, status: (i: number) => 'queued' | 'running' | 'done') =>
      Array.from({ length: n }, (_, i) => ({
        id: randomUUID(),
        user_id: user,
        language: 'c',
        code: `run ${i}`,
        status: status(i),
        created_at: daysAgo(n - i),
      }));
    // Alice: her two oldest are running and queued, then 101 finished; Bob: 50 finished.
    const aliceRuns = runs(alice.id, 103, (i) => (i === 0 ? 'running' : i === 1 ? 'queued' : 'done'));
    for (const run of aliceRuns) await t.db.insertInto('code_runs').values(run).execute();
    await t.db
      .insertInto('code_runs')
      .values(runs(bob.id, 50, () => 'done'))
      .execute();

    const activity = () => t.db.selectFrom('user_activity_days').selectAll().where('user_id', '=', alice.id).orderBy('day').execute();
    const activityBefore = await activity();
    const result = await runHousekeeping(t.db, rules);
    expect(result?.codeRuns).toBe(1);
    // The run's day stays in the activity rollup: the analytics' past weeks do not change.
    expect(await activity()).toEqual(activityBefore);
    const kept = await t.db.selectFrom('code_runs').select('id').where('user_id', '=', alice.id).execute();
    expect(new Set(kept.map((r) => r.id))).toEqual(new Set(aliceRuns.filter((_, i) => i !== 2).map((r) => r.id)));
    expect(await t.db.selectFrom('code_runs').select('id').where('user_id', '=', bob.id).execute()).toHaveLength(50);
    expect((await runHousekeeping(t.db, rules))?.codeRuns).toBe(0);
  });

  it('deletes one-time codes no rule reads any more, and revoked or expired refresh tokens', async () => {
    const code = (mobile: string, createdMinutesAgo: number, verifiedMinutesAgo: number | null = null) => ({
      mobile,
      purpose: 'register' as const,
      code_hash: 'h',
      created_at: new Date(Date.now() - createdMinutesAgo * 60_000),
      expires_at: new Date(Date.now() - (createdMinutesAgo - 5) * 60_000),
      verified_at: verifiedMinutesAgo === null ? null : new Date(Date.now() - verifiedMinutesAgo * 60_000),
    });
    await t.db.deleteFrom('one_time_codes').execute();
    await t.db
      .insertInto('one_time_codes')
      .values([
        code('9000000001', 120), // expired, out of the hourly send limit's window: spent
        code('9000000002', 30), // expired, still counted by the hourly limit
        code('9000000003', 2), // live
        code('9000000004', 12, 9), // verified 9 minutes ago: usable to register for 6 more
      ])
      .execute();
    await t.db.deleteFrom('refresh_tokens').execute();
    const token = (user: string, hash: string, extra: { expires_at: Date; revoked_at?: Date; replaced_at?: Date }) => ({
      user_id: user,
      token_hash: hash,
      ...extra,
    });
    await t.db
      .insertInto('refresh_tokens')
      .values([
        token(alice.id, 'revoked', { expires_at: daysAgo(-30), revoked_at: daysAgo(1) }),
        token(alice.id, 'expired', { expires_at: daysAgo(1) }),
        token(alice.id, 'live', { expires_at: daysAgo(-30) }),
        token(bob.id, 'replaced', { expires_at: daysAgo(-30), replaced_at: daysAgo(2) }), // kept: its reuse is detected
      ])
      .execute();

    const result = await runHousekeeping(t.db, rules);
    expect(result?.oneTimeCodes).toBe(1);
    expect(result?.refreshTokens).toBe(2);
    const codes = await t.db.selectFrom('one_time_codes').select('mobile').orderBy('mobile').execute();
    expect(codes.map((c) => c.mobile)).toEqual(['9000000002', '9000000003', '9000000004']);
    const tokens = await t.db.selectFrom('refresh_tokens').select('token_hash').orderBy('token_hash').execute();
    expect(tokens.map((r) => r.token_hash)).toEqual(['live', 'replaced']);
  });

  it('prunes old push records only once their device acknowledged them; a re-push is still answered and applied once', async () => {
    const clientId = randomUUID();
    const write = (seq: number) => ({
      seq,
      id: randomUUID(),
      name: 'contact.send',
      args: { id: randomUUID(), name: 'A', email: 'a@example.com', message: `m${seq}` },
    });
    const first = [write(1), write(2), write(3)];
    await push(app, alice, clientId, first);
    // 4 is applied but its answer never arrives; the device has not acknowledged it.
    const lost = write(4);
    await push(app, alice, clientId, [lost]);
    await sql`update sync_mutations set applied_at = ${daysAgo(40)} where client_id = ${clientId}`.execute(t.db);
    const acked = await t.db.selectFrom('sync_clients').select('acked_seq').where('client_id', '=', clientId).executeTakeFirstOrThrow();
    expect(acked.acked_seq).toBe(3); // its push of 4 showed it had the answers up to 3

    expect((await runHousekeeping(t.db, rules))?.pushRecords).toBe(3);
    const left = await t.db.selectFrom('sync_mutations').select('seq').where('client_id', '=', clientId).execute();
    expect(left.map((r) => r.seq)).toEqual([4]);

    // The device comes back months later and pushes 4 again, then 5: 4 is answered from its record.
    const again = await push(app, alice, clientId, [lost, write(5)]);
    expect(again.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const stored = await t.db.selectFrom('contact_messages').select('message').where('message', '=', 'm4').execute();
    expect(stored).toHaveLength(1);
    // Its push of 6 acknowledges 4 and 5: the old record of 4 goes, 5 stays (younger than the horizon), 6 is not acknowledged.
    await push(app, alice, clientId, [write(6)]);
    expect((await runHousekeeping(t.db, rules))?.pushRecords).toBe(1);
    const kept = await t.db.selectFrom('sync_mutations').select('seq').where('client_id', '=', clientId).orderBy('seq').execute();
    expect(kept.map((r) => r.seq)).toEqual([5, 6]);
    expect(
      (await t.db.selectFrom('sync_clients').select('acked_seq').where('client_id', '=', clientId).executeTakeFirstOrThrow()).acked_seq,
    ).toBe(5);
  });

  it('never acknowledges past what the server recorded, whatever number a device sends', async () => {
    const clientId = randomUUID();
    const res = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: alice.headers,
      payload: {
        clientId,
        schemaVersion: syncSchemaVersion,
        mutations: [{ seq: 1_000_000, id: randomUUID(), name: 'contact.send', args: {} }],
      },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sync_clients')
      .select(['acked_seq', 'last_seq'])
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ acked_seq: 0, last_seq: 0 });
  });

  it('logs what each pass deleted', async () => {
    logLines.length = 0;
    await app.housekeeping();
    const line = logLines
      .map((l) => JSON.parse(l) as { msg: string; housekeeping?: Record<string, number> })
      .find((l) => l.msg === 'housekeeping pass');
    expect(line?.housekeeping).toEqual({ tombstones: 0, pushRecords: 0, codeRuns: 0, oneTimeCodes: 0, refreshTokens: 0 });
  });
});
