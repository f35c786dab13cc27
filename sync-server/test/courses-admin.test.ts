/**
 * The administrator's course CRUD (site spec sections 5 and 7) on a real database: the form's
 * rules on the server, who may write, drafts hidden from the public, audit rows, and a course with
 * money records that cannot be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { enrollStudent } from '../src/features/payments/payments.repository.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
const tokens = { student: '', admin: '' };
const ids = { student: '', admin: '' };
const as = (who: keyof typeof tokens | 'visitor') => (who === 'visitor' ? {} : { authorization: `Bearer ${tokens[who]}` });

const valid = {
  title: '  Spring Boot  ',
  description: 'REST services with Spring',
  level: 'Intermediate',
  duration: '8 weeks',
  instructor: 'S. Deshmukh',
  price: 19999,
  originalPrice: 24999,
  status: 'published',
  syllabus: [
    { mainTopic: ' Basics ', subTopics: [' Beans ', '', 'Context'] },
    { mainTopic: '   ', subTopics: ['dropped: blank main topic'] },
    { mainTopic: 'Dropped: no sub topic', subTopics: ['  '] },
  ],
};

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  const passwordHash = await hashPassword('Secret1!');
  for (const role of ['student', 'admin'] as const) {
    const email = `${role}@courses.example.com`;
    ids[role] = (await insertUser(t.db, { firstName: role, lastName: 'Test', email, phoneNumber: null, role, passwordHash })).id;
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret1!' } });
    tokens[role] = login.json<{ token: string }>().token;
  }
});
afterAll(async () => {
  await app.close();
});

describe(`course CRUD on ${testDatabaseKind}`, () => {
  let id = '';

  it('creates a course from the form, trimmed, keeping only complete syllabus topics', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/courses', headers: as('admin'), payload: valid });
    expect(res.statusCode).toBe(201);
    const { message, course } = res.json<{
      message: string;
      course: { id: string; title: string; syllabus: { id: string; mainTopic: string; subTopics: string[] }[] };
    }>();
    expect(message).toBe(messages.success.courseCreated);
    expect(course.title).toBe('Spring Boot');
    expect(course.syllabus).toHaveLength(1);
    expect(course.syllabus[0]).toMatchObject({ mainTopic: 'Basics', subTopics: ['Beans', 'Context'] });
    expect(course.syllabus[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    id = course.id;
    const list = await app.inject({ method: 'GET', url: '/api/courses' });
    expect(list.json<{ id: string }[]>().map((c) => c.id)).toContain(id);
  });

  it('refuses invalid forms with the spec messages, all of them listed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: as('admin'),
      payload: { ...valid, title: ' ', instructor: '', price: 0, originalPrice: -5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: { message: string }[] }>();
    expect(body.message).toBe(messages.validation.titleRequired);
    expect(body.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        messages.validation.titleRequired,
        messages.validation.instructorRequired,
        messages.validation.priceRequired,
        messages.validation.originalPriceRequired,
      ]),
    );
  });

  it('lets only administrators write; a visitor gets 401 and a student 403', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/courses', payload: valid })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/courses', headers: as('student'), payload: valid })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: `/api/courses/${id}`, headers: as('student'), payload: valid })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/courses/${id}`, headers: as('student') })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/courses', headers: as('student') })).statusCode).toBe(403);
  });

  it('updates a course; a draft leaves the public list but stays in the admin list', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/courses/${id}`,
      headers: as('admin'),
      payload: { ...valid, status: 'draft', price: 17999 },
    });
    expect(res.json()).toMatchObject({ message: messages.success.courseUpdated, course: { price: 17999, status: 'draft' } });
    expect((await app.inject({ method: 'GET', url: '/api/courses' })).json<{ id: string }[]>().map((c) => c.id)).not.toContain(id);
    expect((await app.inject({ method: 'GET', url: `/api/courses/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/courses/${id}`, headers: as('admin') })).statusCode).toBe(200);
    const all = await app.inject({ method: 'GET', url: '/api/admin/courses', headers: as('admin') });
    expect(all.json<{ id: string }[]>().map((c) => c.id)).toContain(id);
  });

  it('refuses to delete a course with enrolments, deletes one without, and audits every write', async () => {
    await enrollStudent(t.db, ids.student, id);
    const refused = await app.inject({ method: 'DELETE', url: `/api/courses/${id}`, headers: as('admin') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.payments.courseHasRecords });

    const other = (
      await app.inject({ method: 'POST', url: '/api/courses', headers: as('admin'), payload: { ...valid, title: 'Temp' } })
    ).json<{
      course: { id: string };
    }>().course.id;
    const res = await app.inject({ method: 'DELETE', url: `/api/courses/${other}`, headers: as('admin') });
    expect(res.json()).toMatchObject({ message: messages.success.courseDeleted });
    expect((await app.inject({ method: 'GET', url: `/api/courses/${other}`, headers: as('admin') })).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id'])
      .where('entity', '=', 'course')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['course.create', 'course.update', 'course.create', 'course.delete']);
    expect(audit.every((a) => a.actor_id === ids.admin)).toBe(true);
  });
});
