/**
 * The administrator's inbox (issue 19): contact messages newest first, searched and filtered by
 * subject, marked read or unread and archived on the server; students and visitors are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessagesApi, inboxMessageSchema, pathOf, type EndpointDef, type InboxMessage } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let adminToken = '';
let studentToken = '';

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  const passwordHash = await hashPassword('Secret1!');
  const admin = await insertUser(t.db, {
    firstName: 'Admin',
    lastName: 'Inbox',
    email: 'admin@inbox.example.com',
    phoneNumber: '9000000013',
    role: 'admin',
    passwordHash,
  });
  const student = await insertUser(t.db, {
    firstName: 'Asha',
    lastName: 'Inbox',
    email: 'asha@inbox.example.com',
    phoneNumber: '9000000011',
    role: 'student',
    passwordHash,
  });
  adminToken = app.signAccessToken(admin);
  studentToken = app.signAccessToken(student);
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function send(name: string, subject: string, message: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email: `${name.toLowerCase()}@example.com`, subject, message },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function inbox(query = '') {
  const res = await app.inject({ url: `/api/admin/messages${query}`, headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ messages: InboxMessage[]; unread: number }>();
  for (const m of body.messages) expect(inboxMessageSchema.strict().safeParse(m).success).toBe(true);
  return body;
}

async function update(id: string, body: object) {
  return app.inject({ method: 'PUT', url: `/api/admin/messages/${id}`, headers: { authorization: `Bearer ${adminToken}` }, payload: body });
}

describe(`administrator's inbox on ${testDatabaseKind}`, () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.ravi = await send('Ravi', 'Support', 'The quiz timer stops on my phone');
    ids.meena = await send('Meena', 'Feedback', 'Loved the Java course, 100% worth it');
    ids.arun = await send('Arun', 'General Inquiry', 'Do you have weekend batches?');
  });

  it('refuses visitors (401) and students (403) on every inbox route', async () => {
    const sample = '00000000-0000-4000-8000-00000000abcd';
    for (const e of Object.values(adminMessagesApi) as EndpointDef[]) {
      const url = pathOf(e.path, { id: sample });
      const payload = e.method === 'PUT' ? { read: true } : undefined;
      const visitor = await app.inject({ method: e.method, url, payload });
      expect(visitor.statusCode, `${e.method} ${e.path}`).toBe(401);
      const student = await app.inject({ method: e.method, url, payload, headers: { authorization: `Bearer ${studentToken}` } });
      expect(student.statusCode, `${e.method} ${e.path}`).toBe(403);
    }
  });

  it('lists messages newest first, all unread, with the unread count', async () => {
    const body = await inbox();
    expect(body.messages.map((m) => m.name)).toEqual(['Arun', 'Meena', 'Ravi']);
    expect(body.messages.every((m) => m.readAt === null && m.archivedAt === null)).toBe(true);
    expect(body.unread).toBe(3);
    const count = await app.inject({ url: '/api/admin/messages/unread-count', headers: { authorization: `Bearer ${adminToken}` } });
    expect(count.json()).toEqual({ unread: 3 });
  });

  it('searches every text field case-insensitively, takes % literally, and filters by subject', async () => {
    expect((await inbox('?search=QUIZ')).messages.map((m) => m.name)).toEqual(['Ravi']);
    expect((await inbox('?search=meena%40example')).messages.map((m) => m.name)).toEqual(['Meena']);
    expect((await inbox('?search=100%25')).messages.map((m) => m.name)).toEqual(['Meena']);
    expect((await inbox('?search=%25%25')).messages).toEqual([]);
    expect((await inbox('?subject=Support')).messages.map((m) => m.name)).toEqual(['Ravi']);
    expect((await inbox('?subject=Feedback&search=ravi')).messages).toEqual([]);
  });

  it('refuses an unknown subject or view and an overlong search under their field', async () => {
    for (const q of ['?subject=Spam', '?view=everything', `?search=${'x'.repeat(101)}`]) {
      const res = await app.inject({ url: `/api/admin/messages${q}`, headers: { authorization: `Bearer ${adminToken}` } });
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ errors?: { field: string }[] }>().errors?.[0]?.field).toMatch(/subject|view|search/);
    }
  });

  it('marks read and unread; the unread view and count follow', async () => {
    const read = await update(ids.ravi!, { read: true });
    expect(read.statusCode).toBe(200);
    const readAt = read.json<InboxMessage>().readAt;
    expect(readAt).not.toBeNull();
    // Marking read again keeps the first time it was read.
    expect((await update(ids.ravi!, { read: true })).json<InboxMessage>().readAt).toBe(readAt);
    const unreadView = await inbox('?view=unread');
    expect(unreadView.messages.map((m) => m.name)).toEqual(['Arun', 'Meena']);
    expect(unreadView.unread).toBe(2);
    expect((await update(ids.ravi!, { read: false })).json<InboxMessage>().readAt).toBeNull();
    expect((await inbox()).unread).toBe(3);
  });

  it('archives a message out of the inbox and its count, and brings it back', async () => {
    expect((await update(ids.arun!, { archived: true })).statusCode).toBe(200);
    const body = await inbox();
    expect(body.messages.map((m) => m.name)).toEqual(['Meena', 'Ravi']);
    expect(body.unread).toBe(2);
    expect((await inbox('?view=archived')).messages.map((m) => m.name)).toEqual(['Arun']);
    await update(ids.arun!, { archived: false });
    expect((await inbox()).messages.map((m) => m.name)).toEqual(['Arun', 'Meena', 'Ravi']);
  });

  it('answers 404 for a message that does not exist and 400 for an empty change or a bad id', async () => {
    expect((await update('00000000-0000-4000-8000-00000000abcd', { read: true })).statusCode).toBe(404);
    expect((await update(ids.ravi!, {})).statusCode).toBe(400);
    expect((await update('not-a-uuid', { read: true })).statusCode).toBe(400);
    expect((await update(ids.ravi!, { read: 'yes' })).statusCode).toBe(400);
  });
});
