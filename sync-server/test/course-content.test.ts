/**
 * Course content (issue 18) on a real database: who may add, list and open lessons; files checked
 * by their content for the lesson's type (not by their name alone); the form's fields before its
 * file; a lesson's file through its signed link with HTTP range requests (a phone's video seeks).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { enrollStudent } from '../src/features/payments/payments.repository.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let dataDir = '';
const who = ['admin', 'enrolled', 'outsider'] as const;
type Who = (typeof who)[number];
const tokens = {} as Record<Who, string>;
const as = (w: Who | 'visitor'): Record<string, string> => (w === 'visitor' ? {} : { authorization: `Bearer ${tokens[w]}` });
let courseId = '';
let otherCourseSession = '';

/** An MP4's first box (`ftyp`) then bytes counting 0..255 over and over, so any range is checkable. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12),
  Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 256)),
]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function form(fields: Record<string, string>, file?: { name: string; bytes: Buffer }, fileFirst = false) {
  const boundary = '----content' + Math.random().toString(16).slice(2);
  const fieldParts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

async function add(w: Who | 'visitor', fields: Record<string, string>, file?: { name: string; bytes: Buffer }, fileFirst = false) {
  const { payload, 'content-type': ct } = form(fields, file, fileFirst);
  return app.inject({ method: 'POST', url: `/api/courses/${courseId}/content`, headers: { ...as(w), 'content-type': ct }, payload });
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-test-'));
  app = await buildApp({ config: { publicDir: '/nonexistent', dataDir }, database: t, authRateLimitPerMinute: 10_000 });
  const passwordHash = await hashPassword('Secret1!');
  const ids = {} as Record<Who, string>;
  for (const w of who) {
    const email = `${w}@content.example.com`;
    ids[w] = (
      await insertUser(t.db, {
        firstName: w,
        lastName: 'T',
        email,
        phoneNumber: null,
        role: w === 'admin' ? 'admin' : 'student',
        passwordHash,
      })
    ).id;
    tokens[w] = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret1!' } })).json<{
      token: string;
    }>().token;
  }
  const course = (title: string) =>
    t.db
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
      .executeTakeFirstOrThrow();
  courseId = (await course('Java')).id;
  const other = (await course('Python')).id;
  otherCourseSession = (
    await t.db
      .insertInto('live_sessions')
      .values({ course_id: other, title: 'S', date: '2026-12-01' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await enrollStudent(t.db, ids.enrolled, courseId);
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`course content on ${testDatabaseKind}`, () => {
  let videoId = '';

  it('adds a video lesson from the wizard’s form: last in order, its file stored by content type', async () => {
    const res = await add(
      'admin',
      { title: 'Variables', description: 'First steps', type: 'video', duration: '12 min' },
      { name: 'lesson1.mp4', bytes: mp4 },
    );
    expect(res.statusCode).toBe(201);
    const { message, content } = res.json<{ message: string; content: { id: string; type: string; position: number; file: string } }>();
    expect(message).toBe(messages.success.contentAdded);
    expect(content).toMatchObject({ type: 'video', position: 0 });
    videoId = content.id;
    const upload = await t.db.selectFrom('uploads').selectAll().where('id', '=', content.file).executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ content_type: 'video/mp4', size_bytes: mp4.length, purpose: 'course-content' });
    const note = await add('admin', { title: 'Notes', type: 'note' }, { name: 'notes.pdf', bytes: pdf });
    expect(note.json<{ content: { position: number } }>().content.position).toBe(1);
    // No temporary file is left behind.
    expect((await fs.readdir(path.join(dataDir, 'uploads'))).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('checks the file by its content for the lesson’s type, with the spec’s words under the file field', async () => {
    const cases: [string, string, Buffer, string][] = [
      ['video', 'fake.mp4', pdf, messages.validation.contentVideoType], // a PDF renamed .mp4
      ['assignment', 'task.pdf', mp4, messages.validation.contentAssignmentType], // a video renamed .pdf
      ['assignment', 'task.txt', Buffer.from('hello'), messages.validation.contentAssignmentType], // by name
      ['note', 'notes.txt', Buffer.from([0x00, 0x01, 0x02, 0xff]), messages.validation.contentNoteType], // binary, not text
      ['note', 'notes.md', Buffer.from('# Title\n\nSome *markdown*, café.\n'), ''],
      ['assignment', 'task.docx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(40)]), ''],
    ];
    for (const [type, name, bytes, message] of cases) {
      const res = await add('admin', { title: `T ${name}`, type }, { name, bytes });
      if (message) {
        expect(res.statusCode, name).toBe(400);
        expect(res.json(), name).toMatchObject({ message, errors: [{ field: 'file', message }] });
      } else expect(res.statusCode, name).toBe(201);
    }
    const files = await fs.readdir(path.join(dataDir, 'uploads'));
    expect(files.filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('refuses a form without title or file, a file before the fields, a session of another course', async () => {
    expect((await add('admin', { title: ' ', type: 'note' }, { name: 'n.pdf', bytes: pdf })).json()).toMatchObject({
      message: messages.learning.contentTitleRequired,
    });
    expect((await add('admin', { title: 'No file', type: 'note' })).json()).toMatchObject({
      message: messages.learning.contentFileRequired,
    });
    const first = await add('admin', { title: 'Order', type: 'note' }, { name: 'n.pdf', bytes: pdf }, true);
    expect(first.statusCode).toBe(400);
    const wrong = await add('admin', { title: 'S', type: 'note', liveSessionId: otherCourseSession }, { name: 'n.pdf', bytes: pdf });
    expect(wrong.json()).toMatchObject({ message: messages.learning.contentSessionMismatch });
  });

  it('lets only administrators add; the course’s students and administrators list; others are refused', async () => {
    expect((await add('visitor', { title: 'x', type: 'note' }, { name: 'n.pdf', bytes: pdf })).statusCode).toBe(401);
    expect((await add('enrolled', { title: 'x', type: 'note' }, { name: 'n.pdf', bytes: pdf })).statusCode).toBe(403);
    const url = `/api/courses/${courseId}/content`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: as('outsider') })).statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url, headers: as('enrolled') });
    expect(
      list
        .json<{ content: { title: string }[] }>()
        .content.map((c) => c.title)
        .slice(0, 2),
    ).toEqual(['Variables', 'Notes']);
    expect((await app.inject({ method: 'GET', url, headers: as('admin') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/content/${videoId}/link`, headers: as('outsider') })).statusCode).toBe(403);
  });

  it('serves a lesson by its signed link, whole and in ranges; a forged or another lesson’s link is refused', async () => {
    const link = await app.inject({ method: 'GET', url: `/api/content/${videoId}/link`, headers: as('enrolled') });
    const { url, size, contentType } = link.json<{ url: string; size: number; contentType: string }>();
    expect({ size, contentType }).toEqual({ size: mp4.length, contentType: 'video/mp4' });

    const whole = await app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(mp4)).toBe(true);

    const mid = await app.inject({ method: 'GET', url, headers: { range: 'bytes=50000-50099' } });
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-range']).toBe(`bytes 50000-50099/${mp4.length}`);
    expect(mid.rawPayload.equals(mp4.subarray(50000, 50100))).toBe(true);
    const open = await app.inject({ method: 'GET', url, headers: { range: `bytes=${mp4.length - 10}-` } });
    expect(open.rawPayload.equals(mp4.subarray(mp4.length - 10))).toBe(true);
    const suffix = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
    expect(suffix.rawPayload.equals(mp4.subarray(mp4.length - 5))).toBe(true);
    const beyond = await app.inject({ method: 'GET', url, headers: { range: `bytes=${mp4.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${mp4.length}`);

    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const [expires, sig] = token.split('.');
    const forged = `/api/content/${videoId}/file?token=${Number(expires) + 1000}.${sig}`;
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: `/api/courses/${courseId}/content`, headers: as('admin') });
    const noteId = list.json<{ content: { id: string; title: string }[] }>().content.find((c) => c.title === 'Notes')!.id;
    expect((await app.inject({ method: 'GET', url: `/api/content/${noteId}/file?token=${token}` })).statusCode).toBe(403);
  });

  it('removes a lesson and its file', async () => {
    const before = await t.db.selectFrom('course_contents').select('file').where('id', '=', videoId).executeTakeFirstOrThrow();
    expect((await app.inject({ method: 'DELETE', url: `/api/content/${videoId}`, headers: as('enrolled') })).statusCode).toBe(403);
    const res = await app.inject({ method: 'DELETE', url: `/api/content/${videoId}`, headers: as('admin') });
    expect(res.json()).toMatchObject({ message: messages.learning.contentRemoved });
    expect(await t.db.selectFrom('uploads').select('id').where('id', '=', before.file!).executeTakeFirst()).toBeUndefined();
    await expect(fs.stat(path.join(dataDir, 'uploads', before.file!))).rejects.toThrow();
  });
});
