/**
 * Resumable lesson uploads (tus, issue 18) on a real database and a real listening server: only an
 * administrator may start, continue or complete one (and only their own); the wizard's fields are
 * checked before a byte; an upload cut in the middle resumes from the server's offset and the lesson
 * it makes holds exactly the original bytes; a file that is not what its type says is refused by
 * content with the wizard's words; completing twice gives the same lesson.
 */
import { createHash } from 'node:crypto';
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
let base = '';
let dataDir = '';
const who = ['admin', 'admin2', 'enrolled'] as const;
type Who = (typeof who)[number];
const tokens = {} as Record<Who, string>;
let courseId = '';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** An MP4's first box then 600 KB of varied bytes. */
const video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12),
  Buffer.from(Array.from({ length: 600_000 }, (_, i) => (i * 7 + (i >> 8)) % 256)),
]);

const b64 = (s: string) => Buffer.from(s).toString('base64');
const metadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');
const auth = (w: Who | 'visitor'): Record<string, string> => (w === 'visitor' ? {} : { authorization: `Bearer ${tokens[w]}` });
const tusHeaders = { 'tus-resumable': '1.0.0' };

function create(w: Who | 'visitor', size: number, meta: Record<string, string>) {
  return fetch(`${base}/api/content-uploads`, {
    method: 'POST',
    headers: { ...auth(w), ...tusHeaders, 'upload-length': String(size), 'upload-metadata': metadata(meta) },
  });
}
const patch = (w: Who | 'visitor', location: string, offset: number, bytes: Buffer) =>
  fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { ...auth(w), ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: bytes,
  });
const head = (w: Who | 'visitor', location: string) =>
  fetch(`${base}${location}`, { method: 'HEAD', headers: { ...auth(w), ...tusHeaders } });
const complete = (w: Who | 'visitor', location: string) =>
  fetch(`${base}${location}/complete`, {
    method: 'POST',
    headers: { ...auth(w), 'content-type': 'application/json' },
    body: '{}',
  });

const lessonMeta = (extra: Record<string, string> = {}) => ({
  courseId,
  title: 'Loops',
  description: 'for and while',
  type: 'video',
  duration: '20 min',
  filename: 'loops.mp4',
  ...extra,
});

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tus-test-'));
  app = await buildApp({
    config: { publicDir: '/nonexistent', dataDir, contentUploadMaxBytes: 5 * 1024 * 1024 },
    database: t,
    authRateLimitPerMinute: 10_000,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const passwordHash = await hashPassword('Secret1!');
  const ids = {} as Record<Who, string>;
  for (const w of who) {
    const user = await insertUser(t.db, {
      firstName: w,
      lastName: 'T',
      email: `${w}@tus.example.com`,
      phoneNumber: null,
      role: w.startsWith('admin') ? 'admin' : 'student',
      passwordHash,
    });
    ids[w] = user.id;
    tokens[w] = app.signAccessToken(user);
  }
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
  await enrollStudent(t.db, ids.enrolled, courseId);
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`resumable lesson uploads (tus) on ${testDatabaseKind}`, () => {
  it('lets only administrators start an upload, and checks the wizard’s fields before a byte', async () => {
    expect((await create('visitor', video.length, lessonMeta())).status).toBe(401);
    const student = await create('enrolled', video.length, lessonMeta());
    expect(student.status).toBe(403);
    expect(await student.json()).toMatchObject({ message: messages.access.forbidden });

    const noTitle = await create('admin', video.length, lessonMeta({ title: '' }));
    expect(noTitle.status).toBe(400);
    expect(((await noTitle.json()) as { message: string }).message).toBe(messages.learning.contentTitleRequired);

    const wrongName = await create('admin', video.length, lessonMeta({ filename: 'loops.pdf' }));
    expect(wrongName.status).toBe(400);
    const tooBig = await create('admin', 6 * 1024 * 1024, lessonMeta());
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe(messages.learning.contentTooLarge(5));
  });

  it('resumes an upload cut in the middle from the server’s offset, and the lesson holds the same bytes', async () => {
    const created = await create('admin', video.length, lessonMeta());
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/content-uploads\/[0-9a-f-]{36}$/);

    // The first half arrives, then the connection drops before the rest.
    const half = Math.floor(video.length / 2);
    const first = await patch('admin', location, 0, video.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // Another administrator and a student cannot see, continue or complete it.
    expect((await head('admin2', location)).status).toBe(404);
    expect((await patch('enrolled', location, half, video.subarray(half))).status).toBe(403);
    expect((await complete('admin2', location)).status).toBe(404);
    // Not finished yet: completing is refused with the words to wait.
    const early = await complete('admin', location);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(messages.learningMore.uploadUnfinished);

    // The device asks where to continue, and a chunk repeated at an old offset is refused, not appended.
    const resumed = await head('admin', location);
    expect(resumed.status).toBe(200);
    const offset = Number(resumed.headers.get('upload-offset'));
    expect(offset).toBe(half);
    expect((await patch('admin', location, 0, video.subarray(0, 10))).status).toBe(409);
    const rest = await patch('admin', location, offset, video.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));

    const done = await complete('admin', location);
    expect(done.status).toBe(201);
    const { content } = (await done.json()) as { content: { id: string; file: string; type: string; title: string } };
    expect(content).toMatchObject({ type: 'video', title: 'Loops' });
    // Completing again (a lost answer) gives the same lesson, not a second one.
    const again = await complete('admin', location);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { content: { id: string } }).content.id).toBe(content.id);

    // The enrolled student reads exactly the original bytes through the lesson's link.
    const link = await app.inject({ url: `/api/content/${content.id}/link`, headers: auth('enrolled') });
    expect(link.statusCode).toBe(200);
    const file = await app.inject({ url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(sha(file.rawPayload)).toBe(sha(video));
    // And the unfinished upload's working files are gone.
    const left = await fs.readdir(path.join(dataDir, 'uploads', 'tus'));
    expect(left.filter((f) => f.startsWith(content.file))).toEqual([]);
  });

  it('refuses a finished file that is not a video by its content, with the wizard’s words, and keeps none of it', async () => {
    const fake = Buffer.from('%PDF-1.4 this is a document, not a video\n'.repeat(100));
    const created = await create('admin', fake.length, lessonMeta({ filename: 'not-really.mp4' }));
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect((await patch('admin', location, 0, fake)).status).toBe(204);
    const refused = await complete('admin', location);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(body.message).toBe(messages.validation.contentVideoType);
    expect(body.errors[0]?.field).toBe('file');
    expect((await head('admin', location)).status).toBe(404);
    const lessons = await app.inject({ url: `/api/courses/${courseId}/content`, headers: auth('admin') });
    expect(lessons.json<{ content: { title: string }[] }>().content).toHaveLength(1);
  });

  it('lets an administrator abandon an unfinished upload', async () => {
    const created = await create('admin', video.length, lessonMeta());
    const location = created.headers.get('location')!;
    await patch('admin', location, 0, video.subarray(0, 1000));
    const cancelled = await fetch(`${base}${location}`, { method: 'DELETE', headers: { ...auth('admin'), ...tusHeaders } });
    expect(cancelled.status).toBe(204);
    expect((await head('admin', location)).status).toBe(404);
  });
});
