/**
 * Assignments, grading and measured progress (issue 18) on a real database: who may call each
 * route, a submission through the sync push (offline on the device) with a file uploaded first,
 * the server's receipt time and the late mark at the due date's boundary, resubmission until
 * graded, grading (marks bounds, audit, the student's notification, refused for students), and the
 * progress figures computed from recorded events, 90% rule included.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteConfig, dueInstant, messages, submissionId, wallClockToInstant, type ProgressAnswer } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { enrollStudent } from '../src/features/payments/payments.repository.js';
import { createAccount, Device, push, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let clock = Date.now();
let admin: SignedInAccount;
let student: SignedInAccount;
let outsider: SignedInAccount;
let courseId = '';
let assignmentId = '';
let video1 = '';
let video2 = '';
let sessionId = '';
const dueDate = '2026-12-10';
const seq = new Map<string, number>();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(field: string, name: string, bytes: Buffer, type = 'application/pdf') {
  const boundary = `----b${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function uploadFile(who: SignedInAccount, id: string, name = 'answer.pdf', bytes = pdf) {
  const { payload, contentType } = multipart('file', name, bytes);
  return app.inject({
    method: 'PUT',
    url: `/api/assignment-files/${id}`,
    headers: { ...who.headers, 'content-type': contentType },
    payload,
  });
}

/** One mutation pushed as a device would, its result returned. */
async function mutate(who: SignedInAccount, name: string, args: unknown) {
  const clientId = `client-${who.id}`;
  const n = (seq.get(clientId) ?? 0) + 1;
  seq.set(clientId, n);
  const answer = await push(app, who, clientId, [{ seq: n, id: randomUUID(), name, args }]);
  return answer.results[0]!;
}

async function insertContent(type: 'video' | 'assignment', title: string, extra: Record<string, unknown> = {}) {
  return (
    await t.db
      .insertInto('course_contents')
      .values({ course_id: courseId, title, type, position: 0, ...extra })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const progress = async (who: SignedInAccount) =>
  (await app.inject({ method: 'GET', url: `/api/courses/${courseId}/progress`, headers: who.headers })).json<ProgressAnswer>();

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({
    config: { publicDir: '/nonexistent' },
    database: t,
    authRateLimitPerMinute: 10_000,
    now: () => clock,
    logger: process.env.DEBUG_LOG ? { level: 'error' } : false,
  });
  admin = await createAccount(t, app, 'Admin', 'admin');
  student = await createAccount(t, app, 'Student');
  outsider = await createAccount(t, app, 'Outsider');
  courseId = (
    await t.db
      .insertInto('courses')
      .values({
        title: 'Python',
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
  await enrollStudent(t.db, student.id, courseId);
  assignmentId = await insertContent('assignment', 'Loops practice', { due_date: dueDate, max_marks: 20 });
  video1 = await insertContent('video', 'Intro');
  video2 = await insertContent('video', 'Functions');
  sessionId = (
    await t.db
      .insertInto('live_sessions')
      .values({ course_id: courseId, title: 'Q&A', date: '2026-12-05', time: '18:00', meeting_link: 'https://meet.example.com/x' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db
    .insertInto('live_sessions')
    .values({ course_id: courseId, title: 'Cancelled', date: '2026-12-06', time: '18:00', status: 'cancelled' })
    .execute();
});
afterAll(async () => {
  await app.close();
});

describe(`assignments on ${testDatabaseKind}`, () => {
  it('lists a course’s assignments and progress for the enrolled and administrators: 401 for a visitor, 403 for a student not enrolled', async () => {
    for (const path of [`/api/courses/${courseId}/assignments`, `/api/courses/${courseId}/progress`]) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: path, headers: outsider.headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: path, headers: student.headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: path, headers: admin.headers })).statusCode).toBe(200);
    }
    const list = await app.inject({ method: 'GET', url: `/api/courses/${courseId}/assignments`, headers: student.headers });
    expect(list.json<{ assignments: unknown[] }>().assignments).toEqual([
      expect.objectContaining({ id: assignmentId, type: 'assignment', dueDate, maxMarks: 20 }),
    ]);
    // A student reads only their own progress.
    const other = await app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/progress?studentId=${outsider.id}`,
      headers: student.headers,
    });
    expect(other.statusCode).toBe(403);
    // Submission review and grading are the administrator's.
    expect((await app.inject({ method: 'GET', url: '/api/admin/assignments/submissions' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/assignments/submissions', headers: student.headers })).statusCode).toBe(403);
  });

  it('uploads a file checked by content, idempotently; refuses what is not a document or a photo', async () => {
    const id = randomUUID();
    expect((await uploadFile(student, id)).statusCode).toBe(201);
    expect((await uploadFile(student, id)).statusCode).toBe(200);
    expect((await uploadFile(student, id, 'answer.pdf', Buffer.from('%PDF-1.4 other'))).statusCode).toBe(409);
    expect((await uploadFile(outsider, id)).statusCode).toBe(403);
    const exe = await uploadFile(student, randomUUID(), 'answer.pdf', Buffer.from('MZ\x90\x00 not a document'));
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ message: messages.assignments.fileType });
    const anonymous = multipart('file', 'a.pdf', pdf);
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/assignment-files/${randomUUID()}`,
      headers: { 'content-type': anonymous.contentType },
      payload: anonymous.payload,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('a student not enrolled cannot submit; the enrolled one can, with the server’s time, and on time until the due day ends', async () => {
    const refused = await mutate(outsider, 'assignment.submit', { assignmentId, text: 'mine' });
    expect(refused).toMatchObject({ status: 'rejected', message: messages.assignments.notEnrolled });
    const empty = await mutate(student, 'assignment.submit', { assignmentId, text: '  ' });
    expect(empty).toMatchObject({ status: 'rejected', message: messages.assignments.answerRequired });
    // A file that was never uploaded (or is someone else's) is refused.
    const ghost = await mutate(student, 'assignment.submit', { assignmentId, text: 'x', files: [{ id: randomUUID(), name: 'a.pdf' }] });
    expect(ghost).toMatchObject({ status: 'rejected', message: messages.assignments.fileMissing });

    const fileId = randomUUID();
    expect((await uploadFile(student, fileId)).statusCode).toBe(201);
    const boundary = dueInstant(dueDate, defaultSiteConfig.timeZone);
    expect(boundary).toBe(wallClockToInstant('2026-12-11', '00:00', defaultSiteConfig.timeZone));
    clock = boundary - 1;
    expect(
      await mutate(student, 'assignment.submit', {
        assignmentId,
        text: 'for i in range(3): print(i)',
        // Named twice, attached once.
        files: [
          { id: fileId, name: 'answer.pdf' },
          { id: fileId, name: 'answer.pdf' },
        ],
      }),
    ).toMatchObject({
      status: 'applied',
    });
    const row = await t.db
      .selectFrom('assignment_submissions')
      .selectAll()
      .where('id', '=', submissionId(student.id, assignmentId))
      .executeTakeFirstOrThrow();
    expect(row.submitted_at.getTime()).toBe(boundary - 1);
    expect(row.late).toBe(false);
    expect(row.files).toEqual([{ id: fileId, name: 'answer.pdf' }]);

    // Resubmitted at the boundary itself: replaced, and late.
    clock = boundary;
    expect(
      await mutate(student, 'assignment.submit', { assignmentId, text: 'second try', files: [{ id: fileId, name: 'answer.pdf' }] }),
    ).toMatchObject({
      status: 'applied',
    });
    const device = new Device(app, student);
    await device.pull();
    const [synced] = device.rows(`user:${student.id}`, 'assignmentSubmissions');
    expect(device.rows(`user:${student.id}`, 'assignmentSubmissions')).toHaveLength(1);
    expect(synced).toMatchObject({
      text: 'second try',
      late: true,
      marks: null,
      maxMarks: 20,
      submittedAt: new Date(boundary).toISOString(),
    });
    clock = Date.now();
  });

  it('the administrator lists submissions with late marks and grades them within the maximum; audited, notified, synced back; then resubmission is refused', async () => {
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/assignments/submissions?courseId=${courseId}&filter=late`,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const [review] = list.json<{ submissions: { id: string; late: boolean; studentName: string; assignmentTitle: string }[] }>()
      .submissions;
    expect(review).toMatchObject({ late: true, studentName: 'Student Test', assignmentTitle: 'Loops practice' });
    const id = review!.id;
    const url = `/api/admin/assignments/submissions/${encodeURIComponent(id)}/grade`;

    expect((await app.inject({ method: 'PUT', url, headers: student.headers, payload: { marks: 20 } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url, payload: { marks: 20 } })).statusCode).toBe(401);
    const over = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { marks: 21 } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: messages.assignments.marksInvalid(20) });
    const negative = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { marks: -1 } });
    expect(negative.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/admin/assignments/submissions/${randomUUID()}:${randomUUID()}/grade`,
      headers: admin.headers,
      payload: { marks: 1 },
    });
    expect(missing.statusCode).toBe(404);

    const graded = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { marks: 17, feedback: 'Good loops.' } });
    expect(graded.statusCode).toBe(200);
    expect(graded.json()).toMatchObject({
      message: messages.assignments.graded,
      submission: { marks: 17, feedback: 'Good loops.', gradedBy: 'Admin Test' },
    });

    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['assignment.grade']);
    expect(audit[0]!.actor_id).toBe(admin.id);

    const device = new Device(app, student);
    await device.pull();
    expect(device.rows(`user:${student.id}`, 'assignmentSubmissions')[0]).toMatchObject({ marks: 17, feedback: 'Good loops.' });
    expect(device.rows(`user:${student.id}`, 'notifications')).toEqual([
      expect.objectContaining({ kind: 'assignment.graded', body: messages.assignments.gradedBody('Loops practice', 17, 20) }),
    ]);
    const again = await mutate(student, 'assignment.submit', { assignmentId, text: 'third' });
    expect(again).toMatchObject({ status: 'rejected', message: messages.assignments.alreadyGraded });
  });

  it('computes progress from recorded events: a video counts at 90%, a submission, a session joined; cancelled sessions do not count', async () => {
    // So far: one assignment submitted, of 2 videos + 1 assignment + 1 session (the cancelled one aside).
    let p = await progress(student);
    expect(p).toMatchObject({
      videosWatched: 0,
      totalVideos: 2,
      assignmentsCompleted: 1,
      totalAssignments: 1,
      sessionsAttended: 0,
      totalSessions: 1,
      progress: 25,
    });

    expect(await mutate(student, 'lesson.progress', { contentId: video1, position: 89.9, duration: 100 })).toMatchObject({
      status: 'applied',
    });
    p = await progress(student);
    expect(p.videosWatched).toBe(0);
    expect(await mutate(student, 'lesson.progress', { contentId: video1, position: 90, duration: 100 })).toMatchObject({
      status: 'applied',
    });
    // A later, earlier position does not undo it.
    expect(await mutate(student, 'lesson.progress', { contentId: video1, position: 10, duration: 100 })).toMatchObject({
      status: 'applied',
    });
    p = await progress(student);
    expect(p).toMatchObject({ videosWatched: 1, progress: 50 });

    // Outsiders' reports and reports about things that are not videos are refused.
    expect(await mutate(outsider, 'lesson.progress', { contentId: video2, position: 100, duration: 100 })).toMatchObject({
      status: 'rejected',
      message: messages.assignments.notEnrolled,
    });
    expect(await mutate(student, 'lesson.progress', { contentId: assignmentId, position: 100, duration: 100 })).toMatchObject({
      status: 'rejected',
      message: messages.assignments.notVideo,
    });

    // Joining the session (inside its window, by the server's clock) records attendance and the event.
    clock = wallClockToInstant('2026-12-05', '18:05', defaultSiteConfig.timeZone);
    const joined = await app.inject({ method: 'POST', url: `/api/live-sessions/${sessionId}/join`, headers: student.headers, payload: {} });
    expect(joined.statusCode).toBe(200);
    clock = Date.now();
    p = await progress(student);
    expect(p).toMatchObject({ videosWatched: 1, assignmentsCompleted: 1, sessionsAttended: 1, totalSessions: 1, progress: 75 });
    // Newest first by the server's clock of each: submitted on Dec 11, joined on Dec 5, watched today.
    expect(p.recent.map((e) => e.kind)).toEqual(['assignment', 'session', 'video']);

    // The enrolment carries the same percent, and the events reach the student's device.
    const enrollment = await t.db
      .selectFrom('enrollments')
      .select('progress')
      .where('student_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(enrollment.progress).toBe(75);
    const device = new Device(app, student);
    await device.pull();
    expect(device.rows(`user:${student.id}`, 'learningEvents').filter((e) => e.done)).toHaveLength(3);

    // The administrator may read any student's figures.
    const byAdmin = await app.inject({
      method: 'GET',
      url: `/api/courses/${courseId}/progress?studentId=${student.id}`,
      headers: admin.headers,
    });
    expect(byAdmin.json()).toMatchObject({ progress: 75 });
  });
});
