/**
 * The sync protocol on each database: idempotent push, sequence gaps, rejected mutations,
 * permissions, the watermark under concurrent writers, deletes, bucket membership, paging,
 * resets, visitors and load shedding (DESIGN.md "Sync protocol").
 */
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  limits,
  messages,
  paymentVerificationSchema,
  pullResponseSchema,
  syncLimits,
  syncSchemaVersion,
  type PullResponse,
} from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { pull } from '../src/features/sync/sync-pull.js';
import { pruneTombstones } from '../src/features/sync/sync.repository.js';
import { insertCourse as insertCourseRow } from './course-fixture.js';
import { createAccount, Device, push, pushRaw, type Account, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import { coded, codedField } from './coded.js';

let t: TestDatabase;
let app: App;
let alice: SignedInAccount;
let bob: Account;
let admin: Account;

const testimonial = (id = randomUUID(), text = 'Great course') => ({
  id,
  text,
  author: 'Alice',
  course: 'Java',
  faculty: 'Ravi',
  rating: 5,
});

const insertCourse = (title?: string) => insertCourseRow(t.db, title);

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000, syncPageRows: 50 });
  alice = await createAccount(t, app, 'Alice');
  bob = await createAccount(t, app, 'Bob');
  admin = await createAccount(t, app, 'Admin', 'admin');
});
afterAll(async () => {
  await app.close();
});

describe(`push on ${testDatabaseKind}`, () => {
  it('applies a duplicate push once and answers the repeat with the first result', async () => {
    const clientId = `device-${randomUUID()}`;
    const m = { seq: 1, id: randomUUID(), name: 'testimonial.submit', args: testimonial() };
    const first = await push(app, alice, clientId, [m]);
    const again = await push(app, alice, clientId, [m]);
    expect(first).toEqual({ lastSeq: 1, results: [{ id: m.id, status: 'applied' }] });
    expect(again).toEqual(first);
    const rows = await t.db
      .selectFrom('testimonials')
      .selectAll()
      .where('id', '=', (m.args as { id: string }).id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ submitted_by: alice.id, approved: false });
  });

  it('applies once a push whose answer was lost after the commit, when the device sends it again with later changes', async () => {
    const clientId = `device-${randomUUID()}`;
    const a = {
      seq: 1,
      id: randomUUID(),
      name: 'contact.send',
      args: { id: randomUUID(), name: 'A', email: 'a@example.com', message: 'hi' },
    };
    await push(app, alice, clientId, [a]); // the answer never reached the device
    const b = {
      seq: 2,
      id: randomUUID(),
      name: 'contact.send',
      args: { id: randomUUID(), name: 'A', email: 'a@example.com', message: 'again' },
    };
    const resent = await push(app, alice, clientId, [a, b]);
    expect(resent.lastSeq).toBe(2);
    expect(resent.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const count = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', alice.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('stops the batch at a gap in sequence numbers and says where the server is', async () => {
    const clientId = `device-${randomUUID()}`;
    const m1 = { seq: 1, id: randomUUID(), name: 'testimonial.submit', args: testimonial() };
    const m3 = { seq: 3, id: randomUUID(), name: 'testimonial.submit', args: testimonial() };
    const answer = await push(app, alice, clientId, [m1, m3]);
    expect(answer).toEqual({ lastSeq: 1, results: [{ id: m1.id, status: 'applied' }] });
    const missing = await t.db
      .selectFrom('testimonials')
      .select('id')
      .where('id', '=', (m3.args as { id: string }).id)
      .executeTakeFirst();
    expect(missing).toBeUndefined();
    // The device renumbers and sends it again: it is applied.
    expect(await push(app, alice, clientId, [{ ...m3, seq: 2 }])).toEqual({ lastSeq: 2, results: [{ id: m3.id, status: 'applied' }] });
  });

  it('rejects an invalid, an unknown and a not-allowed mutation with messages, without blocking the next', async () => {
    const clientId = `device-${randomUUID()}`;
    const good = { seq: 4, id: randomUUID(), name: 'testimonial.submit', args: testimonial() };
    const answer = await push(app, alice, clientId, [
      { seq: 1, id: randomUUID(), name: 'testimonial.submit', args: { ...testimonial(), text: '  ' } },
      { seq: 2, id: randomUUID(), name: 'course.teleport', args: {} },
      { seq: 3, id: randomUUID(), name: 'course.bookmark', args: { courseId: randomUUID(), bookmarked: true } },
      good,
    ]);
    expect(answer.lastSeq).toBe(4);
    expect(answer.results.map((r) => [r.status, r.message])).toEqual([
      ['rejected', messages.validation.testimonialTextRequired],
      ['rejected', messages.sync.unknownMutation('course.teleport')],
      ['rejected', messages.sync.notFound],
      ['applied', undefined],
    ]);
    const rejectedAgain = await push(app, alice, clientId, [{ seq: 2, id: answer.results[1]!.id, name: 'course.teleport', args: {} }]);
    expect(rejectedAgain.results[0]).toMatchObject({ status: 'rejected', message: messages.sync.unknownMutation('course.teleport') });
  });

  it("does not let a student change another student's data", async () => {
    const bobsId = randomUUID();
    await push(app, bob, `device-${randomUUID()}`, [
      { seq: 1, id: randomUUID(), name: 'testimonial.submit', args: testimonial(bobsId, "Bob's words") },
    ]);
    const clientId = `device-${randomUUID()}`;
    const answer = await push(app, alice, clientId, [
      { seq: 1, id: randomUUID(), name: 'testimonial.submit', args: testimonial(bobsId, 'Alice rewrites it') },
      // Extra fields naming Bob are ignored: a profile edit always changes the pusher's own profile.
      {
        seq: 2,
        id: randomUUID(),
        name: 'profile.update',
        args: { id: bob.id, userId: bob.id, firstName: 'Mallory', lastName: 'X', email: alice.email },
      },
    ]);
    expect(answer.results[0]).toMatchObject({ status: 'rejected', message: messages.sync.notAllowed });
    expect(answer.results[1]).toMatchObject({ status: 'applied' });
    const stored = await t.db
      .selectFrom('testimonials')
      .select(['text', 'submitted_by'])
      .where('id', '=', bobsId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ text: "Bob's words", submitted_by: bob.id });
    const bobRow = await t.db.selectFrom('users').select('first_name').where('id', '=', bob.id).executeTakeFirstOrThrow();
    expect(bobRow.first_name).toBe('Bob');
    const aliceRow = await t.db.selectFrom('users').select(['first_name', 'email']).where('id', '=', alice.id).executeTakeFirstOrThrow();
    expect(aliceRow).toEqual({ first_name: 'Mallory', email: alice.email });

    // A device id belongs to the account that first used it.
    const stolen = await pushRaw(app, bob, { clientId, schemaVersion: syncSchemaVersion, mutations: [] });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ message: messages.sync.clientOfAnotherAccount });
    // And a mutation id another device used is refused, not replayed.
    const replay = await push(app, bob, `device-${randomUUID()}`, [
      { seq: 1, id: answer.results[1]!.id, name: 'profile.update', args: {} },
    ]);
    expect(replay).toEqual({ lastSeq: 1, results: [{ id: answer.results[1]!.id, status: 'rejected', message: messages.sync.notAllowed }] });
  });

  it('refuses pushes without an account, with a bad body or from an outdated app', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      payload: { clientId: 'x'.repeat(10), schemaVersion: 1, mutations: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await pushRaw(app, alice, { clientId: 'short', schemaVersion: syncSchemaVersion, mutations: [] })).statusCode).toBe(400);
    const old = await pushRaw(app, alice, { clientId: `device-${randomUUID()}`, schemaVersion: syncSchemaVersion - 1, mutations: [] });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ message: messages.sync.appOutdated, reset: 'schema' });
  });

  it('answers a push of the wrong shape or size with the catalogue words, and applies nothing', async () => {
    const clientId = `device-${randomUUID()}`;
    const wrongType = await pushRaw(app, alice, { clientId, schemaVersion: syncSchemaVersion, mutations: 'all of them' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      ...coded(messages.request.invalid('Mutations')),
      errors: [codedField('mutations', messages.request.invalid('Mutations'))],
    });
    const many = Array.from({ length: syncLimits.pushMutations + 1 }, (_, i) => ({
      seq: i + 1,
      id: randomUUID(),
      name: 'course.bookmark',
      args: {},
    }));
    const tooMany = await pushRaw(app, alice, { clientId, schemaVersion: syncSchemaVersion, mutations: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: messages.request.tooMany('Mutations', syncLimits.pushMutations) });
    const args = { text: 'x'.repeat(syncLimits.pushBodyBytes) };
    const tooLarge = await pushRaw(app, alice, {
      clientId,
      schemaVersion: syncSchemaVersion,
      mutations: [{ seq: 1, id: randomUUID(), name: 'testimonial.submit', args }],
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: messages.request.bodyTooLarge });
    expect(await t.db.selectFrom('sync_clients').select('client_id').where('client_id', '=', clientId).execute()).toEqual([]);
  });
});

describe(`hostile pushes and pulls on ${testDatabaseKind}`, () => {
  it('rejects the one mutation whose arguments hold a NUL, in its words, and applies the ones around it', async () => {
    const clientId = `device-${randomUUID()}`;
    const [before, nul, after] = [randomUUID(), randomUUID(), randomUUID()];
    const answer = await push(app, alice, clientId, [
      { seq: 1, id: before, name: 'testimonial.submit', args: testimonial(randomUUID(), 'Before') },
      { seq: 2, id: nul, name: 'testimonial.submit', args: testimonial(randomUUID(), 'Nul\u0000inside') },
      { seq: 3, id: after, name: 'contact.send', args: { id: randomUUID(), name: 'Alice', email: 'alice@example.com', message: 'Hi' } },
    ]);
    expect(answer).toEqual({
      lastSeq: 3,
      results: [
        { id: before, status: 'applied' },
        { id: nul, status: 'rejected', message: messages.request.badCharacter('Text') },
        { id: after, status: 'applied' },
      ],
    });
  });

  it('refuses a NUL in the client id or a mutation name with 400 and its words, and records nothing', async () => {
    const clientId = `device-${randomUUID()}`;
    const cases = [
      { clientId: `device-\u0000-${randomUUID()}`, name: 'testimonial.submit', field: 'Client id' },
      { clientId, name: 'testimonial\u0000.submit', field: 'Name' },
    ];
    for (const c of cases) {
      const res = await pushRaw(app, alice, {
        clientId: c.clientId,
        schemaVersion: syncSchemaVersion,
        mutations: [{ seq: 1, id: randomUUID(), name: c.name, args: testimonial() }],
      });
      expect(res.statusCode, c.field).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(messages.request.badCharacter(c.field));
    }
    expect(await t.db.selectFrom('sync_clients').select('client_id').where('client_id', '=', clientId).execute()).toEqual([]);
  });

  it('resets a bucket whose cursor holds numbers past any transaction id (1e20) or a NUL, never a 500', async () => {
    const forged = [{ w: 1e20 }, { w: 1, m: 2 ** 64 }, { w: 1, m: 5, p: [1e20, 1, 'k'] }, { w: 1, m: 5, p: [1, 1, 'k\u0000'] }, { w: -1 }];
    for (const cursor of forged) {
      const device = new Device(app, alice);
      device.cursors.public = Buffer.from(JSON.stringify(cursor)).toString('base64url');
      const answer = await device.pullOnce();
      expect(answer.buckets.find((b) => b.bucket === 'public')?.reset, JSON.stringify(cursor)).toBe(true);
    }
  });
});

describe(`a maximal push on ${testDatabaseKind}`, () => {
  it('is applied whole while /api/health keeps answering in the middle of it', async () => {
    const clientId = `device-${randomUUID()}`;
    const message = 'm'.repeat(limits.text);
    const mutations = Array.from({ length: syncLimits.pushMutations }, (_, i) => ({
      seq: i + 1,
      id: randomUUID(),
      name: 'contact.send',
      args: { id: randomUUID(), name: 'Alice', email: 'alice@example.com', message },
    }));
    const body = { clientId, schemaVersion: syncSchemaVersion, mutations };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(syncLimits.pushBodyBytes);
    let done = false;
    const pushed = pushRaw(app, alice, body).finally(() => (done = true));
    // Health, asked again and again while the push runs: some answers must come while the push is
    // part-way (some of its mutations committed, not all), not only before it starts or after it ends.
    const seenMidway: number[] = [];
    while (!done) {
      // A timer between asks, as requests from a network arrive: injected requests alone would run
      // on promise callbacks only and never let the push's own turn (setImmediate) come.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      const row = await t.db.selectFrom('sync_clients').select('last_seq').where('client_id', '=', clientId).executeTakeFirst();
      if (row && row.last_seq > 0 && row.last_seq < mutations.length && !done) seenMidway.push(row.last_seq);
    }
    const res = await pushed;
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ lastSeq: number; results: { status: string }[] }>();
    expect(answer.lastSeq).toBe(mutations.length);
    expect(answer.results.filter((r) => r.status === 'applied')).toHaveLength(mutations.length);
    expect(seenMidway.length).toBeGreaterThan(0);
    // Sent again (an answer lost), it is answered from the record and applies nothing twice.
    const again = await push(app, alice, clientId, mutations);
    expect(again).toEqual(answer);
  }, 120_000);
});

describe(`pull on ${testDatabaseKind}`, () => {
  it('gives a visitor the public bucket only, without secrets or unapproved rows', async () => {
    await t.db.insertInto('testimonials').values({ text: 'hidden', author: 'x', course: 'Java', faculty: 'f', approved: false }).execute();
    const shown = await t.db
      .insertInto('testimonials')
      .values({ text: 'shown', author: 'x', course: 'Java', faculty: 'f', approved: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const visitor = new Device(app, null);
    await visitor.pull();
    expect(Object.keys(visitor.cursors).sort()).toEqual(['bank', 'public']);
    const texts = visitor.rows('public', 'testimonials').map((r) => r.text);
    expect(texts).toContain('shown');
    expect(texts).not.toContain('hidden');
    expect(visitor.rows('public', 'testimonials').find((r) => r.id === shown.id)).not.toHaveProperty('submittedBy');

    const device = new Device(app, alice);
    await device.pull();
    const me = device.rows(`user:${alice.id}`, 'me');
    expect(me).toHaveLength(1);
    expect(me[0]).not.toHaveProperty('passwordHash');
    expect(me[0]).not.toHaveProperty('txid');
    expect(Object.keys(device.cursors).sort()).toEqual(['bank', 'public', `user:${alice.id}`]);
    // The bytes a pull sends are the answer its schema documents.
    expect(pullResponseSchema.safeParse(await new Device(app, alice).pullOnce()).error).toBeUndefined();
  });

  it('reaches a reader that pulled between two writers committing out of order', async () => {
    if (testDatabaseKind !== 'postgres') {
      // PGlite is one connection: a second writer cannot start while the first is open, so the
      // interleaving cannot happen there. Checked on PostgreSQL.
      expect(testDatabaseKind).toBe('pglite');
      return;
    }
    const reader = new Device(app, null);
    await reader.pull();
    const early = new pg.Client({ connectionString: t.url! });
    const late = new pg.Client({ connectionString: t.url! });
    await early.connect();
    await late.connect();
    try {
      await early.query('begin');
      await early.query(`insert into jobs (title, company, role, location, posted_on, last_date, experience, description)
        values ('early', 'C', 'Internship', 'L', '2026-11-01', '2026-12-01', '0', 'd')`); // takes the older txid
      await late.query('begin');
      await late.query(`insert into jobs (title, company, role, location, posted_on, last_date, experience, description)
        values ('late', 'C', 'Internship', 'L', '2026-11-01', '2026-12-01', '0', 'd')`);
      await late.query('commit'); // the newer transaction commits first
      await reader.pull();
      expect(reader.rows('public', 'jobs').map((r) => r.title)).toEqual(['late']);
      await early.query('commit');
      await reader.pull();
      expect(
        reader
          .rows('public', 'jobs')
          .map((r) => r.title)
          .sort(),
      ).toEqual(['early', 'late']);
    } finally {
      await early.end();
      await late.end();
    }
  });

  it('brings create, delete and recreate of one id to a device, pulled between steps or all at once', async () => {
    const between = new Device(app, null);
    const atOnce = new Device(app, null);
    await between.pull();
    await atOnce.pull();
    const id = randomUUID();
    const job = {
      id,
      title: 'Job',
      company: 'C',
      role: 'Internship' as const,
      location: 'L',
      posted_on: '2026-11-01',
      last_date: '2026-12-01',
      experience: '0',
      description: 'd',
      skills: '[]',
    };
    await t.db.insertInto('jobs').values(job).execute();
    await between.pull();
    expect(between.ids('public', 'jobs')).toContain(id);
    await t.db.deleteFrom('jobs').where('id', '=', id).execute();
    await between.pull();
    expect(between.ids('public', 'jobs')).not.toContain(id);
    await t.db
      .insertInto('jobs')
      .values({ ...job, title: 'Job again' })
      .execute();
    await between.pull();
    await atOnce.pull();
    for (const device of [between, atOnce]) expect(device.rows('public', 'jobs').find((r) => r.id === id)?.title).toBe('Job again');

    // Deleted and recreated inside one transaction: the device ends with the row.
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('jobs').where('id', '=', id).execute();
      await trx
        .insertInto('jobs')
        .values({ ...job, title: 'Job third' })
        .execute();
    });
    await between.pull();
    expect(between.rows('public', 'jobs').find((r) => r.id === id)?.title).toBe('Job third');
    await t.db.deleteFrom('jobs').where('id', '=', id).execute();
    await between.pull();
    expect(between.ids('public', 'jobs')).not.toContain(id);
  });

  it('forgets a course that is unpublished and learns it again when republished', async () => {
    const id = await insertCourse('Toggle');
    const device = new Device(app, null);
    await device.pull();
    expect(device.ids('public', 'courses')).toContain(id);
    await t.db.updateTable('courses').set({ status: 'draft' }).where('id', '=', id).execute();
    await device.pull();
    expect(device.ids('public', 'courses')).not.toContain(id);
    await t.db.updateTable('courses').set({ status: 'published' }).where('id', '=', id).execute();
    await device.pull();
    expect(device.ids('public', 'courses')).toContain(id);
  });

  it('sends a whole course bucket when an enrollment appears, and removes it when the enrollment goes', async () => {
    const courseId = await insertCourse('Enrolled');
    // Content written long before the enrollment.
    for (let i = 0; i < 3; i++)
      await t.db
        .insertInto('course_contents')
        .values({ course_id: courseId, title: `Lesson ${i}`, type: 'note', position: i })
        .execute();
    await t.db
      .insertInto('course_contents')
      .values({ course_id: courseId, title: 'Homework', type: 'assignment', due_date: '2026-12-01', max_marks: 100, position: 3 })
      .execute();
    const device = new Device(app, bob);
    await device.pull();
    expect(device.cursors[`course:${courseId}`]).toBeUndefined();

    const enrollment = await t.db
      .insertInto('enrollments')
      .values({ student_id: bob.id, course_id: courseId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await device.pull();
    expect(
      device
        .rows(`course:${courseId}`, 'courseContents')
        .map((r) => r.title)
        .sort(),
    ).toEqual(['Homework', 'Lesson 0', 'Lesson 1', 'Lesson 2']);
    expect(device.rows(`course:${courseId}`, 'courseContents').find((r) => r.type === 'assignment')).toMatchObject({
      dueDate: '2026-12-01',
      maxMarks: 100,
    });
    expect(device.ids(`user:${bob.id}`, 'enrollments')).toEqual([enrollment.id]);
    // Alice is not enrolled and sees none of it.
    const other = new Device(app, alice);
    await other.pull();
    expect(other.cursors[`course:${courseId}`]).toBeUndefined();

    await t.db.deleteFrom('enrollments').where('id', '=', enrollment.id).execute();
    await device.pull();
    expect(device.store.has(`course:${courseId}`)).toBe(false);
    expect(device.cursors[`course:${courseId}`]).toBeUndefined();
    expect(device.ids(`user:${bob.id}`, 'enrollments')).toEqual([]);
  });

  it('pages a large bucket and loses nothing, even while rows change between pages', async () => {
    const device = new Device(app, null);
    await device.pull();
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) ids.push(randomUUID());
    await t.db
      .insertInto('jobs')
      .values(
        ids.map((id, i) => ({
          id,
          title: `Paged ${i}`,
          company: 'C',
          role: 'Full Time' as const,
          location: 'L',
          posted_on: '2026-11-01',
          last_date: '2026-12-01',
          experience: '0',
          description: 'd',
          skills: '[]',
        })),
      )
      .execute();
    const first = await device.pullOnce();
    device.apply(first);
    expect(first.hasMore).toBe(true);
    // Changes land between pages: one row already sent is edited, one not yet sent is deleted.
    await t.db.updateTable('jobs').set({ title: 'Edited' }).where('id', '=', ids[0]!).execute();
    await t.db.deleteFrom('jobs').where('id', '=', ids[119]!).execute();
    const requests = await device.pull();
    expect(requests).toBeGreaterThan(1);
    const server = await t.db.selectFrom('jobs').select(['id', 'title']).execute();
    const local = device.rows('public', 'jobs');
    expect(local.map((r) => r.id).sort()).toEqual(server.map((r) => r.id).sort());
    expect(local.find((r) => r.id === ids[0])?.title).toBe('Edited');
  });

  it('pulls the kinds a device names first and the quiz bank after, leaving the other cursors alone', async () => {
    for (const account of [null, alice]) {
      const device = new Device(app, account);
      await device.pull('user,course,public,admin');
      expect(Object.keys(device.cursors)).not.toContain('bank');
      expect(Object.keys(device.cursors)).toContain('public');
      const firstCursors = { ...device.cursors };
      // The second stage brings the bank and says nothing of the buckets already current.
      const answer = await device.pullOnce('bank');
      expect(answer.buckets.map((b) => b.bucket)).toEqual(['bank']);
      device.apply(answer);
      expect(Object.keys(device.cursors).sort()).toEqual([...Object.keys(firstCursors), 'bank'].sort());
    }
    const bad = await app.inject({ method: 'GET', url: `/api/sync/pull?schemaVersion=${syncSchemaVersion}&only=public,secrets` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/only must list bucket kinds/);
  });

  it('answers an up-to-date pull with one small request', async () => {
    const device = new Device(app, alice);
    await device.pull();
    device.requests = 0;
    device.bytes = 0;
    expect(await device.pull()).toBe(1);
    expect(device.bytes).toBeLessThan(1024);
  });

  it('resets a device whose cursor is older than the pruned tombstones, and one whose cursor is garbage', async () => {
    const device = new Device(app, null);
    await device.pull();
    const id = await insertCourse('Pruned');
    await t.db.deleteFrom('courses').where('id', '=', id).execute();
    await pruneTombstones(t.db, new Date(Date.now() + 60_000));
    const answer = await device.pullOnce();
    expect(answer.buckets.find((b) => b.bucket === 'public')?.reset).toBe(true);
    device.cursors.public = 'not-a-cursor';
    const garbage = await device.pullOnce();
    expect(garbage.buckets.find((b) => b.bucket === 'public')?.reset).toBe(true);
  });

  it('gives administrators the admin bucket and students not', async () => {
    const device = new Device(app, admin);
    await device.pull();
    expect(device.cursors.admin).toBeDefined();
    expect(device.rows('admin', 'adminUsers').length).toBeGreaterThanOrEqual(3);
    expect(device.rows('admin', 'adminUsers').every((u) => !('passwordHash' in u))).toBe(true);
    const student = new Device(app, alice);
    student.cursors.admin = device.cursors.admin!;
    await student.pull();
    expect(student.cursors.admin).toBeUndefined();
  });

  it('refuses an outdated app and a bad token', async () => {
    const old = await app.inject({ method: 'GET', url: `/api/sync/pull?schemaVersion=${syncSchemaVersion - 1}` });
    expect(old.statusCode).toBe(409);
    const badToken = await app.inject({
      method: 'GET',
      url: `/api/sync/pull?schemaVersion=${syncSchemaVersion}`,
      headers: { authorization: 'Bearer nope' },
    });
    expect(badToken.statusCode).toBe(401);
  });
});

describe(`compressed pulls on ${testDatabaseKind}`, () => {
  const url = `/api/sync/pull?schemaVersion=${syncSchemaVersion}`;
  /** The answer without its cursors (on PostgreSQL another database's transactions can move them between two pulls). */
  const content = (text: string) => {
    const answer = JSON.parse(text) as PullResponse;
    return { ...answer, buckets: answer.buckets.map(({ cursor, ...b }) => ({ ...b, cursor: typeof cursor })) };
  };

  it('sends gzip, br or deflate answers that decode to the plain answer, to visitors and students', async () => {
    for (let i = 0; i < 5; i++) await insertCourse(`Compressed ${i}`);
    for (const headers of [{}, alice.headers]) {
      const plain = await app.inject({ method: 'GET', url, headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const encodings = [
        ['gzip', 'gzip', zlib.gunzipSync],
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['deflate', undefined, (b: Buffer) => b], // the server offers br and gzip only
      ] as const;
      for (const [accept, encoding, decode] of encodings) {
        const res = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(content(decode(res.rawPayload).toString())).toEqual(content(plain.body));
      }
    }
  });

  it('gives visitors under one snapshot the same kept answer, and a visitor after a write the new row', async () => {
    const visitor = { sub: '00000000-0000-0000-0000-000000000000', role: 'student' as const };
    const visitorPull = () => pull(t.db, visitor, {}, { publicOnly: true, pageRows: 50 });
    // PGlite runs one transaction at a time and nothing else writes: every pull here has the same
    // snapshot (on PostgreSQL any database of the server moves it).
    if (testDatabaseKind === 'pglite') {
      const [first, second] = await Promise.all([visitorPull(), visitorPull()]);
      const third = await visitorPull();
      expect(second).toBe(first);
      expect(third).toBe(first);
      const gzip = await first.encode('gzip');
      expect((await third.encode('gzip')).bytes).toBe(gzip.bytes);
      const a = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      const b = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(a.rawPayload.equals(gzip.bytes)).toBe(true);
      expect(b.rawPayload.equals(gzip.bytes)).toBe(true);
    }
    await new Device(app, null).pull();
    const id = await insertCourse('After the kept page');
    const next = new Device(app, null);
    await next.pull();
    expect(next.ids('public', 'courses')).toContain(id);
  });
});

describe(`load shedding on ${testDatabaseKind}`, () => {
  it('answers 503 with Retry-After beyond the queue, and serves the rest', async () => {
    const small = await buildApp({
      config: { publicDir: '/nonexistent', sync: { maxConcurrent: 1, maxQueued: 2 } },
      database: t,
      closeDatabase: false,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          small.inject({
            method: 'GET',
            url: `/api/sync/pull?schemaVersion=${syncSchemaVersion}`,
            headers: i % 2 ? { 'accept-encoding': 'gzip' } : {},
          }),
        ),
      );
      const busy = answers.filter((a) => a.statusCode === 503);
      const served = answers.filter((a) => a.statusCode === 200);
      expect(served.length).toBeGreaterThanOrEqual(3);
      for (const a of served)
        expect(
          JSON.parse((a.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(a.rawPayload) : a.rawPayload).toString()),
        ).toHaveProperty('buckets');
      expect(busy.length).toBeGreaterThan(0);
      for (const b of busy) {
        expect(Number(b.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(b.json()).toMatchObject({ message: messages.sync.busy });
      }
    } finally {
      await small.close();
    }
  });
});

describe(`visitor forms on ${testDatabaseKind}`, () => {
  it('takes a testimonial and a contact message from a visitor, validated, and lists only approved testimonials', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: { text: '', author: 'V', course: 'Java', faculty: 'F', rating: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: messages.validation.testimonialTextRequired });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: { text: 'Loved it', author: 'V', course: 'Java', faculty: 'F', rating: '4' },
    });
    expect(ok.statusCode).toBe(201);
    const { id } = ok.json<{ id: string }>();
    const row = await t.db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ approved: false, rating: 4, submitted_by: null });
    const listed = await app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(listed.json<{ id: string; approved: boolean }[]>().every((x) => x.approved)).toBe(true);
    expect(listed.json<{ id: string }[]>().map((x) => x.id)).not.toContain(id);

    const contact = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'V', email: 'not-an-email', message: 'hi' } });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({ message: messages.validation.emailInvalid });
    const sent = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'V', email: 'v@example.com', message: 'hi' } });
    expect(sent.statusCode).toBe(201);
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', sent.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ subject: 'General Inquiry', user_id: null });
  });

  it('a wrong type in a testimonial or a message is a 400 with the catalogue words; the list has no aliases', async () => {
    const testimonial = await app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: { text: ['Loved', 'it'], author: 'V', course: 'Java', faculty: 'F', rating: 5 },
    });
    expect(testimonial.statusCode).toBe(400);
    expect(testimonial.json()).toEqual({
      ...coded(messages.validation.testimonialTextRequired),
      errors: [codedField('text', messages.validation.testimonialTextRequired)],
    });
    const rating = await app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: { text: 'Loved it', author: 'V', course: 'Java', faculty: 'F', rating: { stars: 5 } },
    });
    expect(rating.statusCode).toBe(400);
    expect(rating.json()).toMatchObject({ message: messages.validation.ratingRange, errors: [{ field: 'rating' }] });
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'V', email: 'v@example.com', subject: 3, message: 'hi' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({
      ...coded(messages.validation.contactSubjectRequired),
      errors: [codedField('subject', messages.validation.contactSubjectRequired)],
    });
    const long = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'n'.repeat(101), email: 'v@example.com', message: 'hi' },
    });
    expect(long.json()).toMatchObject({ message: messages.request.tooLong('Name', 100) });
    const listed = await app.inject({ method: 'GET', url: '/api/testimonials' });
    for (const t of listed.json<object[]>()) expect(t).not.toHaveProperty('_id');
  });
});

describe(`payment proofs through sync on ${testDatabaseKind}`, () => {
  it('takes a proof pushed after its screenshot; approval enrols, and the course bucket reaches the student', async () => {
    const student = await createAccount(t, app, 'Payer');
    const courseId = await insertCourse('Paid course');
    await t.db.insertInto('course_contents').values({ course_id: courseId, title: 'Welcome lesson', type: 'note', position: 0 }).execute();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
      'hex',
    );
    const screenshot = randomUUID();
    const boundary = 'b' + randomUUID();
    const upload = await app.inject({
      method: 'PUT',
      url: `/api/uploads/${screenshot}?purpose=payment-screenshot`,
      headers: { ...student.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(201);

    const proofId = randomUUID();
    const clientId = `device-${randomUUID()}`;
    const missing = await push(app, student, clientId, [
      {
        seq: 1,
        id: randomUUID(),
        name: 'payment.proof',
        args: { id: randomUUID(), courseId, transactionId: 'UPI1', screenshot: randomUUID() },
      },
    ]);
    expect(missing.results[0]).toMatchObject({ status: 'rejected', message: messages.validation.screenshotRequired });
    const answer = await push(app, student, clientId, [
      {
        seq: 2,
        id: randomUUID(),
        name: 'payment.proof',
        args: { id: proofId, courseId, transactionId: 'UPI123456', amount: 1000, screenshot },
      },
    ]);
    expect(answer.results[0]).toMatchObject({ status: 'applied' });

    const device = new Device(app, student);
    await device.pull();
    expect(device.rows(`user:${student.id}`, 'paymentProofs')).toEqual([expect.objectContaining({ id: proofId, status: 'pending' })]);
    // One shape on the wire: the synced row is the REST answer's proof, field for field.
    const [synced] = device.rows(`user:${student.id}`, 'paymentProofs');
    expect(paymentVerificationSchema.strict().safeParse(synced).success).toBe(true);
    const mine = await app.inject({ method: 'GET', url: '/api/payment-verifications/mine', headers: student.headers });
    expect(mine.json<{ verifications: unknown[] }>().verifications).toEqual([synced]);
    const adminDevice = new Device(app, admin);
    await adminDevice.pull();
    const adminRow = adminDevice.rows('admin', 'adminPayments').find((r) => r.id === proofId);
    expect(adminRow).toEqual(synced);
    expect(device.cursors[`course:${courseId}`]).toBeUndefined();

    const decided = await app.inject({
      method: 'PUT',
      url: `/api/update-verification/${proofId}`,
      headers: admin.headers,
      payload: { status: 'approved', adminNotes: 'Received, thank you' },
    });
    expect(decided.statusCode).toBe(200);
    await device.pull();
    expect(device.rows(`user:${student.id}`, 'paymentProofs')).toEqual([
      expect.objectContaining({ id: proofId, status: 'approved', adminNotes: 'Received, thank you' }),
    ]);
    expect(device.rows(`user:${student.id}`, 'enrollments')).toEqual([expect.objectContaining({ courseId })]);
    expect(device.rows(`course:${courseId}`, 'courseContents').map((r) => r.title)).toEqual(['Welcome lesson']);
  });
});
