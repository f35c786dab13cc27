/**
 * Issue 18's routes, each tried by the four callers its check list names: a visitor, a student
 * enrolled in the course, a student not enrolled, and an administrator. Administrator routes: 401,
 * 403, 403, then past the guard; a course's own routes: 401, 200, 403, 200; verify and join speak
 * the join rules instead of 403 (a refused join is 409: the PWA takes a 403 as a lost role); the
 * signed-in routes that are the caller's own (calendar feed, profile visibility) 401 for a visitor
 * only; public ones never ask for a sign-in. Every route of the issue's features is listed, so a
 * route added to them without an entry here fails the last test.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract, defaultSiteConfig, messages, wallClockToInstant, type EndpointDef } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { enrollStudent } from '../src/features/payments/payments.repository.js';
import { createAccount, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

type Who = 'visitor' | 'enrolled' | 'outsider' | 'admin';
const callers: Who[] = ['visitor', 'enrolled', 'outsider', 'admin'];

let t: TestDatabase;
let app: App;
let dataDir = '';
const accounts = {} as Record<Exclude<Who, 'visitor'>, SignedInAccount>;
let courseId = '';
let sessionId = '';
let contentId = '';
let clock = Date.now();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = `----perm${randomUUID()}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The contract's path, to check every route is listed. */
  route: string;
  url: () => string;
  body?: () => { payload: unknown; headers?: Record<string, string> };
}

const send = (who: Who, c: Call) => {
  const body = c.body?.();
  const auth = who === 'visitor' ? {} : accounts[who].headers;
  return app.inject({
    method: c.method,
    url: c.url(),
    headers: { ...auth, ...(body?.headers ?? {}) },
    ...(body ? { payload: body.payload as string } : {}),
  });
};

/** Routes only an administrator may call: the answer past the guard may still be a 4xx for the body or the id. */
const adminOnly: Call[] = [
  { method: 'GET', route: '/api/live-sessions', url: () => '/api/live-sessions' },
  { method: 'POST', route: '/api/live-sessions', url: () => '/api/live-sessions', body: () => ({ payload: { title: '' } }) },
  {
    method: 'PUT',
    route: '/api/live-sessions/:id',
    url: () => `/api/live-sessions/${randomUUID()}`,
    body: () => ({ payload: { title: '' } }),
  },
  { method: 'DELETE', route: '/api/live-sessions/:id', url: () => `/api/live-sessions/${randomUUID()}` },
  {
    method: 'POST',
    route: '/api/courses/:id/content',
    url: () => `/api/courses/${courseId}/content`,
    body: () => {
      const { payload, 'content-type': ct } = multipart({ title: 'Perm', type: 'note' }, { name: 'p.pdf', bytes: pdf });
      return { payload, headers: { 'content-type': ct } };
    },
  },
  { method: 'PUT', route: '/api/content/:id', url: () => `/api/content/${randomUUID()}`, body: () => ({ payload: { title: 'x' } }) },
  {
    method: 'PUT',
    route: '/api/courses/:id/content/order',
    url: () => `/api/courses/${courseId}/content/order`,
    body: () => ({ payload: { ids: [randomUUID()] } }),
  },
  { method: 'DELETE', route: '/api/content/:id', url: () => `/api/content/${randomUUID()}` },
  {
    method: 'POST',
    route: '/api/content-uploads',
    url: () => '/api/content-uploads',
    body: () => ({ payload: '', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } }),
  },
  {
    method: 'PATCH',
    route: '/api/content-uploads/:id',
    url: () => `/api/content-uploads/${randomUUID()}`,
    body: () => ({
      payload: 'x',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/content-uploads/:id',
    url: () => `/api/content-uploads/${randomUUID()}`,
    body: () => ({ payload: '', headers: { 'tus-resumable': '1.0.0' } }),
  },
  {
    method: 'POST',
    route: '/api/content-uploads/:id/complete',
    url: () => `/api/content-uploads/${randomUUID()}/complete`,
    body: () => ({ payload: {} }),
  },
  { method: 'GET', route: '/api/admin/assignments/submissions', url: () => '/api/admin/assignments/submissions' },
  {
    method: 'PUT',
    route: '/api/admin/assignments/submissions/:id/grade',
    url: () => `/api/admin/assignments/submissions/${randomUUID()}:${randomUUID()}/grade`,
    body: () => ({ payload: { marks: 1 } }),
  },
];

/** A course's own routes: its enrolled students and administrators. */
const courseOwn: Call[] = [
  { method: 'GET', route: '/api/courses/:id/live-sessions', url: () => `/api/courses/${courseId}/live-sessions` },
  { method: 'GET', route: '/api/courses/:id/content', url: () => `/api/courses/${courseId}/content` },
  { method: 'GET', route: '/api/content/:id/link', url: () => `/api/content/${contentId}/link` },
  { method: 'GET', route: '/api/courses/:id/assignments', url: () => `/api/courses/${courseId}/assignments` },
  { method: 'GET', route: '/api/courses/:id/progress', url: () => `/api/courses/${courseId}/progress` },
];

/** The caller's own things: any signed-in account. */
const signedIn: Call[] = [
  { method: 'GET', route: '/api/calendar-feed', url: () => '/api/calendar-feed' },
  { method: 'DELETE', route: '/api/calendar-feed', url: () => '/api/calendar-feed' },
  { method: 'GET', route: '/api/profile/visibility', url: () => '/api/profile/visibility' },
  {
    method: 'PUT',
    route: '/api/profile/visibility',
    url: () => '/api/profile/visibility',
    body: () => ({ payload: { visibility: 'public' } }),
  },
];

/** Routes whose own rules (not a 403) answer, checked one by one below. */
const special = [
  'GET /api/live-sessions/:id/verify',
  'POST /api/live-sessions/:id/join',
  'GET /api/content/:id/file',
  'PUT /api/assignment-files/:id',
  'GET /api/calendar/:token/sessions.ics',
  'GET /api/students/:id/public-profile',
  'GET /api/students/:id/photo',
];

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'learning-perm-test-'));
  app = await buildApp({
    config: { publicDir: '/nonexistent', dataDir },
    database: t,
    authRateLimitPerMinute: 100_000,
    now: () => clock,
  });
  accounts.admin = await createAccount(t, app, 'Admin', 'admin');
  accounts.enrolled = await createAccount(t, app, 'Enrolled');
  accounts.outsider = await createAccount(t, app, 'Outsider');
  courseId = (
    await t.db
      .insertInto('courses')
      .values({
        title: 'Java',
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
  await enrollStudent(t.db, accounts.enrolled.id, courseId);
  const created = await app.inject({
    method: 'POST',
    url: '/api/live-sessions',
    headers: accounts.admin.headers,
    payload: { title: 'Open now', courseId, date: '2026-12-15', time: '18:30', meetingLink: 'https://meet.example.com/p' },
  });
  sessionId = created.json<{ session: { id: string } }>().session.id;
  // The session's start (the institute's 18:30 on its day): verify and join are open then.
  clock = wallClockToInstant('2026-12-15', '18:30', defaultSiteConfig.timeZone);
  const { payload, 'content-type': ct } = multipart({ title: 'Notes', type: 'note' }, { name: 'n.pdf', bytes: pdf });
  const added = await app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/content`,
    headers: { ...accounts.admin.headers, 'content-type': ct },
    payload,
  });
  contentId = added.json<{ content: { id: string } }>().content.id;
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`issue 18's routes by caller on ${testDatabaseKind}`, () => {
  it('administrator routes: 401 for a visitor, 403 for students enrolled or not, past the guard for an administrator', async () => {
    for (const c of adminOnly) {
      const got = {} as Record<Who, number>;
      for (const who of callers) got[who] = (await send(who, c)).statusCode;
      expect({ route: `${c.method} ${c.route}`, visitor: got.visitor, enrolled: got.enrolled, outsider: got.outsider }).toEqual({
        route: `${c.method} ${c.route}`,
        visitor: 401,
        enrolled: 403,
        outsider: 403,
      });
      expect([401, 403], `${c.method} ${c.route} for an administrator`).not.toContain(got.admin);
      expect(got.admin, `${c.method} ${c.route} for an administrator`).toBeLessThan(500);
    }
  });

  it('a course’s own routes: 401 for a visitor, 200 for its student and an administrator, 403 for a student not enrolled', async () => {
    for (const c of courseOwn) {
      const got = {} as Record<Who, number>;
      for (const who of callers) got[who] = (await send(who, c)).statusCode;
      expect({ route: `${c.method} ${c.route}`, ...got }).toEqual({
        route: `${c.method} ${c.route}`,
        visitor: 401,
        enrolled: 200,
        outsider: 403,
        admin: 200,
      });
    }
    // A student sees only their own progress; an administrator anyone's.
    const other = `/api/courses/${courseId}/progress?studentId=${accounts.outsider.id}`;
    expect((await app.inject({ method: 'GET', url: other, headers: accounts.enrolled.headers })).statusCode).toBe(403);
    const theirs = `/api/courses/${courseId}/progress?studentId=${accounts.enrolled.id}`;
    expect((await app.inject({ method: 'GET', url: theirs, headers: accounts.admin.headers })).statusCode).toBe(200);
  });

  it('the caller’s own routes: 401 for a visitor, 200 for every signed-in account', async () => {
    for (const c of signedIn) {
      const got = {} as Record<Who, number>;
      for (const who of callers) got[who] = (await send(who, c)).statusCode;
      expect({ route: `${c.method} ${c.route}`, ...got }).toEqual({
        route: `${c.method} ${c.route}`,
        visitor: 401,
        enrolled: 200,
        outsider: 200,
        admin: 200,
      });
    }
  });

  it('verify and join: a visitor 401; a student not enrolled told so (join 409); the enrolled student joins; an administrator joins uncounted', async () => {
    const verify = (who: Who) => send(who, { method: 'GET', route: '', url: () => `/api/live-sessions/${sessionId}/verify` });
    const join = (who: Who) =>
      send(who, { method: 'POST', route: '', url: () => `/api/live-sessions/${sessionId}/join`, body: () => ({ payload: {} }) });
    expect((await verify('visitor')).statusCode).toBe(401);
    expect((await join('visitor')).statusCode).toBe(401);
    expect((await verify('outsider')).json()).toEqual({ canJoin: false, message: messages.learning.notEnrolled });
    const refused = await join('outsider');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.learning.notEnrolled });
    expect((await verify('enrolled')).json()).toMatchObject({ canJoin: true });
    expect((await join('enrolled')).statusCode).toBe(200);
    expect((await verify('admin')).json()).toMatchObject({ canJoin: true });
    expect((await join('admin')).statusCode).toBe(200);
    const participants = await t.db.selectFrom('session_participants').select('user_id').where('session_id', '=', sessionId).execute();
    expect(participants.map((p) => p.user_id)).toEqual([accounts.enrolled.id]);
  });

  it('public and token routes ask for no sign-in; an assignment file needs one', async () => {
    const link = await app.inject({ method: 'GET', url: `/api/content/${contentId}/link`, headers: accounts.enrolled.headers });
    const { url } = link.json<{ url: string }>();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200); // a visitor with the signed link
    expect((await app.inject({ method: 'GET', url: `/api/content/${contentId}/file?token=1.x` })).statusCode).toBe(403);
    const feed = await app.inject({ method: 'GET', url: '/api/calendar-feed', headers: accounts.enrolled.headers });
    const feedPath = feed.json<{ path: string }>().path;
    const ics = await app.inject({ method: 'GET', url: feedPath });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('Open now');
    expect((await app.inject({ method: 'GET', url: `/api/students/${accounts.enrolled.id}/public-profile` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/students/${accounts.enrolled.id}/photo` })).statusCode).toBe(404); // no photo
    const { payload, 'content-type': ct } = multipart({}, { name: 'a.pdf', bytes: pdf });
    const file = (who: Who) =>
      app.inject({
        method: 'PUT',
        url: `/api/assignment-files/${randomUUID()}`,
        headers: { ...(who === 'visitor' ? {} : accounts[who].headers), 'content-type': ct },
        payload,
      });
    expect((await file('visitor')).statusCode).toBe(401);
    // Any signed-in student may store a file (counted against their quota); submitting it needs the enrolment.
    expect((await file('outsider')).statusCode).toBeLessThan(300);
  });

  it('lists every route of issue 18’s features', () => {
    const features = ['liveSessions', 'content', 'contentUploads', 'calendarFeed', 'publicProfile', 'assignments'] as const;
    const contract = features.flatMap((f) => Object.values(apiContract[f]) as EndpointDef[]).map((e) => `${e.method} ${e.path}`);
    const listed = [...adminOnly, ...courseOwn, ...signedIn].map((c) => `${c.method} ${c.route}`).concat(special);
    expect(contract.filter((r) => !listed.includes(r))).toEqual([]);
  });
});
