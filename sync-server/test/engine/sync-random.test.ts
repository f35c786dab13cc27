/**
 * Randomised sync: the PWA's real sync engine (Dexie on fake-indexeddb) on several simulated
 * devices against this server, for a few hundred seeded rounds of random local writes, server
 * changes, offline periods and network cuts at every step of push and pull (the request lost
 * before the server, or the answer lost after the server committed), and 503s.
 * At the end every device's store equals the server's view for its account, and every write
 * reached the server exactly once (applied or rejected with a message, never lost).
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCollections, type SyncRow } from '@institute/shared-schema';
import { AppDatabase } from '../../../pwa/src/data/db.js';
import { queueMutation } from '../../../pwa/src/sync/local-writes.js';
import { discardRejected, SyncEngine, SyncError } from '../../../pwa/src/sync/sync-engine.js';
import { buildApp, type App } from '../../src/app.js';
import { createAccount, Device, type Account, type SignedInAccount } from '../sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test-database.js';

const seed = Number(process.env.SYNC_RANDOM_SEED ?? 20261122);
const rounds = Number(process.env.SYNC_RANDOM_ROUNDS ?? 300);

/** mulberry32: a small seeded generator, so a failure can be replayed with its seed. */
function generator(s: number) {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestDatabase;
let app: App;

/** A device's fetch, served by the app in-process. */
async function inject(account: Account, path: string, init?: RequestInit): Promise<Response> {
  const res = await app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: path,
    headers: { ...(init?.headers as Record<string, string>), ...account.headers },
    payload: init?.body as string | undefined,
  });
  const body = res.rawPayload.length ? new Uint8Array(res.rawPayload) : null;
  return new Response(body, { status: res.statusCode, headers: res.headers as Record<string, string> });
}

interface SimDevice {
  name: string;
  account: SignedInAccount;
  db: AppDatabase;
  engine: SyncEngine;
  offline: boolean;
  queued: { id: string; name: string }[];
}

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 100_000, syncPageRows: 25 });
});
afterAll(async () => {
  await app.close();
});

describe(`randomised sync on ${testDatabaseKind} (seed ${seed}, ${rounds} rounds)`, () => {
  it('converges with nothing lost or applied twice', { timeout: 600_000 }, async () => {
    const random = generator(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const chance = (p: number) => random() < p;

    const alice = await createAccount(t, app, 'Alice');
    const bob = await createAccount(t, app, 'Bob');
    const courses: string[] = [];
    const newCourse = async () => {
      const row = await t.db
        .insertInto('courses')
        .values({
          title: `Course ${courses.length}`,
          description: 'd',
          level: 'Beginner',
          duration: '4 weeks',
          instructor: 'I',
          price: 1000,
          status: 'published',
          skills: '[]',
          projects: '[]',
          syllabus: '[]',
          learning_outcomes: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      courses.push(row.id);
    };
    for (let i = 0; i < 3; i++) await newCourse();

    const devices: SimDevice[] = [];
    const addDevice = (name: string, account: SignedInAccount) => {
      const db = new AppDatabase(`random-${testDatabaseKind}-${name}-${seed}-${randomUUID()}`);
      const device: SimDevice = { name, account, db, offline: false, queued: [], engine: null as unknown as SyncEngine };
      // The network: offline, a request lost on the way, an answer lost on the way back, a busy server.
      const request = async (path: string, init?: RequestInit): Promise<Response> => {
        if (device.offline || chance(0.05)) throw new TypeError('Failed to fetch');
        if (chance(0.03)) return new Response(JSON.stringify({ message: 'busy' }), { status: 503, headers: { 'retry-after': '1' } });
        const res = await inject(account, path, init);
        if (chance(0.05)) throw new TypeError('Failed to fetch'); // committed, but the answer never arrives
        return res;
      };
      device.engine = new SyncEngine(db, request, () => account.id);
      devices.push(device);
      return device;
    };
    addDevice('alice-phone', alice);
    addDevice('alice-laptop', alice);
    addDevice('bob-phone', bob);

    const outcomes = { syncs: 0, failedSyncs: 0, writes: 0, serverChanges: 0 };
    const sync = async (d: SimDevice) => {
      try {
        await d.engine.sync();
        outcomes.syncs += 1;
      } catch (e) {
        if (!(e instanceof SyncError)) throw e;
        outcomes.failedSyncs += 1;
      }
    };

    for (let round = 0; round < rounds; round++) {
      const d = pick(devices);
      const roll = random();
      if (roll < 0.35) {
        const kind = pick(['testimonial.submit', 'contact.send', 'profile.update', 'course.bookmark'] as const);
        const id = randomUUID();
        let mutationId: string;
        if (kind === 'testimonial.submit')
          mutationId = await queueMutation(d.db, d.account.id, kind, {
            id,
            text: `t${round}`,
            author: d.name,
            course: 'Java',
            faculty: 'F',
            rating: 4,
          });
        else if (kind === 'contact.send')
          mutationId = await queueMutation(d.db, d.account.id, kind, { id, name: d.name, email: 'x@example.com', message: `m${round}` });
        else if (kind === 'profile.update')
          mutationId = await queueMutation(d.db, d.account.id, kind, {
            firstName: `${d.name}-${round}`,
            lastName: 'Test',
            email: d.account.email,
            bio: `bio ${round}`,
          });
        else mutationId = await queueMutation(d.db, d.account.id, kind, { courseId: pick(courses), bookmarked: chance(0.6) });
        d.queued.push({ id: mutationId, name: kind });
        outcomes.writes += 1;
      } else if (roll < 0.7) {
        await sync(d);
      } else if (roll < 0.8) {
        d.offline = !d.offline;
      } else {
        outcomes.serverChanges += 1;
        const change = random();
        if (change < 0.25) await newCourse();
        else if (change < 0.4 && courses.length > 2) {
          const gone = courses.splice(Math.floor(random() * courses.length), 1)[0]!;
          await t.db.deleteFrom('courses').where('id', '=', gone).execute();
        } else if (change < 0.6) {
          const who = pick([alice, bob]);
          const course = pick(courses);
          const existing = await t.db
            .selectFrom('enrollments')
            .select('id')
            .where('student_id', '=', who.id)
            .where('course_id', '=', course)
            .executeTakeFirst();
          if (existing) await t.db.deleteFrom('enrollments').where('id', '=', existing.id).execute();
          else await t.db.insertInto('enrollments').values({ student_id: who.id, course_id: course }).execute();
        } else if (change < 0.8) {
          await t.db
            .insertInto('course_contents')
            .values({ course_id: pick(courses), title: `Lesson ${round}`, type: 'note', position: round })
            .execute();
        } else {
          const row = await t.db
            .selectFrom('testimonials')
            .select(['id', 'approved'])
            .orderBy('id')
            .limit(1)
            .offset(Math.floor(random() * 5))
            .executeTakeFirst();
          if (row) await t.db.updateTable('testimonials').set({ approved: !row.approved }).where('id', '=', row.id).execute();
        }
      }
    }

    // The network comes back for good: each device syncs, discards what was refused, syncs again.
    for (const d of devices) d.offline = false;
    const calm = async (d: SimDevice) => {
      const engine = new SyncEngine(
        d.db,
        (path, init) => inject(d.account, path, init),
        () => d.account.id,
      );
      await engine.sync();
    };
    for (const d of devices) await calm(d);
    let rejected = 0;
    for (const d of devices) {
      const refused = await d.db.outbox.where('status').equals('rejected').toArray();
      rejected += refused.length;
      for (const e of refused) {
        expect(e.message, `rejected ${e.name} has a message`).toBeTruthy();
        await discardRejected(d.db, e.id);
      }
    }
    for (const d of devices) await calm(d);

    // Every write reached the server exactly once, applied or rejected.
    const recorded = await t.db.selectFrom('sync_mutations').select(['mutation_id', 'status']).execute();
    const byId = new Map(recorded.map((r) => [r.mutation_id, r.status]));
    const queued = devices.flatMap((d) => d.queued);
    expect(recorded.length).toBe(queued.length);
    for (const q of queued) expect(byId.has(q.id), `${q.name} ${q.id} reached the server`).toBe(true);
    for (const d of devices) expect(await d.db.outbox.count(), `${d.name} outbox empty`).toBe(0);
    const applied = new Set(recorded.filter((r) => r.status === 'applied').map((r) => r.mutation_id));
    const testimonials = await t.db.selectFrom('testimonials').select('submitted_by').execute();
    const messagesStored = await t.db.selectFrom('contact_messages').select('user_id').execute();
    expect(testimonials.length).toBe(queued.filter((q) => q.name === 'testimonial.submit' && applied.has(q.id)).length);
    expect(messagesStored.length).toBe(queued.filter((q) => q.name === 'contact.send' && applied.has(q.id)).length);

    // Every device holds exactly what the server shows its account.
    const strip = (rows: SyncRow[]) => rows.map(({ bucket: _b, ...r }) => r).sort((a, b) => String(a.id).localeCompare(String(b.id)));
    for (const d of devices) {
      const truth = new Device(app, d.account);
      await truth.pull();
      const buckets = Object.keys(truth.cursors).sort();
      expect((await d.db.cursors.toArray()).map((c) => c.bucket).sort(), `${d.name} buckets`).toEqual(buckets);
      for (const bucket of buckets) {
        const kind = bucket.split(':')[0] as keyof typeof syncCollections;
        for (const name of syncCollections[kind]) {
          const local = await d.db.collection(name).where('bucket').equals(bucket).toArray();
          expect(strip(local), `${d.name} ${bucket} ${name}`).toEqual(strip(truth.rows(bucket, name)));
        }
      }
      d.db.close();
    }
    console.log(`randomised sync ${testDatabaseKind}: ${JSON.stringify({ ...outcomes, rejected, mutations: queued.length })}`);
    expect(outcomes.failedSyncs).toBeGreaterThan(0);
    expect(outcomes.syncs).toBeGreaterThan(0);
  });
});
