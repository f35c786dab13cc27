/**
 * Reviews: testimonial moderation on a real database (issue 15; site spec sections 2, 5, 7 and 8).
 * A visitor's testimonial waits unapproved and out of the public list and bucket; an
 * administrator approves it (it then reaches every device), hides it (every device forgets it),
 * edits it with the form's rules and messages, and deletes it; only administrators may, and each
 * change leaves an audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Testimonial } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { createAccount, Device, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import { codedField } from './coded.js';

let t: TestDatabase;
let app: App;
let admin: SignedInAccount;
let student: SignedInAccount;

const form = { text: 'The mock interviews got me my first job.', author: 'Asha Patil', course: 'Java', faculty: 'Mr. Kulkarni', rating: 4 };

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  admin = await createAccount(t, app, 'ReviewAdmin', 'admin');
  student = await createAccount(t, app, 'ReviewStudent');
});
afterAll(async () => {
  await app.close();
});

const publicList = async () => (await app.inject({ method: 'GET', url: '/api/testimonials' })).json<Testimonial[]>();
const adminList = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/testimonials', headers: admin.headers })).json<Testimonial[]>();
const approve = (id: string, approved: boolean, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'PUT', url: `/api/testimonials/${id}/approval`, headers, payload: { approved } });

describe(`reviews on ${testDatabaseKind}`, () => {
  let id = '';

  it("keeps a visitor's testimonial out of the public list and bucket until an administrator approves it", async () => {
    const submitted = await app.inject({ method: 'POST', url: '/api/testimonials', payload: form });
    expect(submitted.statusCode).toBe(201);
    id = submitted.json<{ id: string }>().id;

    const visitor = new Device(app, null);
    await visitor.pull();
    expect(visitor.ids('public', 'testimonials')).not.toContain(id);
    expect((await publicList()).map((x) => x.id)).not.toContain(id);
    const waiting = (await adminList()).find((x) => x.id === id);
    expect(waiting).toMatchObject({ ...form, approved: false });
    // Waiting ones come first in the administrator's list.
    const seen = (await adminList()).map((x) => x.approved);
    expect(seen).toEqual([...seen.filter((a) => !a), ...seen.filter((a) => a)]);

    const approved = await approve(id, true);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: messages.reviews.approved, testimonial: { id, approved: true } });
    expect((await publicList()).find((x) => x.id === id)).toMatchObject({ ...form, approved: true });
    await visitor.pull();
    expect(visitor.rows('public', 'testimonials').find((r) => r.id === id)).toMatchObject({ author: 'Asha Patil' });

    // Hiding it takes it off the site: the list, and every device at its next pull.
    const hidden = await approve(id, false);
    expect(hidden.json()).toMatchObject({ message: messages.reviews.hidden, testimonial: { id, approved: false } });
    expect((await publicList()).map((x) => x.id)).not.toContain(id);
    await visitor.pull();
    expect(visitor.ids('public', 'testimonials')).not.toContain(id);
    await approve(id, true);
  });

  it('edits with the form rules and the spec messages, under each field', async () => {
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/testimonials/${id}`,
      headers: admin.headers,
      payload: { text: '  ', author: '', course: 'Cobol', faculty: '', rating: 6 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string; message: string }[] }>().errors).toEqual(
      expect.arrayContaining([
        codedField('text', messages.validation.testimonialTextRequired),
        codedField('author', messages.validation.testimonialAuthorRequired),
        codedField('course', messages.validation.testimonialCourseRequired),
        codedField('faculty', messages.validation.testimonialFacultyRequired),
        codedField('rating', messages.validation.ratingRange),
      ]),
    );
    const good = await app.inject({
      method: 'PUT',
      url: `/api/testimonials/${id}`,
      headers: admin.headers,
      payload: { ...form, text: '  Great teachers.  ', course: 'Python', rating: 5 },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({
      message: messages.success.testimonialUpdated,
      testimonial: { id, text: 'Great teachers.', course: 'Python', rating: 5, approved: true },
    });
    expect((await publicList()).find((x) => x.id === id)?.text).toBe('Great teachers.');
  });

  it('lets only administrators moderate: a visitor gets 401, a student 403; an unknown id 404', async () => {
    const student403 = student.headers;
    expect((await app.inject({ method: 'GET', url: '/api/admin/testimonials' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/testimonials', headers: student403 })).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['PUT', `/api/testimonials/${id}`, form],
      ['PUT', `/api/testimonials/${id}/approval`, { approved: false }],
      ['DELETE', `/api/testimonials/${id}`, undefined],
    ] as const) {
      expect((await app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await app.inject({ method, url, payload, headers: student403 });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toMatchObject({ message: messages.access.forbidden });
    }
    expect((await publicList()).find((x) => x.id === id)?.approved).toBe(true);
    const missing = '00000000-0000-4000-8000-000000000000';
    const gone = await app.inject({ method: 'PUT', url: `/api/testimonials/${missing}`, headers: admin.headers, payload: form });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: messages.reviews.notFound });
    expect((await approve('not-a-uuid', true)).statusCode).toBe(404);
  });

  it('deletes, and records every change in the audit trail', async () => {
    const removed = await app.inject({ method: 'DELETE', url: `/api/testimonials/${id}`, headers: admin.headers });
    expect(removed.json()).toMatchObject({ message: messages.success.testimonialDeleted });
    expect((await adminList()).map((x) => x.id)).not.toContain(id);
    expect((await app.inject({ method: 'DELETE', url: `/api/testimonials/${id}`, headers: admin.headers })).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity_id'])
      .where('entity', '=', 'testimonial')
      .orderBy('id')
      .execute();
    expect(audit).toEqual(
      ['testimonial.approve', 'testimonial.hide', 'testimonial.approve', 'testimonial.update', 'testimonial.delete'].map((action) => ({
        action,
        actor_id: admin.id,
        entity_id: id,
      })),
    );
  });
});
