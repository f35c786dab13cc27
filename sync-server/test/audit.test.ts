/**
 * The audit trail (issue 19): a row for each kind of change (a user added, edited, given another
 * role, deleted; a course created, edited, deleted; a payment approved or rejected; an enrolment),
 * who did it and when, listed newest first and filtered by person, action and date, for
 * administrators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntrySchema, type AuditEntry } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { createAccount, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let admin: SignedInAccount;
let other: SignedInAccount;
let student: SignedInAccount;

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({
    config: { publicDir: '/nonexistent', adminSecretCode: 'open-sesame' },
    database: t,
    authRateLimitPerMinute: 10_000,
  });
  admin = await createAccount(t, app, 'Admin', 'admin');
  other = await createAccount(t, app, 'Other', 'admin');
  student = await createAccount(t, app, 'Asha');
}, 120_000);
afterAll(async () => {
  await app.close();
});

type Page = { entries: AuditEntry[]; actors: { id: string; name: string }[]; hasMore: boolean };

async function trail(query = '') {
  const res = await app.inject({ url: `/api/admin/audit${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Page>();
  for (const e of body.entries) expect(auditEntrySchema.strict().safeParse(e).success).toBe(true);
  return body;
}

const course = {
  title: 'Audited course',
  description: 'A course',
  level: 'Beginner',
  duration: '6 weeks',
  instructor: 'R. Kulkarni',
  price: 100,
  originalPrice: 200,
  category: 'Programming',
  skills: [],
  isActive: true,
  syllabus: [],
  status: 'published',
};

describe(`audit trail on ${testDatabaseKind}`, () => {
  it('refuses visitors (401) and students (403)', async () => {
    expect((await app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/audit', headers: student.headers })).statusCode).toBe(403);
  });

  it('records who added, edited, promoted and deleted a user, and who created, edited and deleted a course', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: admin.headers,
      payload: { firstName: 'New', lastName: 'Person', email: 'new.person@example.com', role: 'student' },
    });
    expect(added.statusCode).toBe(201);
    const userId = added.json<{ user: { id: string } }>().user.id;
    const edit = (role: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/users/${userId}`,
        headers: admin.headers,
        payload: { firstName: 'New', lastName: 'Name', email: 'new.person@example.com', role, secretCode: 'open-sesame' },
      });
    expect((await edit('student')).statusCode).toBe(200);
    expect((await edit('admin')).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${userId}`, headers: other.headers })).statusCode).toBe(200);

    const created = await app.inject({ method: 'POST', url: '/api/courses', headers: admin.headers, payload: course });
    expect(created.statusCode, created.body).toBe(201);
    const courseId = created.json<{ id?: string; course?: { id: string } }>();
    const id = courseId.course?.id ?? courseId.id!;
    expect(
      (await app.inject({ method: 'PUT', url: `/api/courses/${id}`, headers: admin.headers, payload: { ...course, price: 90 } }))
        .statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/courses/${id}`, headers: admin.headers })).statusCode).toBe(200);

    const { entries } = await trail();
    expect(entries.map((e) => [e.action, e.actorName])).toEqual([
      ['course.delete', 'Admin Test'],
      ['course.update', 'Admin Test'],
      ['course.create', 'Admin Test'],
      ['user.delete', 'Other Test'],
      ['user.role', 'Admin Test'],
      ['user.update', 'Admin Test'],
      ['user.update', 'Admin Test'],
      ['user.create', 'Admin Test'],
    ]);
    const role = entries.find((e) => e.action === 'user.role')!;
    expect(role).toMatchObject({ entity: 'user', entityId: userId, details: { from: 'student', to: 'admin' } });
    expect(entries.find((e) => e.action === 'user.delete')!.details).toMatchObject({ email: 'new.person@example.com' });
  });

  it('filters by person, action and date, and pages newest first', async () => {
    expect((await trail(`?actor=${other.id}`)).entries.map((e) => e.action)).toEqual(['user.delete']);
    expect((await trail('?action=user.update')).entries).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await trail(`?from=${today}&to=${today}`)).entries).toHaveLength(8);
    expect((await trail('?to=2020-01-01')).entries).toEqual([]);
    const { actors } = await trail();
    expect(actors.map((a) => a.name).sort()).toEqual(['Admin Test', 'Other Test']);
    const first = await trail('?action=user.update');
    const next = await trail(`?action=user.update&before=${first.entries[0]!.id}`);
    expect(next.entries.map((e) => e.id)).toEqual([first.entries[1]!.id]);
  });

  it('refuses an unknown action, a malformed person or date with 400 under the field', async () => {
    for (const q of ['?action=user.hack', '?actor=nobody', '?from=yesterday']) {
      const res = await app.inject({ url: `/api/admin/audit${q}`, headers: admin.headers });
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ errors?: { field: string }[] }>().errors?.[0]?.field).toMatch(/action|actor|from/);
    }
  });
});
