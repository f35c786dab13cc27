/**
 * The PWA's sync engine against this server, case by case: pulled data never overwrites a
 * pending write, a rejected write is kept with its message until retried or discarded (which
 * puts the server's row back), blobs go up before their write and a refused file rejects it,
 * a device whose numbering fell behind the server renumbers, and another account's data is
 * cleared when a different person signs in.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxWaitingRunsPerUser, messages, syncLimits, syncSchemaVersion, type PullResponse } from '@institute/shared-schema';
import { AppDatabase } from '../../../pwa/src/data/db';
import { queueMutation } from '../../../pwa/src/sync/local-writes';
import { clearAccountData, discardRejected, retryRejected, SyncEngine, type ClientMeta } from '../../../pwa/src/sync/sync-engine';
import { buildApp, type App } from '../../src/app.js';
import { createAccount, type Account, type SignedInAccount } from '../sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test-database.js';

let t: TestDatabase;
let app: App;
let dataDir: string;
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);

async function inject(account: Account, path: string, init?: RequestInit): Promise<Response> {
  let payload: string | Buffer | undefined = init?.body as string | undefined;
  const headers: Record<string, string> = { ...(init?.headers as Record<string, string>), ...account.headers };
  if (init?.body instanceof FormData) {
    // Serialise the form as a browser would.
    const req = new Request('http://x/', { method: 'POST', body: init.body });
    headers['content-type'] = req.headers.get('content-type')!;
    payload = Buffer.from(await req.arrayBuffer());
  }
  const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: path, headers, payload });
  const body = res.rawPayload.length ? new Uint8Array(res.rawPayload) : null;
  return new Response(body, { status: res.statusCode, headers: res.headers as Record<string, string> });
}

function device(account: Account) {
  const db = new AppDatabase(`engine-${randomUUID()}`);
  const engine = new SyncEngine(
    db,
    (path, init) => inject(account, path, init),
    () => account.id,
  );
  return { db, engine };
}

/** An offline profile edit: a new name, the account's own email (offline edits cannot change it). */
const profile = (account: SignedInAccount, firstName: string) => ({ firstName, lastName: 'Test', email: account.email });

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = `/tmp/engine-test-${randomUUID()}`;
  app = await buildApp({ config: { publicDir: '/nonexistent', dataDir }, database: t, authRateLimitPerMinute: 100_000 });
});
afterAll(async () => {
  await app.close();
});

describe(`the PWA sync engine on ${testDatabaseKind}`, () => {
  it('fills the offline copy in stages, the quiz bank last, and drops quiz rows an earlier version kept in public', async () => {
    const question = await t.db
      .insertInto('quiz_questions')
      .values({
        id: 'python-beginner-practice-900',
        language: 'python',
        tier: 'beginner',
        sub_level: 'practice',
        position: 900,
        kind: 'concept',
        question: 'Staged?',
        code: null,
        options: JSON.stringify(['a', 'b', 'c', 'd']),
        correct: 1,
        explanation: 'b',
        verify: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const alice = await createAccount(t, app, 'Stella');
    const db = new AppDatabase(`engine-${randomUUID()}`);
    // A device of the earlier version: a question kept under `public`, one the server no longer has.
    await db.syncedRows('quizQuestions').put({ id: randomUUID(), bucket: 'public', question: 'gone' });
    const asked: string[] = [];
    const engine = new SyncEngine(
      db,
      (path, init) => {
        if (path.startsWith('/api/sync/pull')) asked.push(new URL(path, 'http://x').searchParams.get('only') ?? 'all');
        return inject(alice, path, init);
      },
      () => alice.id,
    );
    await engine.sync();
    expect(asked).toEqual(['user,course,public,admin', 'bank']);
    const copy = (await db.meta.get('offlineCopy'))?.value as Record<string, string>;
    expect(Object.keys(copy).sort()).toEqual(['pages', 'quizBank']);
    const questions = await db.syncedRows('quizQuestions').toArray();
    expect(questions.map((q) => q.bucket)).toEqual(questions.map(() => 'bank'));
    expect(questions.map((q) => q.id)).toContain(question.id);
    expect(questions.map((q) => q.question)).not.toContain('gone');
    // Signing out (or another account) keeps what everyone may hold: the bank is not pulled again.
    await clearAccountData(db);
    expect((await db.cursors.toArray()).map((c) => c.bucket).sort()).toEqual(['bank', 'public']);
    expect(await db.syncedRows('quizQuestions').count()).toBe(questions.length);
    await t.db.deleteFrom('quiz_questions').where('id', '=', question.id).execute();
  });

  it('keeps a pending write over pulled data, then shows the server row once the write is taken', async () => {
    const alice = await createAccount(t, app, 'Alice');
    const { db, engine } = device(alice);
    await engine.sync();
    expect(await db.collection('me').get(alice.id)).toMatchObject({ firstName: 'Alice' });

    const edit = profile(alice, 'Alicia');
    await queueMutation(db, alice.id, 'profile.update', { ...edit, bio: 'offline bio' });
    // Meanwhile an administrator changes her address on the server.
    await t.db.updateTable('users').set({ address: 'Admin street' }).where('id', '=', alice.id).execute();
    // A pull while the write is still waiting (as if the push had failed) must not undo it.
    const cursors = Object.fromEntries((await db.cursors.toArray()).map((c) => [c.bucket, c.cursor]));
    const pulled = await inject(
      alice,
      `/api/sync/pull?schemaVersion=${syncSchemaVersion}&cursors=${encodeURIComponent(JSON.stringify(cursors))}`,
    );
    await engine.apply((await pulled.json()) as PullResponse);
    expect(await db.collection('me').get(alice.id)).toMatchObject({ firstName: 'Alicia', bio: 'offline bio' });
    expect(await db.shadows.get(`me/${alice.id}`)).toMatchObject({ row: { address: 'Admin street', firstName: 'Alice' } });

    await engine.sync();
    expect(await db.collection('me').get(alice.id)).toMatchObject({ firstName: 'Alicia', bio: 'offline bio', address: 'Admin street' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
  });

  it('keeps a rejected write with its message; discarding it puts the server row back, retrying sends it again', async () => {
    const bob = await createAccount(t, app, 'Bob');
    const other = await createAccount(t, app, 'Other');
    const takenEmail = (await t.db.selectFrom('users').select('email').where('id', '=', other.id).executeTakeFirstOrThrow()).email;
    const { db, engine } = device(bob);
    await engine.sync();
    await queueMutation(db, bob.id, 'profile.update', { firstName: 'Robert', lastName: 'Test', email: takenEmail });
    expect(await db.collection('me').get(bob.id)).toMatchObject({ firstName: 'Robert' });
    await engine.sync();
    const [refused] = await db.outbox.toArray();
    // Offline edits cannot change the email (it needs the password, online).
    expect(refused).toMatchObject({ status: 'rejected', message: messages.auth.contactChangeOnline });
    // Still shown as the user typed it until they decide.
    expect(await db.collection('me').get(bob.id)).toMatchObject({ firstName: 'Robert' });

    await retryRejected(db, refused!.id);
    await engine.sync();
    const [again] = await db.outbox.toArray();
    expect(again).toMatchObject({ status: 'rejected', message: messages.auth.contactChangeOnline });
    expect(again!.id).not.toBe(refused!.id);

    await discardRejected(db, again!.id);
    expect(await db.collection('me').get(bob.id)).toMatchObject({ firstName: 'Bob' });
    expect(await db.outbox.count()).toBe(0);

    // A discarded creation disappears.
    await t.db.deleteFrom('courses').execute();
    await queueMutation(db, bob.id, 'course.bookmark', { courseId: randomUUID(), bookmarked: true });
    expect(await db.collection('bookmarks').count()).toBe(1);
    await engine.sync();
    const [gone] = await db.outbox.toArray();
    expect(gone).toMatchObject({ status: 'rejected', message: messages.sync.notFound });
    await discardRejected(db, gone!.id);
    expect(await db.collection('bookmarks').count()).toBe(0);
  });

  it('uploads a blob before its write, once, and rejects a write whose file is refused', async () => {
    const carol = await createAccount(t, app, 'Carol');
    const { db, engine } = device(carol);
    await engine.sync();
    const good = randomUUID();
    await queueMutation(db, carol.id, 'profile.update', profile(carol, 'Carol'), [
      { id: good, blob: new Blob([png], { type: 'image/png' }), name: 'proof.png', purpose: 'payment-screenshot' },
    ]);
    const bad = randomUUID();
    await queueMutation(db, carol.id, 'profile.update', profile(carol, 'Caroline'), [
      { id: bad, blob: new Blob(['not an image'], { type: 'image/png' }), name: 'fake.png', purpose: 'payment-screenshot' },
    ]);
    await engine.sync();
    const stored = await t.db.selectFrom('uploads').selectAll().where('id', '=', good).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ owner_id: carol.id, content_type: 'image/png', size_bytes: png.length });
    expect(await t.db.selectFrom('uploads').select('id').where('id', '=', bad).executeTakeFirst()).toBeUndefined();
    const left = await db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ status: 'rejected', message: messages.validation.screenshotType });
    expect(left[0]!.seq).toBeUndefined(); // never sent
    expect(await db.blobs.get(bad)).toMatchObject({ status: 'failed' });
    expect(await db.blobs.get(good)).toBeUndefined(); // taken by the server: no longer kept

    // The same upload again is harmless; different bytes under its id are refused.
    const again = new FormData();
    again.append('file', new Blob([png]), 'proof.png');
    expect((await inject(carol, `/api/uploads/${good}?purpose=payment-screenshot`, { method: 'PUT', body: again })).status).toBe(200);
    const other = new FormData();
    other.append('file', new Blob([Buffer.concat([png, Buffer.from([0])])]), 'proof.png');
    expect((await inject(carol, `/api/uploads/${good}?purpose=payment-screenshot`, { method: 'PUT', body: other })).status).toBe(409);
    const dave = await createAccount(t, app, 'Dave');
    const theirs = new FormData();
    theirs.append('file', new Blob([png]), 'proof.png');
    expect((await inject(dave, `/api/uploads/${good}?purpose=payment-screenshot`, { method: 'PUT', body: theirs })).status).toBe(403);
  });

  it('renumbers when the server is ahead of the device (a restored device) and loses nothing', async () => {
    const erin = await createAccount(t, app, 'Erin');
    const { db, engine } = device(erin);
    await engine.sync();
    for (let i = 0; i < 3; i++)
      await queueMutation(db, erin.id, 'contact.send', { id: randomUUID(), name: 'Erin', email: 'erin@example.com', message: `m${i}` });
    await engine.sync();
    const client = (await db.meta.get('client'))!.value as ClientMeta;
    await db.meta.put({ key: 'client', value: { ...client, nextSeq: 1 } });
    const id = randomUUID();
    await queueMutation(db, erin.id, 'contact.send', { id, name: 'Erin', email: 'erin@example.com', message: 'after restore' });
    await engine.sync();
    expect(await db.outbox.count()).toBe(0);
    expect(await t.db.selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    expect(((await db.meta.get('client'))!.value as ClientMeta).nextSeq).toBe(5);
  });

  it('cuts the outbox into pushes that fit the body limit, and loses nothing', async () => {
    const carl = await createAccount(t, app, 'Carl');
    const pushes: number[] = [];
    const db = new AppDatabase(`engine-${randomUUID()}`);
    const engine = new SyncEngine(
      db,
      (path, init) => {
        if (path === '/api/sync/push') pushes.push(Buffer.byteLength(init!.body as string));
        return inject(carl, path, init);
      },
      () => carl.id,
    );
    // Forty long programs queued offline: more than one push can carry.
    const program = `print("${'x'.repeat(60_000)}")`;
    for (let i = 0; i < 40; i++)
      await queueMutation(db, carl.id, 'code.run', { id: randomUUID(), language: 'python', code: program, stdin: 'y'.repeat(60_000) });
    await engine.sync();
    expect(pushes.length).toBeGreaterThan(1);
    expect(pushes.every((bytes) => bytes <= syncLimits.pushBodyBytes)).toBe(true);
    const outcomes = await db.outbox.toArray();
    expect(outcomes.filter((e) => e.status === 'pending')).toEqual([]);
    // The server keeps as many waiting runs as it allows and refuses the rest, each by name.
    expect(outcomes.filter((e) => e.status === 'rejected').map((e) => e.message)).toEqual(
      Array(40 - maxWaitingRunsPerUser).fill(messages.runner.tooManyWaiting(maxWaitingRunsPerUser)),
    );
  });

  it("clears one account's data when another signs in on the device", async () => {
    const frank = await createAccount(t, app, 'Frank');
    const grace = await createAccount(t, app, 'Grace');
    const db = new AppDatabase(`engine-${randomUUID()}`);
    let current = frank;
    const engine = new SyncEngine(
      db,
      (path, init) => inject(current, path, init),
      () => current.id,
    );
    await engine.sync();
    await queueMutation(db, frank.id, 'contact.send', { id: randomUUID(), name: 'F', email: 'f@example.com', message: 'offline' });
    current = grace;
    await engine.sync();
    expect(await db.collection('me').toArray()).toEqual([expect.objectContaining({ id: grace.id })]);
    expect(await db.collection('myMessages').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.cursors.toArray()).map((c) => c.bucket).sort()).toEqual(['bank', 'public', `user:${grace.id}`]);
  });
});
