/**
 * Live sessions (issue 18) on a real database: who may call each route, the schedule form's rules,
 * verify's rules at each boundary of the join window (the server's clock, the institute's time
 * zone) and join recording attendance once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteConfig, messages, wallClockToInstant } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { enrollStudent } from '../src/features/payments/payments.repository.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let clock = Date.now();
const who = ['admin', 'enrolled', 'enrolled2', 'outsider'] as const;
type Who = (typeof who)[number];
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;
const as = (w: Who | 'visitor') => (w === 'visitor' ? {} : { authorization: `Bearer ${tokens[w]}` });
let courseId = '';
const minute = 60_000;
const date = '2026-12-15';
const time = '18:30';
const startsAt = wallClockToInstant(date, time, defaultSiteConfig.timeZone);

const session = (extra: Record<string, unknown> = {}) => ({
  title: 'Spring REST live',
  courseId,
  date,
  time,
  meetingLink: 'https://meet.example.com/abc',
  ...extra,
});

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000, now: () => clock });
  const passwordHash = await hashPassword('Secret1!');
  for (const w of who) {
    const email = `${w}@sessions.example.com`;
    const role = w === 'admin' ? 'admin' : 'student';
    ids[w] = (await insertUser(t.db, { firstName: w, lastName: 'Test', email, phoneNumber: null, role, passwordHash })).id;
    tokens[w] = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret1!' } })).json<{
      token: string;
    }>().token;
  }
  courseId = (
    await t.db
      .insertInto('courses')
      .values({
        title: 'Spring',
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
  await enrollStudent(t.db, ids.enrolled, courseId);
  await enrollStudent(t.db, ids.enrolled2, courseId);
});
afterAll(async () => {
  await app.close();
});

async function create(payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/live-sessions', headers: as('admin'), payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ message: string; session: { id: string; [k: string]: unknown } }>();
}
const verify = async (id: string, w: Who) =>
  (await app.inject({ method: 'GET', url: `/api/live-sessions/${id}/verify`, headers: as(w) })).json<{
    canJoin: boolean;
    message: string;
  }>();
const join = (id: string, w: Who) => app.inject({ method: 'POST', url: `/api/live-sessions/${id}/join`, headers: as(w), payload: {} });

describe(`live sessions on ${testDatabaseKind}`, () => {
  it('schedules with the spec defaults (1 hour, 50 participants, scheduled) and lists it for the administrator', async () => {
    const { message, session: s } = await create(session());
    expect(message).toBe(messages.success.liveSessionCreated);
    expect(s).toMatchObject({ duration: '1 hour', maxParticipants: 50, status: 'scheduled', participants: 0, time: '18:30' });
    const list = await app.inject({ method: 'GET', url: `/api/live-sessions?courseId=${courseId}`, headers: as('admin') });
    expect(list.json<{ id: string }[]>().map((x) => x.id)).toContain(s.id);
    const other = await app.inject({ method: 'GET', url: `/api/live-sessions?courseId=${crypto.randomUUID()}`, headers: as('admin') });
    expect(other.json()).toEqual([]);
  });

  it('refuses a form without title, course, date or time with the spec message, and a link that is not http(s)', async () => {
    for (const field of ['title', 'courseId', 'date', 'time']) {
      const res = await app.inject({ method: 'POST', url: '/api/live-sessions', headers: as('admin'), payload: session({ [field]: ' ' }) });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(messages.validation.sessionRequiredFields);
    }
    const bad = await app.inject({
      method: 'POST',
      url: '/api/live-sessions',
      headers: as('admin'),
      payload: session({ meetingLink: 'javascript:alert(1)' }),
    });
    expect(bad.json()).toMatchObject({ message: messages.learning.meetingLinkInvalid });
    const badDate = await app.inject({
      method: 'POST',
      url: '/api/live-sessions',
      headers: as('admin'),
      payload: session({ date: '2026-02-30' }),
    });
    expect(badDate.json()).toMatchObject({ message: messages.learning.dateInvalid });
    const noCourse = await app.inject({
      method: 'POST',
      url: '/api/live-sessions',
      headers: as('admin'),
      payload: session({ courseId: crypto.randomUUID() }),
    });
    expect(noCourse.statusCode).toBe(400);
  });

  it('lets only administrators list and write; a course’s sessions only to its students and administrators', async () => {
    const { session: s } = await create(session({ title: 'Perms' }));
    for (const w of ['visitor', 'enrolled'] as const) {
      const expected = w === 'visitor' ? 401 : 403;
      expect((await app.inject({ method: 'GET', url: '/api/live-sessions', headers: as(w) })).statusCode).toBe(expected);
      expect((await app.inject({ method: 'POST', url: '/api/live-sessions', headers: as(w), payload: session() })).statusCode).toBe(
        expected,
      );
      expect((await app.inject({ method: 'PUT', url: `/api/live-sessions/${s.id}`, headers: as(w), payload: session() })).statusCode).toBe(
        expected,
      );
      expect((await app.inject({ method: 'DELETE', url: `/api/live-sessions/${s.id}`, headers: as(w) })).statusCode).toBe(expected);
    }
    const url = `/api/courses/${courseId}/live-sessions`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: as('outsider') })).statusCode).toBe(403);
    const mine = await app.inject({ method: 'GET', url, headers: as('enrolled') });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ id: string; attended: boolean }[]>().find((x) => x.id === s.id)).toMatchObject({ attended: false });
    expect(JSON.stringify(mine.json())).not.toContain('meet.example.com'); // the link only comes from join
    expect((await app.inject({ method: 'GET', url, headers: as('admin') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/live-sessions/${s.id}/verify` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/live-sessions/${s.id}/join` })).statusCode).toBe(401);
  });

  it('verify: from 15 minutes before the start until the end of its duration, by the server’s clock', async () => {
    const { session: s } = await create(session({ title: 'Window', duration: '90 minutes' }));
    const at = async (instant: number) => {
      clock = instant;
      return verify(s.id, 'enrolled');
    };
    expect(await at(startsAt - 15 * minute - 1)).toEqual({ canJoin: false, message: messages.learning.sessionNotOpen(15) });
    expect(await at(startsAt - 15 * minute)).toEqual({ canJoin: true, message: messages.learning.canJoin });
    expect((await at(startsAt + 90 * minute - 1)).canJoin).toBe(true);
    expect(await at(startsAt + 90 * minute)).toEqual({ canJoin: false, message: messages.learning.sessionEnded });
    clock = startsAt;
    expect(await verify(s.id, 'outsider')).toEqual({ canJoin: false, message: messages.learning.notEnrolled });
    const missing = await app.inject({ method: 'GET', url: `/api/live-sessions/${crypto.randomUUID()}/verify`, headers: as('enrolled') });
    expect(missing.statusCode).toBe(404);
  });

  it('verify: a cancelled or completed session, one without a link, a full one (but not for who joined already)', async () => {
    clock = startsAt;
    const cancelled = (await create(session({ status: 'cancelled' }))).session;
    expect(await verify(cancelled.id, 'enrolled')).toEqual({ canJoin: false, message: messages.learning.sessionCancelled });
    const completed = (await create(session({ status: 'completed' }))).session;
    expect((await verify(completed.id, 'enrolled')).message).toBe(messages.learning.sessionEnded);
    const noLink = (await create(session({ meetingLink: '' }))).session;
    expect((await verify(noLink.id, 'enrolled')).message).toBe(messages.student.noMeetingLink);

    const small = (await create(session({ maxParticipants: 1 }))).session;
    expect((await join(small.id, 'enrolled')).statusCode).toBe(200);
    expect(await verify(small.id, 'enrolled2')).toEqual({ canJoin: false, message: messages.learning.sessionFull });
    expect((await join(small.id, 'enrolled2')).statusCode).toBe(409);
    expect((await verify(small.id, 'enrolled')).canJoin).toBe(true);
  });

  it('join answers the meeting link and records attendance once; refused before the window opens', async () => {
    const { session: s } = await create(session({ title: 'Attend' }));
    clock = startsAt - 16 * minute;
    const early = await join(s.id, 'enrolled');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: messages.learning.sessionNotOpen(15) });
    clock = startsAt + 5 * minute;
    for (let i = 0; i < 2; i++) {
      const res = await join(s.id, 'enrolled');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: messages.learning.joined, meetingLink: 'https://meet.example.com/abc' });
    }
    const rows = await t.db.selectFrom('session_participants').selectAll().where('session_id', '=', s.id).execute();
    expect(rows.map((r) => r.user_id)).toEqual([ids.enrolled]);
    const mine = await app.inject({ method: 'GET', url: `/api/courses/${courseId}/live-sessions`, headers: as('enrolled') });
    expect(mine.json<{ id: string; attended: boolean }[]>().find((x) => x.id === s.id)?.attended).toBe(true);
    const admin = await app.inject({ method: 'GET', url: `/api/live-sessions`, headers: as('admin') });
    expect(admin.json<{ id: string; participants: number }[]>().find((x) => x.id === s.id)?.participants).toBe(1);
  });

  it('updates (a recording link on a past session) and deletes, audited', async () => {
    const { session: s } = await create(session({ title: 'Past' }));
    const res = await app.inject({
      method: 'PUT',
      url: `/api/live-sessions/${s.id}`,
      headers: as('admin'),
      payload: session({ title: 'Past', status: 'completed', recordingLink: 'https://video.example.com/rec1' }),
    });
    expect(res.json()).toMatchObject({
      message: messages.success.liveSessionUpdated,
      session: { status: 'completed', recordingLink: 'https://video.example.com/rec1' },
    });
    const mine = await app.inject({ method: 'GET', url: `/api/courses/${courseId}/live-sessions`, headers: as('enrolled') });
    expect(mine.json<{ id: string; recordingLink: string | null }[]>().find((x) => x.id === s.id)?.recordingLink).toBe(
      'https://video.example.com/rec1',
    );
    const del = await app.inject({ method: 'DELETE', url: `/api/live-sessions/${s.id}`, headers: as('admin') });
    expect(del.json()).toMatchObject({ message: messages.success.liveSessionDeleted });
    expect((await app.inject({ method: 'DELETE', url: `/api/live-sessions/${s.id}`, headers: as('admin') })).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', s.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['live-session.create', 'live-session.update', 'live-session.delete']);
  });
});
