/**
 * The sync horizon with the real engine: a student's phone goes offline for longer than the horizon
 * with writes queued (one of them pushed, applied, its answer lost), while the server deletes and
 * changes rows of its buckets and the student's laptop keeps syncing. Housekeeping then prunes the
 * tombstones and the acknowledged push records. Back online, the phone is told to start its buckets
 * afresh (`reset`), and loses nothing: each of its writes reached the server exactly once, and its
 * store equals the server's view and the laptop's.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '@institute/shared-schema';
import { queueMutation } from '../../../pwa/src/sync/local-writes.js';
import { prunedBefore } from '../../src/features/sync/sync.repository.js';
import { insertCourse } from '../course-fixture.js';
import { createAccount } from '../sync-helpers.js';
import { testDatabaseKind } from '../test-database.js';
import { startServerUnderTest, type ServerUnderTest } from './server-under-test.js';
import {
  countLostAndDuplicated,
  expectSameStores,
  expectStoreEqualsServer,
  generator,
  settleAll,
  simulatedDevice,
  trySync,
  type SimDevice,
} from './simulated-devices.js';

let server: ServerUnderTest;

beforeAll(async () => {
  server = await startServerUnderTest({ restartable: false });
}, 600_000);
afterAll(async () => {
  await server?.close();
});

describe(`a device offline past the sync horizon on ${testDatabaseKind}`, () => {
  it('is reset when it comes back, and its queued writes reach the server exactly once', { timeout: 300_000 }, async () => {
    const db = server.db;
    const app = server.app!;
    const course = (title: string) => insertCourse(db, title);
    const alice = await createAccount(server.testDatabase, app, 'Alice');
    const [kept, dropped, removedPublic] = [await course('Kept'), await course('Dropped'), await course('Withdrawn')];
    for (const c of [kept, dropped]) await db.insertInto('enrollments').values({ student_id: alice.id, course_id: c }).execute();
    const lessons = await db
      .insertInto('course_contents')
      .values([1, 2, 3].map((position) => ({ course_id: kept, title: `Lesson ${position}`, type: 'note', position })))
      .returning('id')
      .execute();

    const random = generator(7);
    const phoneNetwork = { lostRequest: 0, lostAnswer: 0, busy: 0 };
    const phone = simulatedDevice(server, 'alice-phone', alice, random, phoneNetwork);
    const laptop = simulatedDevice(server, 'alice-laptop', alice, random, { lostRequest: 0, lostAnswer: 0, busy: 0 });
    const outcomes = { syncs: 0, failedSyncs: 0 };
    let n = 0;
    const write = async (d: SimDevice, kind: 'contact.send' | 'profile.update' | 'course.bookmark') => {
      const marker = `sim:horizon:${n++}`;
      const id =
        kind === 'contact.send'
          ? await queueMutation(d.db, alice.id, kind, { id: randomUUID(), name: d.name, email: 'x@example.com', message: marker })
          : kind === 'profile.update'
            ? await queueMutation(d.db, alice.id, kind, { firstName: `${d.name}-${n}`, lastName: 'Test', email: alice.email, bio: marker })
            : await queueMutation(d.db, alice.id, kind, { courseId: kept, bookmarked: n % 2 === 0 });
      d.queued.push({ id, name: kind, ...(kind === 'contact.send' ? { marker } : {}) });
    };

    for (const d of [phone, laptop]) await trySync(d, outcomes);
    expect(outcomes.syncs).toBe(2);

    // The phone's last push is applied but its answer lost; then it is offline, and queues more.
    await write(phone, 'contact.send');
    await write(phone, 'profile.update');
    phoneNetwork.lostAnswer = 1;
    await trySync(phone, outcomes);
    expect(outcomes.failedSyncs).toBe(1);
    phoneNetwork.lostAnswer = 0;
    phone.offline = true;
    await write(phone, 'course.bookmark');
    await write(phone, 'contact.send');
    await write(phone, 'profile.update');

    // Meanwhile: the laptop writes and syncs (its answers arrive), the institute deletes and changes rows.
    for (let i = 0; i < 4; i++) {
      await write(laptop, i % 2 ? 'contact.send' : 'course.bookmark');
      await trySync(laptop, outcomes);
    }
    await db.deleteFrom('courses').where('id', '=', dropped).execute();
    await db.deleteFrom('courses').where('id', '=', removedPublic).execute();
    await db.deleteFrom('course_contents').where('id', '=', lessons[0]!.id).execute();
    await db.updateTable('course_contents').set({ title: 'Lesson 2, revised' }).where('id', '=', lessons[1]!.id).execute();
    await course('New this term');
    await trySync(laptop, outcomes);

    // A month and more goes by; housekeeping runs.
    const old = new Date(Date.now() - 40 * 24 * 60 * 60_000);
    await sql`update sync_tombstones set deleted_at = ${old}`.execute(db);
    await sql`update sync_mutations set applied_at = ${old}`.execute(db);
    const before = await db.selectFrom('sync_mutations').select(['mutation_id', 'status']).execute();
    const pass = await app.housekeeping();
    expect(pass?.tombstones).toBeGreaterThan(0);
    expect(pass?.pushRecords).toBeGreaterThan(0); // the laptop's acknowledged ones
    expect(await db.selectFrom('sync_tombstones').select('seq').execute()).toEqual([]);
    // The phone's applied-but-unanswered writes keep their records: a re-push is answered, not applied again.
    const phoneRecords = await db
      .selectFrom('sync_mutations')
      .select('mutation_id')
      .where(
        'mutation_id',
        'in',
        phone.queued.map((q) => q.id),
      )
      .execute();
    expect(phoneRecords).toHaveLength(2);
    const watermark = await prunedBefore(db);

    // Back online: its buckets are reset and pulled afresh, and its writes go up first.
    const resets = new Set<string>();
    phone.onAnswer = (path, res) => {
      if (path.startsWith('/api/sync/pull'))
        void res.json().then((answer: PullResponse) => answer.buckets.filter((b) => b.reset).forEach((b) => resets.add(b.bucket)));
    };
    phone.offline = false;
    await trySync(phone, outcomes);
    await settleAll(server, [phone, laptop]);
    expect(watermark).toBeGreaterThan(0);
    expect([...resets].sort()).toEqual(expect.arrayContaining(['public', `user:${alice.id}`, `course:${kept}`]));

    const queued = [...phone.queued, ...laptop.queued];
    const pruned = new Map(before.map((r) => [r.mutation_id, r.status]));
    const { lost, duplicated } = await countLostAndDuplicated(server, queued, pruned);
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
    // Every write of the phone has exactly one outcome on the server.
    const outcomesOfPhone = await db
      .selectFrom('sync_mutations')
      .select(['mutation_id', 'status'])
      .where(
        'mutation_id',
        'in',
        phone.queued.map((q) => q.id),
      )
      .execute();
    expect(outcomesOfPhone).toHaveLength(phone.queued.length);
    expect(outcomesOfPhone.every((o) => o.status === 'applied')).toBe(true);
    const profile = await db.selectFrom('users').select('bio').where('id', '=', alice.id).executeTakeFirstOrThrow();
    expect(profile.bio).toBe(`sim:horizon:${4}`); // the phone's last profile edit, pushed after everything else

    await expectStoreEqualsServer(app, phone);
    await expectStoreEqualsServer(app, laptop);
    await expectSameStores(phone, laptop);
    for (const d of [phone, laptop]) d.db.close();
  });
});
