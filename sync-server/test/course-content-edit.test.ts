/**
 * Course content edited, reordered and removed (issue 18) on a real database: only administrators
 * may (401 for a visitor, 403 for students, enrolled or not); bad input is a 4xx with the
 * catalogue's words; an edit keeps the file and the type; the order names every lesson once and
 * the students' devices receive it through sync; an assignment's maximum marks are fixed once
 * submitted; removing a lesson removes its file, an assignment's submissions with the students'
 * files, and the learning events about it, and computes every enrolment's percent again. Audited.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOrderMax, messages, submissionId, type CourseContent } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { enrollStudent } from '../src/features/payments/payments.repository.js';
import { createAccount, Device, push, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let dataDir = '';
let admin: SignedInAccount;
let student: SignedInAccount;
let outsider: SignedInAccount;
let courseId = '';
const lessons = {} as Record<'video' | 'note' | 'assignment', CourseContent>;

const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 7)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function multipart(fields: Record<string, string>, file: { field?: string; name: string; bytes: Buffer }) {
  const boundary = `----edit${randomUUID()}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function addLesson(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const { payload, contentType } = multipart(fields, file);
  const res = await app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/content`,
    headers: { ...admin.headers, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ content: CourseContent }>().content;
}

const headersOf = (who: SignedInAccount | null) => who?.headers ?? {};
const edit = (who: SignedInAccount | null, id: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `/api/content/${id}`, headers: headersOf(who), payload: payload as object });
const reorder = (who: SignedInAccount | null, ids: unknown, course = courseId) =>
  app.inject({ method: 'PUT', url: `/api/courses/${course}/content/order`, headers: headersOf(who), payload: { ids } as object });
const remove = (who: SignedInAccount | null, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/content/${id}`, headers: headersOf(who) });
const listed = async (who: SignedInAccount = admin) =>
  (await app.inject({ method: 'GET', url: `/api/courses/${courseId}/content`, headers: who.headers })).json<{ content: CourseContent[] }>()
    .content;
const audits = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'asc').execute();

let seq = 0;
async function mutate(who: SignedInAccount, name: string, args: unknown) {
  seq += 1;
  const answer = await push(app, who, `client-${who.id}`, [{ seq, id: randomUUID(), name, args }]);
  return answer.results[0]!;
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-edit-test-'));
  app = await buildApp({ config: { publicDir: '/nonexistent', dataDir }, database: t, authRateLimitPerMinute: 10_000 });
  admin = await createAccount(t, app, 'Admin', 'admin');
  student = await createAccount(t, app, 'Student');
  outsider = await createAccount(t, app, 'Outsider');
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
  await enrollStudent(t.db, student.id, courseId);
  lessons.video = await addLesson(
    { title: 'Variables', description: 'First steps', type: 'video', duration: '12 min' },
    { name: 'v.mp4', bytes: mp4 },
  );
  lessons.note = await addLesson({ title: 'Notes', type: 'note' }, { name: 'notes.pdf', bytes: pdf });
  lessons.assignment = await addLesson(
    { title: 'Practice set', type: 'assignment', dueDate: '2026-12-10', maxMarks: '20' },
    { name: 'task.pdf', bytes: pdf },
  );
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`course content edited, reordered and removed on ${testDatabaseKind}`, () => {
  it('lets only administrators edit, reorder and remove: 401 for a visitor, 403 for students enrolled or not', async () => {
    const id = lessons.note.id;
    const body = { title: 'x', description: '', duration: '' };
    const ids = [lessons.note.id, lessons.video.id, lessons.assignment.id];
    for (const [who, status] of [
      [null, 401],
      [student, 403],
      [outsider, 403],
    ] as const) {
      expect((await edit(who, id, body)).statusCode).toBe(status);
      expect((await reorder(who, ids)).statusCode).toBe(status);
      expect((await remove(who, id)).statusCode).toBe(status);
    }
    // Nothing changed.
    expect((await listed()).map((c) => c.title)).toEqual(['Variables', 'Notes', 'Practice set']);
  });

  it('edits a lesson’s words and duration, and an assignment’s due date and marks; the file and the type stay; audited', async () => {
    const res = await edit(admin, lessons.video.id, {
      title: 'Variables and types',
      description: 'What a variable holds',
      duration: '15 min',
      dueDate: '2026-12-31', // ignored: a video has no due date
      type: 'note', // not editable: stripped
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, content } = res.json<{ message: string; content: CourseContent }>();
    expect(message).toBe(messages.learning.contentUpdated);
    expect(content).toMatchObject({
      id: lessons.video.id,
      title: 'Variables and types',
      description: 'What a variable holds',
      duration: '15 min',
      type: 'video',
      file: lessons.video.file,
      dueDate: null,
      maxMarks: null,
      position: 0,
    });
    const [audit] = await audits('content.update');
    expect(audit).toMatchObject({ actor_id: admin.id, entity: 'course_content', entity_id: lessons.video.id });
    expect(audit!.details).toMatchObject({ before: { title: 'Variables', duration: '12 min' } });

    const task = await edit(admin, lessons.assignment.id, { title: 'Practice set 1', dueDate: '2026-12-20', maxMarks: '25' });
    expect(task.json<{ content: CourseContent }>().content).toMatchObject({ title: 'Practice set 1', dueDate: '2026-12-20', maxMarks: 25 });
    // An empty duration clears it; an empty due date removes it (never late).
    const cleared = await edit(admin, lessons.assignment.id, { title: 'Practice set 1', dueDate: '', maxMarks: '25' });
    expect(cleared.json<{ content: CourseContent }>().content).toMatchObject({ dueDate: null, duration: null, maxMarks: 25 });
  });

  it('refuses bad edits with the catalogue’s words, and an unknown lesson with 404', async () => {
    const id = lessons.assignment.id;
    const cases: [unknown, string, string][] = [
      [{ title: '   ' }, 'title', messages.learning.contentTitleRequired],
      [{ title: 'x'.repeat(10_000) }, 'title', ''],
      [{ title: 'T', dueDate: '2026-02-30' }, 'dueDate', messages.assignments.dueDateInvalid],
      [{ title: 'T', maxMarks: '0' }, 'maxMarks', messages.assignments.maxMarksInvalid(1000)],
      [{ title: 'T', maxMarks: '1001' }, 'maxMarks', messages.assignments.maxMarksInvalid(1000)],
      [{ title: 'T', description: 'd\u0000' }, 'description', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await edit(admin, id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      const answer = res.json<{ message: string; errors: { field: string; message: string }[] }>();
      expect(answer.errors.map((e) => e.field)).toContain(field);
      if (message) expect(answer.message).toBe(message);
    }
    expect((await edit(admin, randomUUID(), { title: 'T' })).statusCode).toBe(404);
    expect((await edit(admin, 'not-a-uuid', { title: 'T' })).statusCode).toBe(404);
    expect((await listed()).find((c) => c.id === id)!.title).toBe('Practice set 1');
  });

  it('puts the lessons in a new order, rewriting only the rows that moved; the student’s device receives it', async () => {
    const device = new Device(app, student);
    await device.pull();
    const bucket = `course:${courseId}`;
    expect(device.ids(bucket, 'courseContents')).toHaveLength(3);
    const txidOf = async (id: string) =>
      (await t.db.selectFrom('course_contents').select('txid').where('id', '=', id).executeTakeFirstOrThrow()).txid;
    const noteTxid = await txidOf(lessons.note.id);

    const order = [lessons.assignment.id, lessons.note.id, lessons.video.id];
    const res = await reorder(
      admin,
      order.map((i) => i.toUpperCase()),
    ); // ids compare without case
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ message: string; content: CourseContent[] }>();
    expect(answer.message).toBe(messages.learning.contentReordered);
    expect(answer.content.map((c) => [c.id, c.position])).toEqual(order.map((id, i) => [id, i]));
    expect((await listed(student)).map((c) => c.id)).toEqual(order);
    expect(await txidOf(lessons.note.id)).toBe(noteTxid); // it stayed second

    await device.pull();
    const positions = Object.fromEntries(device.rows(bucket, 'courseContents').map((r) => [r.id, r.position]));
    expect(positions).toEqual({ [lessons.assignment.id]: 0, [lessons.note.id]: 1, [lessons.video.id]: 2 });

    const [audit] = await audits('content.reorder');
    expect(audit).toMatchObject({ actor_id: admin.id, entity: 'course', entity_id: courseId });
    expect(audit!.details).toMatchObject({ after: order });
  });

  it('refuses an order that repeats, misses or adds a lesson, or is not a list of ids', async () => {
    const [a, n, v] = [lessons.assignment.id, lessons.note.id, lessons.video.id];
    const duplicate = await reorder(admin, [a, a, v]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ message: messages.learning.contentOrderDuplicate });
    for (const stale of [
      [a, n],
      [a, n, v, randomUUID()],
      [a, n, randomUUID()],
    ]) {
      const res = await reorder(admin, stale);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: messages.learning.contentOrderStale });
    }
    for (const bad of [[], ['x'], 'a,b', Array.from({ length: contentOrderMax + 1 }, () => randomUUID())])
      expect((await reorder(admin, bad)).statusCode).toBe(400);
    expect((await reorder(admin, [a, n, v], randomUUID())).statusCode).toBe(404);
    expect((await listed()).map((c) => c.id)).toEqual([a, n, v]);
  });

  it('fixes an assignment’s maximum marks once a student submitted; its due date and words still change', async () => {
    const fileId = randomUUID();
    const { payload, contentType } = multipart({}, { name: 'answer.pdf', bytes: pdf });
    const uploaded = await app.inject({
      method: 'PUT',
      url: `/api/assignment-files/${fileId}`,
      headers: { ...student.headers, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    expect(
      await mutate(student, 'assignment.submit', {
        assignmentId: lessons.assignment.id,
        text: 'done',
        files: [{ id: fileId, name: 'answer.pdf' }],
      }),
    ).toMatchObject({ status: 'applied' });
    const locked = await edit(admin, lessons.assignment.id, { title: 'Practice set 1', maxMarks: '30' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ errors: [{ field: 'maxMarks', message: messages.learning.contentMaxMarksLocked }] });
    const ok = await edit(admin, lessons.assignment.id, { title: 'Practice set one', dueDate: '2027-01-05', maxMarks: '25' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ content: CourseContent }>().content).toMatchObject({ title: 'Practice set one', dueDate: '2027-01-05', maxMarks: 25 });
  });

  it('removes an assignment with its file, its submissions and their files, and the events about it; progress computed again; synced', async () => {
    const device = new Device(app, student);
    await device.pull();
    const user = `user:${student.id}`;
    expect(device.rows(user, 'assignmentSubmissions')).toHaveLength(1);
    expect(device.rows(user, 'learningEvents').map((e) => e.subjectId)).toEqual([lessons.assignment.id]);
    // One assignment submitted of one video and one assignment: 50%.
    const percent = async () =>
      (
        await t.db
          .selectFrom('enrollments')
          .select('progress')
          .where('student_id', '=', student.id)
          .where('course_id', '=', courseId)
          .executeTakeFirstOrThrow()
      ).progress;
    expect(await percent()).toBe(50);
    const submission = await t.db
      .selectFrom('assignment_submissions')
      .select('files')
      .where('id', '=', submissionId(student.id, lessons.assignment.id))
      .executeTakeFirstOrThrow();
    const studentFile = submission.files[0]!.id;
    const taskFile = lessons.assignment.file!;
    const onDisk = async (id: string) => {
      const row = await t.db.selectFrom('uploads').select('storage_key').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    };
    expect(await onDisk(studentFile)).toBe(true);
    const uploadsDir = path.join(dataDir, 'uploads');
    const filesBefore = await fs.readdir(uploadsDir);

    const res = await remove(admin, lessons.assignment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.learning.contentRemoved });
    expect(await onDisk(taskFile)).toBe(false);
    expect(await onDisk(studentFile)).toBe(false);
    expect((await fs.readdir(uploadsDir)).length).toBe(filesBefore.length - 2);
    expect(
      await t.db.selectFrom('assignment_submissions').select('id').where('assignment_id', '=', lessons.assignment.id).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('learning_events').select('id').where('subject_id', '=', lessons.assignment.id).execute()).toEqual([]);
    // Nothing done of the one video left: 0%.
    expect(await percent()).toBe(0);
    const [audit] = await audits('content.delete');
    expect(audit).toMatchObject({ actor_id: admin.id, entity_id: lessons.assignment.id });
    expect(audit!.details).toMatchObject({ courseId, title: 'Practice set one', type: 'assignment', submissions: 1 });

    // The student's device loses the lesson, the submission and the event with the next pull.
    await device.pull();
    expect(device.ids(`course:${courseId}`, 'courseContents')).toEqual([lessons.note.id, lessons.video.id].sort());
    expect(device.rows(user, 'assignmentSubmissions')).toEqual([]);
    expect(device.rows(user, 'learningEvents')).toEqual([]);
    expect((await listed(student)).map((c) => c.title)).toEqual(['Notes', 'Variables and types']);

    expect((await remove(admin, lessons.assignment.id)).statusCode).toBe(404);
    // The remaining two can still be reordered.
    expect((await reorder(admin, [lessons.video.id, lessons.note.id])).statusCode).toBe(200);
  });
});
