/**
 * Randomised sync under faults: the PWA's real sync engine (Dexie on fake-indexeddb) on several
 * simulated devices (two of them one student's phone and laptop, both writing) against this
 * server, for seeded rounds of random local writes, server changes, offline periods, network cuts
 * at every step of push and pull (the request lost before the server, or the answer lost after
 * the server committed), 503s, and server restarts while every device has a push in flight
 * (graceful, or a crash that cuts the pushes' transactions and answers).
 * At the end it prints the lost and duplicated writes (both must be 0): every write reached the
 * server exactly once (applied or rejected with a message), every device's store equals the
 * server's view for its account, and the student's two devices equal each other.
 *
 * SYNC_RANDOM_ROUNDS rounds (150 in `pnpm test`; `pnpm test:chaos` runs 1,000 on each database),
 * SYNC_RANDOM_SEED to replay a run.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMutation } from '../../../pwa/src/sync/local-writes.js';
import { insertCourse } from '../course-fixture.js';
import { createAccount, type SignedInAccount } from '../sync-helpers.js';
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

const seed = Number(process.env.SYNC_RANDOM_SEED ?? 20261122);
const rounds = Number(process.env.SYNC_RANDOM_ROUNDS ?? 150);
/** About one restart per 80 rounds, and always one halfway. */
const restartChance = 1 / 80;

let server: ServerUnderTest;

// Creating a PGlite data folder and migrating it takes a few seconds, minutes on a loaded machine.
beforeAll(async () => {
  server = await startServerUnderTest({ syncPageRows: 25 });
}, 600_000);
afterAll(async () => {
  await server?.close();
});

describe(`randomised sync under faults on ${testDatabaseKind} (seed ${seed}, ${rounds} rounds)`, () => {
  it('converges with nothing lost or applied twice, through server restarts', { timeout: 1_800_000 }, async () => {
    const started = Date.now();
    const random = generator(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const chance = (p: number) => random() < p;
    const db = () => server.db;

    const alice = await createAccount(server.testDatabase, server.app!, 'Alice');
    const bob = await createAccount(server.testDatabase, server.app!, 'Bob');
    const courses: string[] = [];
    const newCourse = async () => {
      courses.push(await insertCourse(db(), `Course ${courses.length}`));
    };
    for (let i = 0; i < 3; i++) await newCourse();

    const faults = { lostRequest: 0.05, lostAnswer: 0.05, busy: 0.03 };
    const devices: SimDevice[] = [
      simulatedDevice(server, 'alice-phone', alice, random, faults),
      simulatedDevice(server, 'alice-laptop', alice, random, faults),
      simulatedDevice(server, 'bob-phone', bob, random, faults),
    ];

    const outcomes = { syncs: 0, failedSyncs: 0, writes: 0, serverChanges: 0, restartsWithPushesInFlight: 0 };
    let written = 0;
    const write = async (d: SimDevice) => {
      const kind = pick(['testimonial.submit', 'contact.send', 'profile.update', 'course.bookmark'] as const);
      const id = randomUUID();
      const marker = `sim:${kind}:${written++}`;
      const account: SignedInAccount = d.account;
      let mutationId: string;
      if (kind === 'testimonial.submit')
        mutationId = await queueMutation(d.db, account.id, kind, {
          id,
          text: marker,
          author: d.name,
          course: 'Java',
          faculty: 'F',
          rating: 4,
        });
      else if (kind === 'contact.send')
        mutationId = await queueMutation(d.db, account.id, kind, { id, name: d.name, email: 'x@example.com', message: marker });
      else if (kind === 'profile.update')
        mutationId = await queueMutation(d.db, account.id, kind, {
          firstName: `${d.name}-${written}`,
          lastName: 'Test',
          email: account.email,
          bio: `bio ${written}`,
        });
      else mutationId = await queueMutation(d.db, account.id, kind, { courseId: pick(courses), bookmarked: chance(0.6) });
      d.queued.push({ id: mutationId, name: kind, ...(kind === 'testimonial.submit' || kind === 'contact.send' ? { marker } : {}) });
      outcomes.writes += 1;
    };

    /**
     * Every device writes and syncs at once; the server restarts once a push has reached it: at that
     * moment (`atOnce`, so at least one push is in flight), or a few turns of the event loop later.
     */
    const restartUnderPushes = async (atOnce: boolean) => {
      for (const d of devices) {
        d.offline = false;
        for (let k = 0, n = 1 + Math.floor(random() * 3); k < n; k++) await write(d);
      }
      let pushLeft!: () => void;
      const pushing = new Promise<void>((resolve) => (pushLeft = resolve));
      for (const d of devices) d.onPush = pushLeft;
      const syncs = Promise.all(devices.map((d) => trySync(d, outcomes)));
      await Promise.race([pushing, syncs]);
      for (let turns = atOnce ? 0 : Math.floor(random() * 6); turns > 0; turns--) await new Promise((resolve) => setImmediate(resolve));
      const pushesInFlight = await server.restart(chance(0.5) ? 'crash' : 'graceful');
      if (pushesInFlight > 0) outcomes.restartsWithPushesInFlight += 1;
      await syncs;
      for (const d of devices) d.onPush = undefined;
    };

    for (let round = 0; round < rounds; round++) {
      const halfway = round === Math.floor(rounds / 2);
      if (halfway || chance(restartChance)) {
        await restartUnderPushes(halfway);
        continue;
      }
      const d = pick(devices);
      const roll = random();
      if (roll < 0.35) await write(d);
      else if (roll < 0.7) await trySync(d, outcomes);
      else if (roll < 0.8) d.offline = !d.offline;
      else {
        outcomes.serverChanges += 1;
        const change = random();
        if (change < 0.25) await newCourse();
        else if (change < 0.4 && courses.length > 2) {
          const gone = courses.splice(Math.floor(random() * courses.length), 1)[0]!;
          await db().deleteFrom('courses').where('id', '=', gone).execute();
        } else if (change < 0.6) {
          const who = pick([alice, bob]);
          const course = pick(courses);
          const existing = await db()
            .selectFrom('enrollments')
            .select('id')
            .where('student_id', '=', who.id)
            .where('course_id', '=', course)
            .executeTakeFirst();
          if (existing) await db().deleteFrom('enrollments').where('id', '=', existing.id).execute();
          else await db().insertInto('enrollments').values({ student_id: who.id, course_id: course }).execute();
        } else if (change < 0.8) {
          await db()
            .insertInto('course_contents')
            .values({ course_id: pick(courses), title: `Lesson ${round}`, type: 'note', position: round })
            .execute();
        } else {
          const row = await db()
            .selectFrom('testimonials')
            .select(['id', 'approved'])
            .orderBy('id')
            .limit(1)
            .offset(Math.floor(random() * 5))
            .executeTakeFirst();
          if (row) await db().updateTable('testimonials').set({ approved: !row.approved }).where('id', '=', row.id).execute();
        }
      }
    }

    const rejected = await settleAll(server, devices);
    const queued = devices.flatMap((d) => d.queued);
    const { lost, duplicated, recorded } = await countLostAndDuplicated(server, queued);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    console.log(
      `randomised sync ${testDatabaseKind}, ${rounds} rounds in ${seconds} s: lost ${lost}, duplicated ${duplicated} ` +
        JSON.stringify({ ...outcomes, restarts: server.restarts, rejected, mutations: queued.length, recorded }),
    );
    expect(lost, 'lost writes').toBe(0);
    expect(duplicated, 'duplicated writes').toBe(0);
    expect(recorded, 'one outcome per write').toBe(queued.length);

    // Every device holds exactly what the server shows its account; the student's two devices, both writing, agree.
    for (const d of devices) await expectStoreEqualsServer(server.app!, d);
    const [phone, laptop] = devices as [SimDevice, SimDevice];
    expect(phone.queued.length && laptop.queued.length, "both of the student's devices wrote").toBeGreaterThan(0);
    await expectSameStores(phone, laptop);
    for (const d of devices) d.db.close();

    expect(outcomes.failedSyncs).toBeGreaterThan(0);
    expect(outcomes.syncs).toBeGreaterThan(0);
    expect(outcomes.restartsWithPushesInFlight).toBeGreaterThan(0);
  });
});
