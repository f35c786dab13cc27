/**
 * Every mutation's optimistic effect writes its collection's shared entity, the shape the pull
 * will bring in its place: each row parses strictly with `syncRowSchemas` (less the bucket).
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { mutationArgsSchemas, syncRowSchemas, type MutationArgs, type MutationName } from '@institute/shared-schema';
import { AppDatabase } from '../data/db';
import { localEffects, type RowChange } from './local-writes';

const userId = '7f3a9c21-b04e-45d1-8a2b-000000000001';
const courseId = '7f3a9c21-b04e-45d1-8a2b-000000000002';
const bucket = `user:${userId}`;
const notificationId = '7f3a9c21-b04e-45d1-8a2b-000000000003';
const assignmentId = '7f3a9c21-b04e-45d1-8a2b-000000000004';
const videoId = '7f3a9c21-b04e-45d1-8a2b-000000000005';

const samples: { [N in MutationName]: MutationArgs<N> } = {
  'testimonial.submit': { id: crypto.randomUUID(), text: 'Clear', author: 'Asha', course: 'Java', faculty: 'Ravi', rating: 5 },
  'contact.send': { id: crypto.randomUUID(), name: 'Asha', email: 'asha@example.com', subject: 'Support', message: 'Hello' },
  'profile.update': { firstName: 'Asha', lastName: 'Patil', email: 'asha@example.com', phone: '', bio: 'Learner' },
  'course.bookmark': { courseId, bookmarked: true },
  'quiz.attempt': {
    id: crypto.randomUUID(),
    language: 'python',
    tier: 'beginner',
    subLevel: 'level1',
    totalQuestions: 20,
    totalTimeMs: 20_000,
    answers: [{ questionId: 'python.beginner.level1.01', chosen: 0 }],
    finishedAt: '2026-11-22T10:00:00.000Z',
  },
  'payment.proof': { id: crypto.randomUUID(), courseId, transactionId: 'UPI1', screenshot: crypto.randomUUID() },
  'code.run': { id: crypto.randomUUID(), language: 'python', code: 'print(1)' },
  'job.save': { jobId: courseId, saved: true },
  'resume.save': { id: crypto.randomUUID(), resume: { basics: { name: 'Asha Patil' }, work: [{ name: 'Studio', highlights: ['Logos'] }] } },
  'resume.delete': { id: crypto.randomUUID() },
  'notification.read': { id: notificationId },
  'assignment.submit': { assignmentId, text: 'My answer', files: [{ id: crypto.randomUUID(), name: 'answer.pdf' }] },
  'lesson.progress': { contentId: videoId, position: 95, duration: 100 },
};

let db: AppDatabase;
afterEach(async () => {
  db.close();
  await AppDatabase.delete(db.name);
});

it('writes, for every mutation, rows that are exactly their collection entity', async () => {
  db = new AppDatabase(`test-${Math.random()}`);
  await db.collection('me').put({
    id: userId,
    firstName: 'Asha',
    lastName: 'Test',
    email: 'asha@example.com',
    role: 'student',
    phoneNumber: '9876543210',
    address: null,
    education: null,
    bio: null,
    profileImage: null,
    status: 'active',
    createdAt: '2026-11-22T00:00:00.000Z',
    bucket,
  });
  await db.collection('notifications').put({
    id: notificationId,
    kind: 'payment.approved',
    title: 'Payment approved',
    body: 'Enrolled',
    link: null,
    readAt: null,
    createdAt: '2026-11-22T00:00:00.000Z',
    bucket,
  });
  const content = {
    courseId,
    description: '',
    file: null,
    duration: null,
    liveSessionId: null,
    position: 0,
    createdAt: '2026-11-22T00:00:00.000Z',
  };
  await db.collection('courseContents').bulkPut([
    {
      ...content,
      id: assignmentId,
      title: 'Homework',
      type: 'assignment',
      dueDate: '2026-12-01',
      maxMarks: 20,
      bucket: `course:${courseId}`,
    },
    { ...content, id: videoId, title: 'Intro', type: 'video', dueDate: null, maxMarks: null, bucket: `course:${courseId}` },
  ]);
  const now = new Date().toISOString();
  const written: string[] = [];
  for (const name of Object.keys(samples) as MutationName[]) {
    const args = mutationArgsSchemas[name].parse(samples[name]);
    const effect = localEffects[name] as (ctx: { db: AppDatabase; userId: string; now: string }, a: typeof args) => Promise<RowChange[]>;
    for (const change of await effect({ db, userId, now }, args)) {
      // A delete writes no row: it removes the one its id names.
      if (name === 'resume.delete') {
        expect(change, name).toEqual({ collection: 'resumes', pk: samples['resume.delete'].id, row: null });
        continue;
      }
      expect(change.row, name).not.toBeNull();
      const { bucket: rowBucket, ...row } = change.row!;
      expect(rowBucket, name).toBe(bucket);
      expect(syncRowSchemas[change.collection].strict().safeParse(row).error?.issues ?? [], `${name} → ${change.collection}`).toEqual([]);
      written.push(change.collection);
    }
  }
  expect(written).toEqual([
    'myTestimonials',
    'myMessages',
    'me',
    'bookmarks',
    'quizAttempts',
    'paymentProofs',
    'codeRuns',
    'savedJobs',
    'resumes',
    'notifications',
    'assignmentSubmissions',
    'learningEvents',
    'learningEvents',
  ]);
});

it('a video counts as watched at 90%, keeps its furthest point, and a submission counts at once', async () => {
  db = new AppDatabase(`test-${Math.random()}`);
  await db.collection('courseContents').put({
    id: videoId,
    courseId,
    title: 'Intro',
    description: '',
    type: 'video',
    file: null,
    duration: null,
    liveSessionId: null,
    position: 0,
    createdAt: '2026-11-22T00:00:00.000Z',
    dueDate: null,
    maxMarks: null,
    bucket: `course:${courseId}`,
  });
  const report = async (position: number) => {
    const args = mutationArgsSchemas['lesson.progress'].parse({ contentId: videoId, position, duration: 200 });
    for (const c of await localEffects['lesson.progress']({ db, userId, now: new Date().toISOString() }, args))
      if (c.row) await db.collection('learningEvents').put(c.row as never);
    return db.collection('learningEvents').get(`${userId}:video:${videoId}`);
  };
  expect(await report(179)).toMatchObject({ fraction: 0.895, done: false });
  expect(await report(180)).toMatchObject({ fraction: 0.9, done: true });
  expect(await report(20)).toMatchObject({ fraction: 0.9, done: true });
});

it('a practice attempt counts at once, scored with the key on the device; an assignment waits for the server', async () => {
  db = new AppDatabase(`test-${Math.random()}`);
  const question = (subLevel: 'level1' | 'assignment', n: number, correct?: number) => ({
    id: `python.beginner.${subLevel}.0${n}`,
    bucket: 'public',
    language: 'python' as const,
    tier: 'beginner' as const,
    subLevel,
    position: n,
    kind: 'concept' as const,
    question: `Q${n}?`,
    code: null,
    options: ['a', 'b', 'c', 'd'],
    ...(correct === undefined ? {} : { correct, explanation: 'Because.' }),
  });
  await db.collection('quizQuestions').bulkPut([question('level1', 1, 2), question('level1', 2, 0), question('assignment', 1)]);
  const attempt = (subLevel: 'level1' | 'assignment', chosen: number[]) =>
    mutationArgsSchemas['quiz.attempt'].parse({
      id: crypto.randomUUID(),
      language: 'python',
      tier: 'beginner',
      subLevel,
      totalQuestions: 20,
      totalTimeMs: 20_000,
      answers: chosen.map((c, i) => ({ questionId: `python.beginner.${subLevel}.0${i + 1}`, chosen: c })),
      finishedAt: '2026-11-22T10:00:00.000Z',
      // A device never sends a score: the schema drops one.
      score: 20,
    });
  const ctx = { db, userId, now: new Date().toISOString() };

  const practice = attempt('level1', [2, 3]);
  expect(practice).not.toHaveProperty('score');
  const [change] = await localEffects['quiz.attempt'](ctx, practice);
  expect(change).toMatchObject({ collection: 'quizAttempts', pk: practice.id, row: { score: 1, bucket } });

  expect(await localEffects['quiz.attempt'](ctx, attempt('assignment', [0]))).toEqual([]);
});
