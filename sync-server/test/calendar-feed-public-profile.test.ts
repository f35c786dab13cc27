/**
 * Issue 18 on a real database: a student's private calendar feed (their courses' sessions only,
 * each with a reminder; a wrong or replaced token is a 404) and the public student profile (only
 * the public fields, never email, phone, address or education; hidden → 404 for everyone).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { enrollStudent } from '../src/features/payments/payments.repository.js';
import { insertUser, updateUser } from '../src/features/users/users.repository.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let dataDir = '';
const who = ['admin', 'student', 'other'] as const;
type Who = (typeof who)[number];
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;
const as = (w: Who | 'visitor'): Record<string, string> => (w === 'visitor' ? {} : { authorization: `Bearer ${tokens[w]}` });
let javaId = '';

/** A tiny PNG (1×1). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'feed-test-'));
  app = await buildApp({ config: { publicDir: '/nonexistent', dataDir }, database: t, authRateLimitPerMinute: 10_000 });
  const passwordHash = await hashPassword('Secret1!');
  for (const w of who) {
    const user = await insertUser(t.db, {
      firstName: w === 'student' ? 'Priya' : w,
      lastName: 'Patil',
      email: `${w}@feed.example.com`,
      phoneNumber: w === 'student' ? '9876543210' : null,
      role: w === 'admin' ? 'admin' : 'student',
      passwordHash,
    });
    ids[w] = user.id;
    tokens[w] = app.signAccessToken(user);
  }
  await updateUser(t.db, ids.student, { address: '12 Secret Lane, Nashik', education: 'B.Sc. Hidden', bio: 'I like Java.' });
  const course = async (title: string) =>
    (
      await t.db
        .insertInto('courses')
        .values({
          title,
          description: 'd',
          level: 'Beginner',
          duration: '8 weeks',
          instructor: 'I',
          price: 100,
          status: 'published',
          skills: '[]',
          projects: '[]',
          syllabus: '[]',
          learning_outcomes: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  javaId = await course('Java');
  const pythonId = await course('Python');
  await t.db
    .insertInto('live_sessions')
    .values([
      {
        course_id: javaId,
        title: 'Java doubts',
        description: 'Bring questions',
        date: '2026-12-15',
        time: '18:30',
        duration: '90 minutes',
      },
      { course_id: pythonId, title: 'Python secrets', date: '2026-12-16', time: '10:00' },
    ])
    .execute();
  await enrollStudent(t.db, ids.student, javaId);
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`calendar feed on ${testDatabaseKind}`, () => {
  let feedPath = '';

  it('gives a signed-in student one private feed address, the same on every ask', async () => {
    expect((await app.inject({ url: '/api/calendar-feed' })).statusCode).toBe(401);
    const first = await app.inject({ url: '/api/calendar-feed', headers: as('student') });
    expect(first.statusCode).toBe(200);
    feedPath = first.json<{ path: string }>().path;
    expect(feedPath).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\/sessions\.ics$/);
    expect((await app.inject({ url: '/api/calendar-feed', headers: as('student') })).json<{ path: string }>().path).toBe(feedPath);
    expect((await app.inject({ url: '/api/calendar-feed', headers: as('other') })).json<{ path: string }>().path).not.toBe(feedPath);
  });

  it('serves the sessions of the student’s courses only, each with a reminder, without a sign-in', async () => {
    const res = await app.inject({ url: feedPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('SUMMARY:Java doubts (Java)');
    expect(ics).toContain('DTSTART:20261215T130000Z'); // 18:30 in India
    expect(ics).toContain('TRIGGER:-PT15M');
    expect(ics).toContain('X-WR-CALNAME:');
    expect(ics).not.toContain('Python secrets');
    expect(ics.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
  });

  it('answers 404 for a wrong token, and gives a new address after a reset (the old one stops working)', async () => {
    const wrong = await app.inject({ url: `/api/calendar/${'A'.repeat(43)}/sessions.ics` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<{ message: string }>().message).toBe(messages.learningMore.calendarFeedNotFound);
    expect((await app.inject({ url: '/api/calendar/short/sessions.ics' })).statusCode).toBe(404);

    const reset = await app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: as('student') });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ message: messages.learningMore.calendarFeedReset });
    const newPath = (await app.inject({ url: '/api/calendar-feed', headers: as('student') })).json<{ path: string }>().path;
    expect(newPath).not.toBe(feedPath);
    expect((await app.inject({ url: feedPath })).statusCode).toBe(404);
    expect((await app.inject({ url: newPath })).statusCode).toBe(200);
  });
});

describe(`public student profile on ${testDatabaseKind}`, () => {
  it('shows a visitor the name, bio, photo, completed courses and certificates, and nothing private', async () => {
    const boundary = '----photo' + Date.now();
    const photo = await app.inject({
      method: 'POST',
      url: '/api/users/profile-image',
      headers: { ...as('student'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(photo.statusCode).toBe(200);
    await t.db.updateTable('enrollments').set({ status: 'completed' }).where('student_id', '=', ids.student).execute();

    const res = await app.inject({ url: `/api/students/${ids.student}/public-profile` });
    expect(res.statusCode).toBe(200);
    const profile = res.json<Record<string, unknown>>();
    expect(profile).toMatchObject({
      id: ids.student,
      firstName: 'Priya',
      lastName: 'Patil',
      bio: 'I like Java.',
      photoPath: `/api/students/${ids.student}/photo`,
      completedCourses: [{ id: javaId, title: 'Java' }],
      certificates: [],
    });
    expect(Object.keys(profile).sort()).toEqual(['bio', 'certificates', 'completedCourses', 'firstName', 'id', 'lastName', 'photoPath']);
    for (const secret of ['feed.example.com', '9876543210', 'Secret Lane', 'B.Sc.']) expect(res.body).not.toContain(secret);

    const image = await app.inject({ url: `/api/students/${ids.student}/photo` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('is not there for an administrator’s id or an unknown one', async () => {
    for (const id of [ids.admin, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await app.inject({ url: `/api/students/${id}/public-profile` });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(messages.learningMore.profileNotAvailable);
    }
  });

  it('lets the student hide it: then 404 for everyone, photo included; shown again on request', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/profile/visibility', payload: { visibility: 'hidden' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/profile/visibility', headers: as('student') })).json()).toEqual({ visibility: 'public' });
    const hide = await app.inject({
      method: 'PUT',
      url: '/api/profile/visibility',
      headers: as('student'),
      payload: { visibility: 'hidden' },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ visibility: 'hidden', message: messages.learningMore.profileHidden });
    expect((await app.inject({ url: `/api/students/${ids.student}/public-profile` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/students/${ids.student}/photo` })).statusCode).toBe(404);
    // Another student's setting is their own.
    expect((await app.inject({ url: '/api/profile/visibility', headers: as('other') })).json()).toEqual({ visibility: 'public' });

    await app.inject({ method: 'PUT', url: '/api/profile/visibility', headers: as('student'), payload: { visibility: 'public' } });
    expect((await app.inject({ url: `/api/students/${ids.student}/public-profile` })).statusCode).toBe(200);
  });
});
