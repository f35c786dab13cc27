/**
 * The role matrix: every route of the app, read from its route table (`app.routeTable`), called by a
 * visitor, student A, student B and an administrator, each answer checked against one table.
 * Student A is enrolled in the course and owns the uploads, the payment proof and the assignment
 * file; student B is signed in with nothing of their own, so a route taking one of A's ids must
 * refuse B (403 or 404), never answer with A's data. A route added to the app without an entry
 * here fails the first test, naming it.
 *
 * Requests are valid, so the caller's role decides; where a route's own rules answer past the
 * guard (a 4xx for an id or a body), the table says which. Routes that would end a session
 * (logout, a password change) run with a token signed afresh for each request.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, locales, messages, publicPages, syncSchemaVersion } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { createSmsProvider } from '../src/features/auth/sms.js';
import { enrollStudent } from '../src/features/payments/payments.repository.js';
import { createAccount, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

const callers = ['visitor', 'studentA', 'studentB', 'admin'] as const;
type Caller = (typeof callers)[number];
type Person = Exclude<Caller, 'visitor'>;

/** What one caller sends: the URL, and a JSON or raw body with its headers. */
interface Request {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface Entry {
  /** The status for visitor, student A, student B, administrator. */
  expect: [number, number, number, number];
  /** The words of a 401, when not the accounts' guard's (Session expired). */
  unauthorized?: string;
  /** The request each caller sends (made afresh per caller: a DELETE gets its own row). */
  request: (caller: Caller) => Request | Promise<Request>;
}

let t: TestDatabase;
let app: App;
let dataDir = '';
const people = {} as Record<Person, SignedInAccount>;

/** What the fixtures made: ids the table's requests name. */
const fx = {
  courseId: '',
  /** A published course nobody is enrolled in: payment proofs name it. */
  otherCourseId: '',
  draftCourseId: '',
  jobId: '',
  testimonialId: '',
  messageId: '',
  sessionId: '',
  contentId: '',
  assignmentId: '',
  uploadId: '',
  assignmentFileId: '',
  proofId: '',
  proofScreenshot: '',
  siteItemId: '',
  siteImageId: '',
  siteImageUrl: '',
  contentFileUrl: '',
  tusId: '',
};

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** A multipart form with text fields and one file. */
function multipart(fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer; type?: string }): Request {
  const boundary = `----matrix${randomUUID()}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    url: '',
    payload: Buffer.concat([...parts, Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const form = (url: string, fields: Record<string, string>, file: Parameters<typeof multipart>[1]): Request => ({
  ...multipart(fields, file),
  url,
});

/** A fresh token for each request: a logout or a password change earlier in the table ends older ones. */
async function authHeaders(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'visitor') return {};
  const row = await t.db
    .selectFrom('users')
    .select(['id', 'role', 'token_version'])
    .where('id', '=', people[caller].id)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${app.signAccessToken(row)}` };
}

async function send(caller: Caller, method: string, request: Request) {
  const headers = { ...(await authHeaders(caller)), ...request.headers };
  return app.inject({
    method: method as 'GET',
    url: request.url,
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
}

/** An administrator's request made in setup; throws unless it answers `status`. */
async function asAdmin<T>(method: string, request: Request, status: number): Promise<T> {
  const res = await send('admin', method, request);
  if (res.statusCode !== status) throw new Error(`${method} ${request.url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const course = {
  title: 'Matrix course',
  description: 'A course',
  level: 'Beginner',
  duration: '8 weeks',
  instructor: 'I. Teacher',
  price: 1000,
  originalPrice: 2000,
  status: 'published',
};
const job = {
  title: 'Java Developer',
  company: 'Infosys',
  role: 'Full Time',
  location: 'Pune',
  skills: 'Java, SQL',
  postedOn: '2026-11-20',
  lastDate: '2026-12-20',
  experience: '0-2 years',
  batchEligibility: '2025 Batch',
  link: 'https://careers.example.com/java',
  description: 'Build services.',
  salary: '',
};
const testimonial = { text: 'The mock interviews got me my first job.', author: 'Asha', course: 'Java', faculty: 'Mr. K', rating: 4 };
const session = (courseId: string) => ({
  title: 'Live',
  courseId,
  date: '2026-12-15',
  time: '18:30',
  meetingLink: 'https://meet.example.com/p',
});

const newCourse = async () => (await asAdmin<{ course: { id: string } }>('POST', { url: '/api/courses', payload: course }, 201)).course.id;
const newJob = async () => (await asAdmin<{ job: { id: string } }>('POST', { url: '/api/jobs', payload: job }, 201)).job.id;
const newTestimonial = async () =>
  (await app.inject({ method: 'POST', url: '/api/testimonials', payload: testimonial })).json<{ id: string }>().id;
const newSession = async () =>
  (await asAdmin<{ session: { id: string } }>('POST', { url: '/api/live-sessions', payload: session(fx.courseId) }, 201)).session.id;
const newContent = async (type = 'note') =>
  (
    await asAdmin<{ content: { id: string } }>(
      'POST',
      form(`/api/courses/${fx.courseId}/content`, { title: 'Notes', type }, { field: 'file', name: 'n.pdf', bytes: pdf }),
      201,
    )
  ).content.id;
const newSiteItem = async () =>
  (await asAdmin<{ item: { id: string } }>('POST', { url: '/api/admin/site-items', payload: siteItem() }, 201)).item.id;
const siteItem = (caption = 'Lab') => ({ kind: 'gallery', category: 'epl', caption, imageId: fx.siteImageId });
const newStudent = async () => (await createAccount(t, app, 'Victim')).id;
/** A resumable (tus) upload of a 10-byte lesson video, announced with its lesson's fields. */
const tusCreate = (): Request => {
  const meta = { courseId: fx.courseId, title: 'Loops', description: 'for', type: 'video', duration: '20 min', filename: 'loops.mp4' };
  const metadata = Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');
  return {
    url: '/api/content-uploads',
    payload: '',
    headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': metadata },
  };
};
const newTusUpload = async () => {
  const res = await send('admin', 'POST', tusCreate());
  if (res.statusCode !== 201) throw new Error(`tus create: ${res.statusCode} ${res.body}`);
  return String(res.headers.location).split('/').pop()!;
};
const newRefreshToken = async () => {
  const who = await createAccount(t, app, 'Leaving');
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password: 'Secret1!' } });
  return login.json<{ refreshToken: string }>().refreshToken;
};

// Shapes of the expected statuses, named by who may call.
const anyone = (status = 200): Entry['expect'] => [status, status, status, status];
const signedIn = (status = 200): Entry['expect'] => [401, status, status, status];
const adminOnly = (status = 200): Entry['expect'] => [401, 403, 403, status];
const get = (url: string | (() => string)) => () => ({ url: typeof url === 'string' ? url : url() });

/**
 * The table: "METHOD path" as the route table has it → the four statuses and the request.
 * Non-API routes (public pages, the OpenAPI page) are listed too: none asks for a sign-in.
 */
const matrix: Record<string, Entry> = {
  'GET /api/health': { expect: anyone(), request: get('/api/health') },
  // Prometheus metrics answer only the METRICS_TOKEN bearer, never an account's token.
  'GET /metrics': { expect: anyone(401), unauthorized: messages.request.metricsToken, request: get('/metrics') },
  'GET /api/courses': { expect: anyone(), request: get('/api/courses') },
  'GET /api/admin/courses': { expect: adminOnly(), request: get('/api/admin/courses') },
  // A draft course is the administrators' only.
  'GET /api/courses/:id': { expect: [404, 404, 404, 200], request: get(() => `/api/courses/${fx.draftCourseId}`) },
  'POST /api/courses': { expect: adminOnly(201), request: () => ({ url: '/api/courses', payload: course }) },
  'PUT /api/courses/:id': {
    expect: adminOnly(),
    request: () => ({ url: `/api/courses/${fx.draftCourseId}`, payload: { ...course, status: 'draft' } }),
  },
  'DELETE /api/courses/:id': { expect: adminOnly(), request: async () => ({ url: `/api/courses/${await newCourse()}` }) },
  'GET /api/jobs': { expect: anyone(), request: get('/api/jobs') },
  'GET /api/jobs/:id': { expect: anyone(), request: get(() => `/api/jobs/${fx.jobId}`) },
  'POST /api/jobs': { expect: adminOnly(201), request: () => ({ url: '/api/jobs', payload: job }) },
  'PUT /api/jobs/:id': { expect: adminOnly(), request: () => ({ url: `/api/jobs/${fx.jobId}`, payload: job }) },
  'DELETE /api/jobs/:id': { expect: adminOnly(), request: async () => ({ url: `/api/jobs/${await newJob()}` }) },
  'POST /api/auth/send-otp': {
    expect: anyone(),
    request: (c) => ({ url: '/api/auth/send-otp', payload: { mobile: `98765${callers.indexOf(c)}0000` } }),
  },
  // A wrong code: the answer is the code's, whoever asks.
  'POST /api/auth/verify-otp': {
    expect: anyone(400),
    request: () => ({ url: '/api/auth/verify-otp', payload: { mobile: '9876500000', otp: '000000' } }),
  },
  'POST /api/auth/register': {
    expect: anyone(400),
    request: (c) => ({
      url: '/api/auth/register',
      payload: {
        firstName: 'New',
        lastName: c,
        email: `new.${c}@example.com`,
        phoneNumber: '9876511111',
        password: 'Secret1!',
        otp: '000000',
      },
    }),
  },
  'POST /api/auth/login': {
    expect: anyone(),
    request: () => ({ url: '/api/auth/login', payload: { email: people.studentB.email, password: 'Secret1!' } }),
  },
  'POST /api/auth/refresh': {
    expect: anyone(),
    request: async () => ({ url: '/api/auth/refresh', payload: { refreshToken: await newRefreshToken() } }),
  },
  'POST /api/auth/logout': {
    expect: anyone(),
    request: async () => ({ url: '/api/auth/logout', payload: { refreshToken: await newRefreshToken() } }),
  },
  'POST /api/auth/reset-password': {
    expect: anyone(400),
    request: () => ({ url: '/api/auth/reset-password', payload: { mobile: '9876500000', newPassword: 'Secret2!', otp: '000000' } }),
  },
  'POST /api/auth/change-password': {
    expect: signedIn(),
    request: () => ({ url: '/api/auth/change-password', payload: { currentPassword: 'Secret1!', newPassword: 'Secret1!x' } }),
  },
  // Exists only under NODE_ENV=test, and answers only loopback: inject's client is 127.0.0.1.
  'GET /api/dev/sms': { expect: anyone(), request: get('/api/dev/sms') },
  'GET /api/users/me': { expect: signedIn(), request: get('/api/users/me') },
  'GET /api/users/language': { expect: signedIn(), request: get('/api/users/language') },
  'PUT /api/users/language': { expect: signedIn(), request: () => ({ url: '/api/users/language', payload: { locale: 'mr' } }) },
  'PUT /api/users/profile': {
    expect: signedIn(),
    request: (c) => ({
      url: '/api/users/profile',
      payload: { firstName: c, lastName: 'Test', email: people[c as Person]?.email ?? 'v@example.com' },
    }),
  },
  'POST /api/users/profile-image': {
    expect: signedIn(),
    request: () => form('/api/users/profile-image', {}, { field: 'profileImage', name: 'me.png', bytes: png, type: 'image/png' }),
  },
  // A's upload: A and administrators read it; to B it does not exist.
  'GET /api/uploads/:id': { expect: [401, 200, 404, 200], request: get(() => `/api/uploads/${fx.uploadId}`) },
  'GET /api/users/students': { expect: adminOnly(), request: get('/api/users/students') },
  'GET /api/users': { expect: adminOnly(), request: get('/api/users') },
  'PUT /api/users/:id': {
    expect: adminOnly(),
    request: () => ({
      url: `/api/users/${people.studentA.id}`,
      payload: { firstName: 'studentA', lastName: 'Test', email: people.studentA.email, role: 'student' },
    }),
  },
  'DELETE /api/users/:id': { expect: adminOnly(), request: async () => ({ url: `/api/users/${await newStudent()}` }) },
  'POST /api/register': {
    expect: adminOnly(201),
    request: (c) => ({
      url: '/api/register',
      payload: { firstName: 'Added', lastName: c, email: `added.${c}@example.com`, role: 'student' },
    }),
  },
  'GET /api/admin/stats': { expect: adminOnly(), request: get('/api/admin/stats') },
  'GET /api/admin/messages': { expect: adminOnly(), request: get('/api/admin/messages') },
  'GET /api/admin/messages/unread-count': { expect: adminOnly(), request: get('/api/admin/messages/unread-count') },
  'PUT /api/admin/messages/:id': {
    expect: adminOnly(),
    request: () => ({ url: `/api/admin/messages/${fx.messageId}`, payload: { read: true } }),
  },
  'GET /api/admin/exports/:kind': { expect: adminOnly(), request: get('/api/admin/exports/students') },
  'GET /api/admin/audit': { expect: adminOnly(), request: get('/api/admin/audit') },
  'GET /api/admin/analytics': { expect: adminOnly(), request: get('/api/admin/analytics') },
  'GET /api/testimonials': { expect: anyone(), request: get('/api/testimonials') },
  'POST /api/testimonials': { expect: anyone(201), request: () => ({ url: '/api/testimonials', payload: testimonial }) },
  'GET /api/admin/testimonials': { expect: adminOnly(), request: get('/api/admin/testimonials') },
  'PUT /api/testimonials/:id': {
    expect: adminOnly(),
    request: () => ({ url: `/api/testimonials/${fx.testimonialId}`, payload: testimonial }),
  },
  'PUT /api/testimonials/:id/approval': {
    expect: adminOnly(),
    request: () => ({ url: `/api/testimonials/${fx.testimonialId}/approval`, payload: { approved: true } }),
  },
  'DELETE /api/testimonials/:id': { expect: adminOnly(), request: async () => ({ url: `/api/testimonials/${await newTestimonial()}` }) },
  'POST /api/contact': {
    expect: anyone(201),
    request: () => ({ url: '/api/contact', payload: { name: 'Visitor', email: 'v@example.com', message: 'Hello' } }),
  },
  'GET /api/quiz/bank': { expect: anyone(), request: get('/api/quiz/bank') },
  // Past the guard the attempt's own rules answer (an empty attempt is refused by its schema).
  'POST /api/quiz/attempts': { expect: signedIn(400), request: () => ({ url: '/api/quiz/attempts', payload: {} }) },
  'GET /api/quiz/attempts': { expect: signedIn(), request: get('/api/quiz/attempts') },
  'GET /api/certificates/:id': { expect: anyone(404), request: get('/api/certificates/JAVA-0000-0000') },
  // No runner in this app: the run is queued (202-free contract: 200 with the queued run).
  // No runner in this app and a wait of one second: past the guard the run is queued, and its wait ends in 504.
  'POST /api/editor/run': {
    expect: signedIn(504),
    request: () => ({ url: '/api/editor/run', payload: { code: 'print(1)', language: 'python' } }),
  },
  'GET /api/sync/pull': { expect: anyone(), request: get(`/api/sync/pull?schemaVersion=${syncSchemaVersion}`) },
  'POST /api/sync/push': {
    expect: signedIn(),
    request: () => ({ url: '/api/sync/push', payload: { clientId: randomUUID(), schemaVersion: syncSchemaVersion, mutations: [] } }),
  },
  // A's upload id: A repeats it (200), B and an administrator may not put bytes under another's id.
  'PUT /api/uploads/:id': {
    expect: [401, 200, 403, 403],
    request: () =>
      form(`/api/uploads/${fx.uploadId}?purpose=payment-screenshot`, {}, { field: 'file', name: 'a.png', bytes: png, type: 'image/png' }),
  },
  // A proof is a student's: an administrator enrols directly (POST /api/enroll).
  'POST /api/verify-payment': {
    expect: [401, 201, 201, 403],
    request: () =>
      form(
        '/api/verify-payment',
        { transactionId: `TX${randomUUID().slice(0, 8)}`, courseId: fx.otherCourseId, amount: '1000' },
        { field: 'screenshot', name: 'pay.png', bytes: png, type: 'image/png' },
      ),
  },
  'GET /api/payment-verifications': { expect: adminOnly(), request: get('/api/payment-verifications') },
  'GET /api/payment-verifications/mine': { expect: signedIn(), request: get('/api/payment-verifications/mine') },
  'PUT /api/update-verification/:id': {
    expect: adminOnly(),
    request: () => ({ url: `/api/update-verification/${fx.proofId}`, payload: { status: 'rejected', adminNotes: 'Unclear' } }),
  },
  'POST /api/enroll': {
    expect: adminOnly(),
    request: () => ({ url: '/api/enroll', payload: { studentId: people.studentA.id, courseId: fx.courseId } }),
  },
  // A's payment screenshot: B is refused.
  'GET /api/payment-screenshot/:id': { expect: [401, 200, 403, 200], request: get(() => `/api/payment-screenshot/${fx.proofScreenshot}`) },
  'GET /api/enrollments/students/:id/courses': {
    expect: [401, 200, 403, 200],
    request: get(() => `/api/enrollments/students/${people.studentA.id}/courses`),
  },
  'GET /api/live-sessions': { expect: adminOnly(), request: get('/api/live-sessions') },
  'POST /api/live-sessions': { expect: adminOnly(201), request: () => ({ url: '/api/live-sessions', payload: session(fx.courseId) }) },
  'PUT /api/live-sessions/:id': {
    expect: adminOnly(),
    request: () => ({ url: `/api/live-sessions/${fx.sessionId}`, payload: session(fx.courseId) }),
  },
  'DELETE /api/live-sessions/:id': { expect: adminOnly(), request: async () => ({ url: `/api/live-sessions/${await newSession()}` }) },
  // The course's own routes: its enrolled student A and administrators; B is not enrolled.
  'GET /api/courses/:id/live-sessions': { expect: [401, 200, 403, 200], request: get(() => `/api/courses/${fx.courseId}/live-sessions`) },
  // Verify answers whether one may join (B is told not enrolled, in the answer's body).
  'GET /api/live-sessions/:id/verify': { expect: signedIn(), request: get(() => `/api/live-sessions/${fx.sessionId}/verify`) },
  // Joining is the join rules' (409 for B, not a 403 that the PWA would read as a lost role).
  'POST /api/live-sessions/:id/join': {
    expect: [401, 409, 409, 409],
    request: () => ({ url: `/api/live-sessions/${fx.sessionId}/join`, payload: {} }),
  },
  'POST /api/courses/:id/content': {
    expect: adminOnly(201),
    request: () =>
      form(`/api/courses/${fx.courseId}/content`, { title: 'More notes', type: 'note' }, { field: 'file', name: 'm.pdf', bytes: pdf }),
  },
  'GET /api/courses/:id/content': { expect: [401, 200, 403, 200], request: get(() => `/api/courses/${fx.courseId}/content`) },
  'PUT /api/content/:id': {
    expect: adminOnly(),
    request: () => ({ url: `/api/content/${fx.contentId}`, payload: { title: 'Renamed notes' } }),
  },
  'PUT /api/courses/:id/content/order': {
    expect: adminOnly(),
    // Every item of the course, reversed.
    request: async () => {
      const list = await app.inject({ url: `/api/courses/${fx.courseId}/content`, headers: await authHeaders('admin') });
      const ids = list.json<{ content: { id: string }[] }>().content.map((c) => c.id);
      return { url: `/api/courses/${fx.courseId}/content/order`, payload: { ids: ids.reverse() } };
    },
  },
  'DELETE /api/content/:id': { expect: adminOnly(), request: async () => ({ url: `/api/content/${await newContent()}` }) },
  'GET /api/content/:id/link': { expect: [401, 200, 403, 200], request: get(() => `/api/content/${fx.contentId}/link`) },
  // The signed link is the permission: anyone holding it reads the file.
  'GET /api/content/:id/file': { expect: anyone(), request: get(() => fx.contentFileUrl) },
  'POST /api/content-uploads': { expect: adminOnly(201), request: tusCreate },
  'PATCH /api/content-uploads/:id': {
    expect: adminOnly(204),
    request: () => ({
      url: `/api/content-uploads/${fx.tusId}`,
      payload: 'x',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    }),
  },
  'DELETE /api/content-uploads/:id': {
    expect: adminOnly(204),
    request: async () => ({ url: `/api/content-uploads/${await newTusUpload()}`, headers: { 'tus-resumable': '1.0.0' } }),
  },
  // The upload is not finished: its own rule answers.
  'POST /api/content-uploads/:id/complete': {
    expect: adminOnly(409),
    request: () => ({ url: `/api/content-uploads/${fx.tusId}/complete`, payload: {} }),
  },
  'GET /api/calendar-feed': { expect: signedIn(), request: get('/api/calendar-feed') },
  'DELETE /api/calendar-feed': { expect: signedIn(), request: () => ({ url: '/api/calendar-feed' }) },
  // A's feed link (asked for afresh: the DELETE above revoked the earlier one).
  'GET /api/calendar/:token/sessions.ics': {
    expect: anyone(),
    request: async () => ({
      url: (await app.inject({ url: '/api/calendar-feed', headers: await authHeaders('studentA') })).json<{ path: string }>().path,
    }),
  },
  'GET /api/students/:id/public-profile': { expect: anyone(), request: get(() => `/api/students/${people.studentA.id}/public-profile`) },
  'GET /api/students/:id/photo': { expect: anyone(), request: get(() => `/api/students/${people.studentA.id}/photo`) },
  'GET /api/profile/visibility': { expect: signedIn(), request: get('/api/profile/visibility') },
  'PUT /api/profile/visibility': {
    expect: signedIn(),
    request: () => ({ url: '/api/profile/visibility', payload: { visibility: 'public' } }),
  },
  'GET /api/courses/:id/assignments': { expect: [401, 200, 403, 200], request: get(() => `/api/courses/${fx.courseId}/assignments`) },
  // A's progress: B may not ask for it even naming A.
  'GET /api/courses/:id/progress': {
    expect: [401, 200, 403, 200],
    request: get(() => `/api/courses/${fx.courseId}/progress?studentId=${people.studentA.id}`),
  },
  // A's assignment file id: A repeats it; B and an administrator may not write under it.
  'PUT /api/assignment-files/:id': {
    expect: [401, 200, 403, 403],
    request: () => form(`/api/assignment-files/${fx.assignmentFileId}`, {}, { field: 'file', name: 'a.pdf', bytes: pdf }),
  },
  'GET /api/admin/assignments/submissions': { expect: adminOnly(), request: get('/api/admin/assignments/submissions') },
  // No submission under that id: past the guard, its own 404.
  'PUT /api/admin/assignments/submissions/:id/grade': {
    expect: adminOnly(404),
    request: () => ({ url: `/api/admin/assignments/submissions/${fx.assignmentId}:${people.studentA.id}/grade`, payload: { marks: 1 } }),
  },
  'GET /api/site-items': { expect: anyone(), request: get('/api/site-items') },
  'GET /api/site-images/:id': { expect: anyone(), request: get(() => fx.siteImageUrl) },
  'POST /api/admin/site-images': {
    expect: adminOnly(201),
    request: () => form('/api/admin/site-images', {}, { field: 'image', name: 'lab.png', bytes: png, type: 'image/png' }),
  },
  'POST /api/admin/site-items': { expect: adminOnly(201), request: () => ({ url: '/api/admin/site-items', payload: siteItem() }) },
  'PUT /api/admin/site-items/:id': {
    expect: adminOnly(),
    request: () => ({ url: `/api/admin/site-items/${fx.siteItemId}`, payload: siteItem('Lab 2') }),
  },
  'POST /api/admin/site-items/:id/move': {
    expect: adminOnly(),
    request: () => ({ url: `/api/admin/site-items/${fx.siteItemId}/move`, payload: { direction: 'up' } }),
  },
  'DELETE /api/admin/site-items/:id': {
    expect: adminOnly(),
    request: async () => ({ url: `/api/admin/site-items/${await newSiteItem()}` }),
  },
  // The browsable OpenAPI document and its assets.
  'GET /api/docs/json': { expect: anyone(), request: get('/api/docs/json') },
  'GET /api/docs/yaml': { expect: anyone(), request: get('/api/docs/yaml') },
  'GET /api/docs/static/*': { expect: anyone(), request: get('/api/docs/static/swagger-ui.css') },
  // Swagger UI's own page redirects to the document's browsable root.
  'GET /api/docs/static/index.html': { expect: anyone(302), request: get('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': { expect: anyone(), request: get('/api/docs/static/swagger-initializer.js') },
  'GET /api/docs/': { expect: anyone(), request: get('/api/docs/') },
  // Public pages (no shell in this app's public folder: 503 says the build is missing) and the crawlers' files.
  ...Object.fromEntries(
    locales.map((l) => [
      `GET ${localizePath('/services/job-portal/:id', l)}`,
      { expect: anyone(), request: get(() => localizePath(`/services/job-portal/${fx.jobId}`, l)) } satisfies Entry,
    ]),
  ),
  'GET /sitemap.xml': { expect: anyone(), request: get('/sitemap.xml') },
  'GET /robots.txt': { expect: anyone(), request: get('/robots.txt') },
  ...Object.fromEntries(
    publicPages.flatMap((p) =>
      locales.map((l) => [`GET ${localizePath(p.path, l)}`, { expect: anyone(), request: get(localizePath(p.path, l)) } satisfies Entry]),
    ),
  ),
};

/** "METHOD url" of every route the app registered; HEAD is answered by its GET's handler. */
function routeKeys() {
  return app.routeTable.flatMap((r) =>
    [r.method]
      .flat()
      .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
      .map((m) => `${m} ${r.url}`),
  );
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'role-matrix-'));
  app = await buildApp({
    database: t,
    config: {
      publicDir: '/nonexistent',
      dataDir,
      env: 'test',
      metricsToken: 'role-matrix-metrics-token',
      editor: { runsPerMinute: 30, maxQueued: 100, waitSeconds: 1 },
    },
    sms: createSmsProvider({ provider: 'memory' }),
    authRateLimitPerMinute: 100_000,
  });
  await app.ready();
  people.admin = await createAccount(t, app, 'Admin', 'admin');
  people.studentA = await createAccount(t, app, 'StudentA');
  people.studentB = await createAccount(t, app, 'StudentB');

  fx.courseId = await newCourse();
  fx.otherCourseId = await newCourse();
  fx.draftCourseId = (
    await asAdmin<{ course: { id: string } }>('POST', { url: '/api/courses', payload: { ...course, status: 'draft' } }, 201)
  ).course.id;
  await enrollStudent(t.db, people.studentA.id, fx.courseId);
  fx.jobId = await newJob();
  fx.testimonialId = await newTestimonial();
  fx.messageId = (
    await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'V', email: 'v@example.com', message: 'Hi' } })
  ).json<{ id: string }>().id;
  fx.sessionId = await newSession();
  fx.contentId = await newContent();
  fx.assignmentId = await newContent('assignment');
  const { image } = await asAdmin<{ image: { id: string; sources: { url: string }[] } }>(
    'POST',
    form('/api/admin/site-images', {}, { field: 'image', name: 'i.png', bytes: png, type: 'image/png' }),
    201,
  );
  fx.siteImageId = image.id;
  fx.siteImageUrl = image.sources[0]!.url;
  fx.siteItemId = await newSiteItem();
  fx.tusId = await newTusUpload();

  // Student A's own things.
  const a = people.studentA.headers;
  fx.uploadId = randomUUID();
  const upload = form(
    `/api/uploads/${fx.uploadId}?purpose=payment-screenshot`,
    {},
    { field: 'file', name: 'a.png', bytes: png, type: 'image/png' },
  );
  expect(
    (await app.inject({ method: 'PUT', url: upload.url, headers: { ...a, ...upload.headers }, payload: upload.payload as Buffer }))
      .statusCode,
  ).toBe(201);
  fx.assignmentFileId = randomUUID();
  const file = form(`/api/assignment-files/${fx.assignmentFileId}`, {}, { field: 'file', name: 'a.pdf', bytes: pdf });
  expect(
    (await app.inject({ method: 'PUT', url: file.url, headers: { ...a, ...file.headers }, payload: file.payload as Buffer })).statusCode,
  ).toBe(201);
  const proof = form(
    '/api/verify-payment',
    { transactionId: 'TXA0001', courseId: fx.otherCourseId, amount: '1000' },
    { field: 'screenshot', name: 'pay.png', bytes: png, type: 'image/png' },
  );
  const proofRes = await app.inject({
    method: 'POST',
    url: proof.url,
    headers: { ...a, ...proof.headers },
    payload: proof.payload as Buffer,
  });
  expect(proofRes.statusCode, proofRes.body).toBe(201);
  const verification = proofRes.json<{ verification: { id: string; screenshot: string } }>().verification;
  fx.proofId = verification.id;
  fx.proofScreenshot = verification.screenshot;
  const photo = form('/api/users/profile-image', {}, { field: 'profileImage', name: 'me.png', bytes: png, type: 'image/png' });
  expect(
    (await app.inject({ method: 'POST', url: photo.url, headers: { ...a, ...photo.headers }, payload: photo.payload as Buffer }))
      .statusCode,
  ).toBe(200);
  fx.contentFileUrl = (await app.inject({ url: `/api/content/${fx.contentId}/link`, headers: a })).json<{ url: string }>().url;
});
afterAll(async () => {
  await app?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`role matrix on ${testDatabaseKind}`, () => {
  it('has an entry for every route of the app, and none for a route it lacks', () => {
    const keys = new Set(routeKeys());
    expect(keys.size).toBeGreaterThan(90);
    expect(
      [...keys].filter((k) => !(k in matrix)),
      'routes without an entry in the matrix',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((k) => !keys.has(k)),
      'entries for no route',
    ).toEqual([]);
  });

  it("student B's own lists hold none of student A's things", async () => {
    const b = { headers: await authHeaders('studentB') };
    const proofs = (await app.inject({ url: '/api/payment-verifications/mine', ...b })).json<{ verifications: { id: string }[] }>();
    expect(proofs.verifications.map((v) => v.id)).not.toContain(fx.proofId);
    expect((await app.inject({ url: '/api/users/me', ...b })).json<{ user: { id: string } }>().user.id).toBe(people.studentB.id);
    const courses = (await app.inject({ url: `/api/enrollments/students/${people.studentB.id}/courses`, ...b })).json<{
      courses: unknown[];
    }>();
    expect(courses.courses).toEqual([]);
  });

  for (const [key, entry] of Object.entries(matrix))
    it(key, async () => {
      const method = key.slice(0, key.indexOf(' '));
      const got: number[] = [];
      for (const [i, caller] of callers.entries()) {
        const res = await send(caller, method, await entry.request(caller));
        got.push(res.statusCode);
        const expected = entry.expect[i]!;
        // Refusals by the guard speak the catalogue's words.
        if (expected === 401 && res.statusCode === 401)
          expect(res.json(), caller).toMatchObject({ message: entry.unauthorized ?? messages.access.sessionExpired });
        if (expected === 403 && res.statusCode === 403) expect(res.json<{ message: string }>().message, caller).toBeTruthy();
      }
      expect(got, 'visitor / student A / student B / administrator').toEqual(entry.expect);
    });
});
