/**
 * The rows a pull sends are the shared entities: every collection of every bucket kind gets rows
 * here (the demo content, the quiz bank, a student's writes through sync, an administrator), and
 * each pulled row parses with its collection's schema of `syncRowSchemas`, strictly (no field the
 * schema does not name). The device's tables are typed from the same map, so a shape the server
 * changed without its entity fails here rather than on a learner's screen.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allSyncCollections,
  bucketKind,
  certificateIdFor,
  syncCollections,
  syncRowSchemas,
  type CodeRunResult,
  type QuizAttempt,
  type SyncCollection,
  type SyncRow,
} from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { seedQuizBank } from '../src/features/quiz/quiz-bank.seed.js';
import { seedDemoData } from '../src/seed/seed.js';
import { ageAccount, createAccount, Device, push, type Account, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let student: SignedInAccount;
let admin: Account;

/** Python beginner level 1 (open to everyone), every answer right. */
async function firstAttempt(): Promise<QuizAttempt> {
  const pool = await t.db
    .selectFrom('quiz_questions')
    .select(['id', 'correct'])
    .where('id', 'like', 'python.beginner.level1.%')
    .orderBy('id')
    .limit(20)
    .execute();
  const answers = pool.map((q) => ({ questionId: q.id, chosen: q.correct }));
  return {
    id: randomUUID(),
    language: 'python',
    tier: 'beginner',
    subLevel: 'level1',
    score: 20,
    totalQuestions: 20,
    totalTimeMs: 95_000,
    answers,
    finishedAt: new Date().toISOString(),
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db);
  await seedQuizBank(t.db);
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  student = await createAccount(t, app, 'Asha');
  await ageAccount(t, student.id);
  admin = await createAccount(t, app, 'Admin', 'admin');

  const course = await t.db.selectFrom('courses').select(['id', 'title', 'price']).orderBy('title').executeTakeFirstOrThrow();
  const job = await t.db.selectFrom('jobs').select('id').orderBy('title').executeTakeFirstOrThrow();
  const attempt = await firstAttempt();
  const runId = randomUUID();
  const answer = await push(app, student, `device-${randomUUID()}`, [
    {
      seq: 1,
      id: randomUUID(),
      name: 'testimonial.submit',
      args: { id: randomUUID(), text: 'Clear teaching', author: 'Asha', course: 'Java', faculty: 'Ravi', rating: 5 },
    },
    {
      seq: 2,
      id: randomUUID(),
      name: 'contact.send',
      args: { id: randomUUID(), name: 'Asha', email: 'asha@example.com', subject: 'Support', message: 'Hello' },
    },
    {
      seq: 3,
      id: randomUUID(),
      name: 'profile.update',
      // Offline, a profile edit keeps the email and phone (changing them needs the password, online).
      args: { firstName: 'Asha', lastName: 'Test', email: student.email, bio: 'Learner' },
    },
    { seq: 4, id: randomUUID(), name: 'course.bookmark', args: { courseId: course.id, bookmarked: true } },
    { seq: 5, id: randomUUID(), name: 'quiz.attempt', args: attempt },
    { seq: 6, id: randomUUID(), name: 'code.run', args: { id: runId, language: 'python', code: 'print(1)' } },
    { seq: 7, id: randomUUID(), name: 'code.run', args: { id: randomUUID(), language: 'c', code: 'int main(void) { return 0; }' } },
    { seq: 8, id: randomUUID(), name: 'job.save', args: { jobId: job.id, saved: true } },
    {
      seq: 9,
      id: randomUUID(),
      name: 'resume.save',
      args: { id: randomUUID(), resume: { basics: { name: 'Asha Test' }, skills: [{ name: 'Java' }] } },
    },
  ]);
  expect(answer.results.map((r) => `${r.status} ${r.message ?? ''}`.trim())).toEqual(Array(9).fill('applied'));

  // What no mutation writes: a finished run, a certificate, a decided proof, an enrolment, site content.
  const result: CodeRunResult = { output: '1\n', status: 'ok', exitCode: 0, timeMs: 12 };
  await t.db
    .updateTable('code_runs')
    .set({ status: 'done', result: JSON.stringify(result), finished_at: new Date() })
    .where('id', '=', runId)
    .execute();
  await t.db
    .insertInto('certificates')
    .values({
      id: certificateIdFor(attempt.id),
      attempt_id: attempt.id,
      user_id: student.id,
      first_name: 'Asha',
      last_name: 'Test',
      language: 'python',
      tier: 'beginner',
      sub_level: 'assignment',
      score: 18,
      total_questions: 20,
      issued_on: '2026-11-22',
    })
    .execute();
  const proof = {
    student_id: student.id,
    course_id: course.id,
    student_name: 'Asha Test',
    course_name: course.title,
    amount: course.price,
    mobile_number: '9876543210',
    screenshot: null,
  };
  await t.db
    .insertInto('payment_verifications')
    .values([
      { ...proof, transaction_id: 'UPI1' },
      { ...proof, transaction_id: 'UPI2', status: 'approved', admin_notes: 'Thank you', decided_by: admin.id, decided_at: new Date() },
    ])
    .execute();
  await t.db.insertInto('enrollments').values({ student_id: student.id, course_id: course.id, last_accessed: new Date() }).execute();
  // A graded submission and a learning event (issue 18), as the server writes them.
  const homework = await t.db
    .insertInto('course_contents')
    .values({ course_id: course.id, title: 'Homework', type: 'assignment', due_date: '2026-12-01', max_marks: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('assignment_submissions')
    .values({
      id: `${student.id}:${homework.id}`,
      assignment_id: homework.id,
      course_id: course.id,
      student_id: student.id,
      text: 'Done',
      files: JSON.stringify([{ id: randomUUID(), name: 'a.pdf' }]),
      submitted_at: new Date(),
      late: false,
      max_marks: 100,
      marks: 80,
      feedback: 'Good',
      graded_at: new Date(),
      graded_by: admin.id,
    })
    .execute();
  await t.db
    .insertInto('learning_events')
    .values({
      id: `${student.id}:assignment:${homework.id}`,
      user_id: student.id,
      course_id: course.id,
      kind: 'assignment',
      subject_id: homework.id,
      fraction: 1,
      done: true,
      at: new Date(),
    })
    .execute();
  await t.db
    .insertInto('notifications')
    .values({ user_id: student.id, kind: 'payment.approved', title: 'Payment approved', body: 'Enrolled', link: '/student/dashboard' })
    .execute();
  await t.db
    .insertInto('site_content')
    .values({ id: 'site-config', value: JSON.stringify({ name: 'EPL' }) })
    .execute();
  const image = {
    id: randomUUID(),
    width: 640,
    height: 480,
    placeholder: 'data:image/webp;base64,AA',
    sources: [{ width: 640, url: '/api/site-images/x' }],
  };
  await t.db
    .insertInto('site_items')
    .values([
      { kind: 'gallery', category: 'epl', caption: 'Lab', image: JSON.stringify(image), details: '{}' },
      { kind: 'team', caption: 'A. Member', details: JSON.stringify({ role: 'Trainer', stats: [] }) },
    ])
    .execute();
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** Every row a device holds after a full pull, by collection. */
async function pulledRows(account: Account): Promise<Map<SyncCollection, SyncRow[]>> {
  const device = new Device(app, account);
  await device.pull();
  const byCollection = new Map<SyncCollection, SyncRow[]>();
  for (const [bucket, collections] of device.store)
    for (const [name, rows] of collections) {
      expect(syncCollections[bucketKind(bucket)] as readonly string[], `${name} in ${bucket}`).toContain(name);
      const collection = name as SyncCollection;
      byCollection.set(collection, [...(byCollection.get(collection) ?? []), ...rows.values()]);
    }
  return byCollection;
}

describe(`pulled rows on ${testDatabaseKind}`, () => {
  it('are, in every collection, exactly the shared entity of that collection', async () => {
    const rows = new Map([...(await pulledRows(admin)), ...(await pulledRows(student))]);
    const problems: string[] = [];
    for (const collection of allSyncCollections) {
      const pulled = rows.get(collection) ?? [];
      if (pulled.length === 0) problems.push(`${collection}: no row pulled to check`);
      const strict = syncRowSchemas[collection].strict();
      for (const row of pulled) {
        const issue = strict.safeParse(row).error?.issues[0];
        if (issue) problems.push(`${collection}: ${issue.path.join('.')} ${issue.message}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('carry no secret and no link in the public bucket', async () => {
    const visitor = new Device(app, null);
    await visitor.pull();
    const json = JSON.stringify([...visitor.store.values()].flatMap((c) => [...c.values()].flatMap((r) => [...r.values()])));
    for (const secret of ['passwordHash', 'password_hash', 'meetingLink', 'recordingLink', 'verify', 'expectedOutput', 'submittedBy'])
      expect(json, secret).not.toContain(`"${secret}"`);
  });
});
