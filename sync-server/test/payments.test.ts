/**
 * Payment proofs and their verification on a real database (PGlite and PostgreSQL): the proof's
 * validation by content and size, who may read what, one enrolment under two concurrent approvals,
 * none on rejection, and the audit rows every decision leaves.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  limits,
  maxPendingProofs,
  maxScreenshotBytes,
  messages,
  paymentReviewSchema,
  paymentVerificationSchema,
  proofFieldMaxBytes,
  syncSchemaVersion,
} from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { insertCourse } from '../src/features/courses/courses.repository.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';
import { coded, codedField } from './coded.js';

let t: TestDatabase;
let app: App;
let dataDir: string;
type Who = 'studentA' | 'studentB' | 'admin' | 'admin2';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;
let courseId = '';
let draftCourseId = '';
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
  'hex',
);

const as = (who: Who | 'visitor') => (who === 'visitor' ? {} : { authorization: `Bearer ${tokens[who]}` });

/** A multipart proof as the spec's client sends it: text fields, then the screenshot. */
function proofForm(who: Who, fields: Record<string, string>, file: { bytes: Buffer; name?: string; type?: string } | null) {
  const boundary = '----proof' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="${file.name ?? 'proof.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { ...as(who), 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function submitProof(who: Who, transactionId: string, course = courseId, bytes = png) {
  return app.inject({
    method: 'POST',
    url: '/api/verify-payment',
    ...proofForm(who, { transactionId, courseId: course, amount: '4999' }, { bytes }),
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payments-test-'));
  app = await buildApp({ config: { publicDir: '/nonexistent', dataDir }, database: t, authRateLimitPerMinute: 10_000 });
  const passwordHash = await hashPassword('Secret1!');
  const people = [
    ['studentA', 'student', '9100000001'],
    ['studentB', 'student', null],
    ['admin', 'admin', '9100000003'],
    ['admin2', 'admin', '9100000004'],
  ] as const;
  for (const [key, role, phone] of people) {
    const email = `${key.toLowerCase()}@pay.example.com`;
    ids[key] = (await insertUser(t.db, { firstName: key, lastName: 'Test', email, phoneNumber: phone, role, passwordHash })).id;
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret1!' } });
    tokens[key] = login.json<{ token: string }>().token;
  }
  const form = {
    title: 'Web Design',
    description: 'HTML and CSS',
    level: 'Beginner' as const,
    duration: '6 weeks',
    instructor: 'R. Kulkarni',
    price: 4999,
    originalPrice: 7999,
    category: 'Programming',
    skills: [],
    isActive: true,
    syllabus: [],
  };
  courseId = (await insertCourse(t.db, { ...form, status: 'published' })).id;
  draftCourseId = (await insertCourse(t.db, { ...form, title: 'Unpublished', status: 'draft' })).id;
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const enrollmentsOf = (studentId: string) => t.db.selectFrom('enrollments').selectAll().where('student_id', '=', studentId).execute();

describe(`payment proof validation on ${testDatabaseKind}`, () => {
  it('refuses a proof without a transaction id, with the spec message, and stores nothing', async () => {
    const res = await submitProof('studentA', '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.validation.transactionIdRequired });
    expect(await t.db.selectFrom('uploads').select('id').where('owner_id', '=', ids.studentA).execute()).toHaveLength(0);
  });

  it('refuses a proof without a screenshot', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      ...proofForm('studentA', { transactionId: 'T1', courseId }, null),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.validation.screenshotRequired });
  });

  it('refuses a file that is not an image even when named .png and declared image/png', async () => {
    const fake = Buffer.from('%PDF-1.7 this is a document, not a picture');
    const res = await app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      ...proofForm('studentA', { transactionId: 'T2', courseId }, { bytes: fake, name: 'receipt.png', type: 'image/png' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.validation.screenshotType });
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte', async () => {
    const big = (n: number) => Buffer.concat([png, Buffer.alloc(n - png.length)]);
    const over = await submitProof('studentA', 'SIZE-2', courseId, big(maxScreenshotBytes + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ message: messages.validation.screenshotSize });
    const exact = await submitProof('studentA', 'SIZE-1', courseId, big(maxScreenshotBytes));
    expect(exact.statusCode).toBe(201);
  });

  it('refuses a course that is not published, and a visitor', async () => {
    expect((await submitProof('studentA', 'T3', draftCourseId)).json()).toMatchObject({ message: messages.payments.courseUnavailable });
    const res = await app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      ...proofForm('studentA', {}, null),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('records the student and course from the records, the institute number when the student has none', async () => {
    const res = await submitProof('studentB', 'UPI-B-1');
    expect(res.statusCode).toBe(201);
    const { verification } = res.json<{
      verification: { studentName: string; courseName: string; mobileNumber: string; amount: number; status: string };
    }>();
    expect(verification).toMatchObject({
      studentName: 'studentB Test',
      courseName: 'Web Design',
      mobileNumber: '9876543210',
      amount: 4999,
      status: 'pending',
    });
  });

  it('refuses a form field past its bound with the catalogue words, and stores nothing', async () => {
    const uploadsBefore = await t.db.selectFrom('uploads').select('id').execute();
    const long = await app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      ...proofForm('studentA', { transactionId: 'T'.repeat(limits.id + 1), courseId }, { bytes: png }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: messages.request.tooLong('Transaction id', limits.id) });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      ...proofForm('studentA', { transactionId: 'T-HUGE', courseId, studentName: 'x'.repeat(64 * 1024) }, { bytes: png }),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ message: messages.request.tooLong('Student name', proofFieldMaxBytes) });
    expect(await t.db.selectFrom('uploads').select('id').execute()).toHaveLength(uploadsBefore.length);
  });

  it('answers a proof with exactly the shape of a proof: no storage key, no reviewer, no spec alias', async () => {
    const res = await submitProof('studentB', 'SHAPE-1');
    expect(res.statusCode).toBe(201);
    const { verification } = res.json<{ verification: Record<string, unknown> }>();
    expect(Object.keys(verification).sort()).toEqual(Object.keys(paymentVerificationSchema.shape).sort());
    const mine = await app.inject({ method: 'GET', url: '/api/payment-verifications/mine', headers: as('studentB') });
    for (const proof of mine.json<{ verifications: Record<string, unknown>[] }>().verifications)
      expect(Object.keys(proof).sort()).toEqual(Object.keys(paymentVerificationSchema.shape).sort());
    const list = await app.inject({ method: 'GET', url: '/api/payment-verifications?status=all', headers: as('admin') });
    for (const proof of list.json<{ verifications: Record<string, unknown>[] }>().verifications)
      expect(Object.keys(proof).sort()).toEqual(Object.keys(paymentReviewSchema.shape).sort());
    // Taken back, so the later tests see the proofs they expect.
    await t.db
      .deleteFrom('payment_verifications')
      .where('id', '=', verification.id as string)
      .execute();
  });

  it('refuses the same transaction id twice from the same student for the same course', async () => {
    const uploadsBefore = await t.db.selectFrom('uploads').select('id').where('owner_id', '=', ids.studentB).execute();
    const res = await submitProof('studentB', 'upi-b-1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: messages.payments.duplicateSubmission });
    // The refused proof's screenshot is not left behind.
    const uploadsAfter = await t.db.selectFrom('uploads').select('id').where('owner_id', '=', ids.studentB).execute();
    expect(uploadsAfter).toHaveLength(uploadsBefore.length);
    // Stored files, one per upload row (the folder also holds `tus/`, where resumable uploads wait).
    const stored = (await fs.readdir(path.join(dataDir, 'uploads'), { withFileTypes: true })).filter((f) => f.isFile());
    expect(stored).toHaveLength((await t.db.selectFrom('uploads').select('id').execute()).length);
  });
});

describe(`who may read proofs on ${testDatabaseKind}`, () => {
  it("keeps a student's proof and screenshot from another student, and shows them to the owner and admins", async () => {
    const mine = await app.inject({ method: 'GET', url: '/api/payment-verifications/mine', headers: as('studentB') });
    const proof = mine.json<{ verifications: { screenshot: string; transactionId: string }[] }>().verifications[0]!;
    expect(proof.transactionId).toBe('UPI-B-1');
    const others = await app.inject({ method: 'GET', url: '/api/payment-verifications/mine', headers: as('studentA') });
    expect(others.json<{ verifications: { transactionId: string }[] }>().verifications.map((v) => v.transactionId)).not.toContain(
      'UPI-B-1',
    );

    const url = `/api/payment-screenshot/${proof.screenshot}`;
    expect((await app.inject({ method: 'GET', url, headers: as('studentA') })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const who of ['studentB', 'admin'] as const) {
      const res = await app.inject({ method: 'GET', url, headers: as(who) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8)).toEqual(png.subarray(0, 8));
    }
    expect((await app.inject({ method: 'GET', url: '/api/payment-verifications', headers: as('studentB') })).statusCode).toBe(403);
  });

  it('answers a missing screenshot with the placeholder image', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/payment-screenshot/5b0e7f3c-0000-4000-8000-000000000000',
      headers: as('admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('Screenshot not available');
  });

  it('gives enrolments to their student and admins, 403 to another student', async () => {
    const url = `/api/enrollments/students/${ids.studentA}/courses`;
    expect((await app.inject({ method: 'GET', url, headers: as('studentA') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: as('admin') })).statusCode).toBe(200);
    const other = await app.inject({ method: 'GET', url, headers: as('studentB') });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: messages.access.forbidden });
  });
});

describe(`verification decisions on ${testDatabaseKind}`, () => {
  const decide = (who: Who, id: string, status: 'approved' | 'rejected', adminNotes = '') =>
    app.inject({ method: 'PUT', url: `/api/update-verification/${id}`, headers: as(who), payload: { status, adminNotes } });
  const pending = async () =>
    (await app.inject({ method: 'GET', url: '/api/payment-verifications', headers: as('admin') })).json<{
      verifications: { id: string; studentId: string; transactionId: string; duplicateTransaction: boolean }[];
    }>().verifications;

  it('lists pending proofs and flags a transaction id used by another proof', async () => {
    const res = await submitProof('studentA', 'UPI-B-1');
    expect(res.statusCode).toBe(201);
    const list = await pending();
    const flagged = list.filter((v) => v.transactionId.toLowerCase() === 'upi-b-1');
    expect(flagged).toHaveLength(2);
    expect(flagged.every((v) => v.duplicateTransaction)).toBe(true);
    expect(list.find((v) => v.transactionId === 'SIZE-1')?.duplicateTransaction).toBe(false);
  });

  it('rejection creates no enrolment, keeps the note, leaves the queue and is in the history', async () => {
    const proof = (await pending()).find((v) => v.studentId === ids.studentA && v.transactionId === 'UPI-B-1')!;
    const res = await decide('admin', proof.id, 'rejected', '  Transaction id belongs to another student  ');
    expect(res.json()).toMatchObject({ success: true, message: messages.success.paymentRejected, enrollmentId: null });
    expect(await enrollmentsOf(ids.studentA)).toHaveLength(0);
    expect((await pending()).map((v) => v.id)).not.toContain(proof.id);
    const history = await app.inject({ method: 'GET', url: '/api/payment-verifications?status=all', headers: as('admin') });
    const decided = history
      .json<{ verifications: { id: string; status: string; adminNotes: string; decidedBy: string }[] }>()
      .verifications.find((v) => v.id === proof.id);
    expect(decided).toMatchObject({ status: 'rejected', adminNotes: 'Transaction id belongs to another student', decidedBy: 'admin Test' });
    expect((await decide('admin', proof.id, 'approved')).statusCode).toBe(409);
  });

  it('two administrators approving at the same moment create one enrolment and one decision', async () => {
    const proof = (await pending()).find((v) => v.studentId === ids.studentA && v.transactionId === 'SIZE-1')!;
    const before = (await t.db.selectFrom('courses').select('students').where('id', '=', courseId).executeTakeFirstOrThrow()).students;
    const answers = await Promise.all([decide('admin', proof.id, 'approved'), decide('admin2', proof.id, 'approved')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((a) => a.statusCode === 200)!;
    expect(ok.json()).toMatchObject({ message: messages.success.paymentApprovedEnrolled });
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: messages.payments.alreadyDecided });
    const enrollments = await enrollmentsOf(ids.studentA);
    expect(enrollments).toHaveLength(1);
    expect(enrollments[0]).toMatchObject({ course_id: courseId, status: 'in-progress', progress: 0 });
    const after = (await t.db.selectFrom('courses').select('students').where('id', '=', courseId).executeTakeFirstOrThrow()).students;
    expect(after).toBe(before + 1);

    const mine = await app.inject({ method: 'GET', url: `/api/enrollments/students/${ids.studentA}/courses`, headers: as('studentA') });
    expect(mine.json<{ courses: { courseId: string; courseDetails: { title: string } }[] }>().courses).toMatchObject([
      { courseId, courseDetails: { title: 'Web Design' } },
    ]);
    // Enrolled: another proof for the same course is refused.
    expect((await submitProof('studentA', 'AGAIN-1')).json()).toMatchObject({ message: messages.payments.alreadyEnrolled });
  });

  it('writes one audit row per decision: who, what, which proof', async () => {
    const rows = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'payment_verification').orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(['payment.reject', 'payment.approve']);
    expect(rows.every((r) => r.actor_id === ids.admin || r.actor_id === ids.admin2)).toBe(true);
    expect(rows[1]!.details).toMatchObject({ studentId: ids.studentA, courseId, transactionId: 'SIZE-1' });
    expect(rows[1]!.created_at).toBeInstanceOf(Date);
  });

  it('answers a decision of the wrong shape with 400 and the catalogue words, before anything changes', async () => {
    const proof = (await pending())[0]!;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/update-verification/${proof.id}`,
      headers: as('admin'),
      payload: { status: 'approved', adminNotes: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...coded(messages.request.invalid('Admin notes')),
      errors: [codedField('adminNotes', messages.request.invalid('Admin notes'))],
    });
    const enroll = await app.inject({ method: 'POST', url: '/api/enroll', headers: as('admin'), payload: { studentId: 7, courseId } });
    expect(enroll.statusCode).toBe(400);
    expect(enroll.json()).toMatchObject({ message: messages.validation.studentInfoMissing });
    expect((await pending()).map((v) => v.id)).toContain(proof.id);
  });

  it('only administrators decide; an unknown proof is 404', async () => {
    const proof = (await pending())[0]!;
    expect((await decide('studentB', proof.id, 'approved')).statusCode).toBe(403);
    expect((await decide('admin', '5b0e7f3c-0000-4000-8000-000000000000', 'approved')).statusCode).toBe(404);
  });

  it('POST /api/enroll enrols once and is admin-only', async () => {
    const call = (who: Who) =>
      app.inject({ method: 'POST', url: '/api/enroll', headers: as(who), payload: { studentId: ids.studentB, courseId } });
    expect((await call('studentB')).statusCode).toBe(403);
    expect((await call('admin')).json()).toMatchObject({ success: true, message: messages.payments.enrolled });
    expect((await call('admin')).json()).toMatchObject({ success: true, message: messages.payments.alreadyEnrolled });
    expect(await enrollmentsOf(ids.studentB)).toHaveLength(1);
  });
});

/** A student of their own for each hostile case, so caps and quotas of one case do not touch another. */
async function newStudent(name: string) {
  const email = `${name.toLowerCase()}-${Math.random().toString(16).slice(2, 8)}@pay.example.com`;
  const user = await insertUser(t.db, {
    firstName: name,
    lastName: 'Test',
    email,
    phoneNumber: null,
    role: 'student',
    passwordHash: await hashPassword('Secret1!'),
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Secret1!' } });
  return { id: user.id, headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` } };
}

/** A multipart body from raw parts: `[headers, body]` each, with the boundary given. */
function multipart(boundary: string, parts: [string, Buffer | string][], end = `--${boundary}--\r\n`) {
  return Buffer.concat([
    ...parts.flatMap(([head, body]) => [Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]),
    Buffer.from(end),
  ]);
}
const fieldPart = (name: string, value: string): [string, string] => [`Content-Disposition: form-data; name="${name}"`, value];
const filePart = (name: string, filename: string, bytes: Buffer = png): [string, Buffer] => [
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`,
  bytes,
];

describe(`hostile proofs and uploads on ${testDatabaseKind}`, () => {
  const uploadCount = async (ownerId: string) =>
    (await t.db.selectFrom('uploads').select('id').where('owner_id', '=', ownerId).execute()).length;

  it('refuses a NUL in a form field or a file name with 400 and its words, and stores nothing', async () => {
    const s = await newStudent('Nul');
    const b = 'nulboundary';
    const headers = { ...s.headers, 'content-type': `multipart/form-data; boundary=${b}` };
    const cases = [
      {
        url: '/api/verify-payment',
        parts: [fieldPart('transactionId', 'UPI\u00001'), fieldPart('courseId', courseId), filePart('screenshot', 'a.png')],
        field: 'Transaction id',
      },
      {
        url: '/api/verify-payment',
        parts: [fieldPart('transactionId', 'UPI2'), fieldPart('courseId', courseId), filePart('screenshot', 'a\u0000.png')],
        field: 'File name',
      },
      { url: `/api/uploads/${randomUUID()}?purpose=payment-screenshot`, parts: [filePart('file', 'b\u0000.png')], field: 'File name' },
    ];
    for (const c of cases) {
      const res = await app.inject({
        method: c.url.startsWith('/api/uploads') ? 'PUT' : 'POST',
        url: c.url,
        headers,
        payload: multipart(b, c.parts),
      });
      expect(res.statusCode, c.field).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(messages.request.badCharacter(c.field));
    }
    expect(await uploadCount(s.id)).toBe(0);
  });

  it('answers broken multipart bodies with a 4xx and a message on every upload route, and stores nothing', async () => {
    const s = await newStudent('Broken');
    const b = 'goodboundary';
    const proof = (extra: [string, Buffer | string][] = [filePart('screenshot', 'a.png')]) => [
      fieldPart('transactionId', `UPI-${Math.random()}`),
      fieldPart('courseId', courseId),
      ...extra,
    ];
    const whole = multipart(b, proof());
    const bodies: Record<string, { type?: string; payload: Buffer }> = {
      truncated: { payload: whole.subarray(0, whole.length - 60) },
      'cut in the headers': { payload: whole.subarray(0, 40) },
      'wrong boundary': { type: 'multipart/form-data; boundary=otherboundary', payload: whole },
      'no boundary': { type: 'multipart/form-data', payload: whole },
      empty: { payload: Buffer.alloc(0) },
      'no file': { payload: multipart(b, proof([])) },
      'two files': { payload: multipart(b, proof([filePart('screenshot', 'a.png'), filePart('screenshot', 'b.png')])) },
      'a file under another name': { payload: multipart(b, proof([filePart('other', 'a.png')])) },
      'huge field': { payload: multipart(b, [fieldPart('transactionId', 'T'.repeat(2 * 1024 * 1024)), ...proof()]) },
      'many fields': { payload: multipart(b, [...Array.from({ length: 100 }, (_, i) => fieldPart(`f${i}`, 'x')), ...proof()]) },
      'not multipart': { type: 'application/json', payload: Buffer.from('{"transactionId":"T","courseId":"x"}') },
    };
    const failures: string[] = [];
    for (const [name, body] of Object.entries(bodies)) {
      for (const route of ['proof', 'upload', 'profile image'] as const) {
        const fileField = { proof: 'screenshot', upload: 'file', 'profile image': 'profileImage' }[route];
        const payload = Buffer.from(body.payload.toString('latin1').replaceAll('name="screenshot"', `name="${fileField}"`), 'latin1');
        const res = await app.inject({
          method: route === 'upload' ? 'PUT' : 'POST',
          url: {
            proof: '/api/verify-payment',
            upload: `/api/uploads/${randomUUID()}?purpose=payment-screenshot`,
            'profile image': '/api/users/profile-image',
          }[route],
          headers: { ...s.headers, 'content-type': body.type ?? `multipart/form-data; boundary=${b}` },
          payload,
        });
        const message = res.statusCode < 500 ? res.json<{ message?: string }>().message : undefined;
        if (res.statusCode < 400 || res.statusCode >= 500 || !message)
          failures.push(`${route} ${name}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await uploadCount(s.id)).toBe(0);
  });

  it('refuses a 900 KB transaction id with 400, through the form and through sync', async () => {
    const s = await newStudent('Long');
    const form = proofForm('studentA', { transactionId: 'T'.repeat(900 * 1024), courseId }, { bytes: png });
    const own = await app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      payload: form.payload,
      headers: { ...form.headers, ...s.headers },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: messages.request.tooLong('Transaction id', proofFieldMaxBytes) });
    const pushed = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: s.headers,
      payload: {
        clientId: `device-${randomUUID()}`,
        schemaVersion: syncSchemaVersion,
        mutations: [
          {
            seq: 1,
            id: randomUUID(),
            name: 'payment.proof',
            args: { id: randomUUID(), courseId, transactionId: 'T'.repeat(900 * 1024), screenshot: randomUUID() },
          },
        ],
      },
    });
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toMatchObject({
      results: [{ status: 'rejected', message: messages.request.tooLong('Transaction id', limits.id) }],
    });
    expect(await uploadCount(s.id)).toBe(0);
  });

  it('answers a proof whose id repeats another proof with 409 and a message, through the form and through sync', async () => {
    const first = await newStudent('First');
    const second = await newStudent('Second');
    const sent = (who: { headers: object }, fields: Record<string, string>) => {
      const form = proofForm('studentA', { courseId, ...fields }, { bytes: png });
      return app.inject({
        method: 'POST',
        url: '/api/verify-payment',
        payload: form.payload,
        headers: { ...form.headers, ...who.headers },
      });
    };
    const proofId = randomUUID();
    expect((await sent(first, { id: proofId, transactionId: 'ID-1' })).statusCode).toBe(201);
    for (const who of [first, second]) {
      const again = await sent(who, { id: proofId, transactionId: `ID-2-${Math.random()}` });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: messages.payments.proofIdTaken });
    }
    const screenshot = randomUUID();
    const put = await app.inject({
      method: 'PUT',
      url: `/api/uploads/${screenshot}?purpose=payment-screenshot`,
      headers: { ...second.headers, 'content-type': 'multipart/form-data; boundary=u' },
      payload: multipart('u', [filePart('file', 'p.png')]),
    });
    expect(put.statusCode).toBe(201);
    const pushed = await app.inject({
      method: 'POST',
      url: '/api/sync/push',
      headers: second.headers,
      payload: {
        clientId: `device-${randomUUID()}`,
        schemaVersion: syncSchemaVersion,
        mutations: [
          { seq: 1, id: randomUUID(), name: 'payment.proof', args: { id: proofId, courseId, transactionId: 'ID-3', screenshot } },
        ],
      },
    });
    expect(pushed.json()).toMatchObject({ lastSeq: 1, results: [{ status: 'rejected', message: messages.payments.proofIdTaken }] });
    // Only the first student's proof exists, and the refused forms left no screenshot behind.
    expect(await t.db.selectFrom('payment_verifications').select('student_id').where('id', '=', proofId).execute()).toEqual([
      { student_id: first.id },
    ]);
    expect(await uploadCount(second.id)).toBe(1);
  });

  it(`caps a student's proofs waiting for verification at ${maxPendingProofs}, through the form and through sync; a decision frees a place`, async () => {
    const s = await newStudent('Eager');
    const sent = (transactionId: string) => {
      const form = proofForm('studentA', { courseId, transactionId }, { bytes: png });
      return app.inject({ method: 'POST', url: '/api/verify-payment', payload: form.payload, headers: { ...form.headers, ...s.headers } });
    };
    const ids: string[] = [];
    for (let i = 0; i < maxPendingProofs; i++) {
      const res = await sent(`CAP-${i}`);
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ verification: { id: string } }>().verification.id);
    }
    const over = await sent('CAP-over');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: messages.payments.tooManyPending(maxPendingProofs) });
    const screenshot = randomUUID();
    await app.inject({
      method: 'PUT',
      url: `/api/uploads/${screenshot}?purpose=payment-screenshot`,
      headers: { ...s.headers, 'content-type': 'multipart/form-data; boundary=u' },
      payload: multipart('u', [filePart('file', 'p.png')]),
    });
    const push = (seq: number, clientId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: s.headers,
        payload: {
          clientId,
          schemaVersion: syncSchemaVersion,
          mutations: [
            {
              seq,
              id: randomUUID(),
              name: 'payment.proof',
              args: { id: randomUUID(), courseId, transactionId: `CAP-sync-${seq}`, screenshot },
            },
          ],
        },
      });
    const clientId = `device-${randomUUID()}`;
    expect((await push(1, clientId)).json()).toMatchObject({
      results: [{ status: 'rejected', message: messages.payments.tooManyPending(maxPendingProofs) }],
    });
    const decided = await app.inject({
      method: 'PUT',
      url: `/api/update-verification/${ids[0]}`,
      headers: as('admin'),
      payload: { status: 'rejected' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await push(2, clientId)).json()).toMatchObject({ results: [{ status: 'applied' }] });
    const pendingRows = await t.db
      .selectFrom('payment_verifications')
      .select('id')
      .where('student_id', '=', s.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pendingRows).toHaveLength(maxPendingProofs);
  });
});

describe(`caps under concurrency on ${testDatabaseKind}`, () => {
  it(`lets only ${maxPendingProofs} of many proofs sent at once through`, async () => {
    const s = await newStudent('Rush');
    const answers = await Promise.all(
      Array.from({ length: maxPendingProofs + 3 }, (_, i) => {
        const form = proofForm('studentA', { courseId, transactionId: `RUSH-${i}` }, { bytes: png });
        return app.inject({
          method: 'POST',
          url: '/api/verify-payment',
          payload: form.payload,
          headers: { ...form.headers, ...s.headers },
        });
      }),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array<number>(maxPendingProofs).fill(201), ...Array<number>(3).fill(409)]);
    const rows = await t.db.selectFrom('payment_verifications').select('id').where('student_id', '=', s.id).execute();
    expect(rows).toHaveLength(maxPendingProofs);
  });
});

describe(`upload quotas on ${testDatabaseKind}`, () => {
  it('refuses uploads past the account quota (413) and past the hourly count (429 with Retry-After), and a repeat stays harmless', async () => {
    const quotaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quota-test-'));
    const quotaApp = await buildApp({
      config: { publicDir: '/nonexistent', dataDir: quotaDir, uploads: { quotaBytes: png.length * 3 + 10, perHour: 2 } },
      database: t,
      closeDatabase: false,
      authRateLimitPerMinute: 10_000,
    });
    try {
      const put = (who: { headers: object }, id: string, bytes = png) =>
        quotaApp.inject({
          method: 'PUT',
          url: `/api/uploads/${id}?purpose=profile-image`,
          headers: { ...who.headers, 'content-type': 'multipart/form-data; boundary=q' },
          payload: multipart('q', [filePart('file', 'p.png', bytes)]),
        });
      // Many at once: the hour's count holds (the owner's lock), the rest are told to wait.
      const rush = await newStudent('RushUploads');
      const statuses = (await Promise.all(Array.from({ length: 5 }, () => put(rush, randomUUID())))).map((r) => r.statusCode);
      expect(statuses.sort()).toEqual([201, 201, 429, 429, 429]);
      // The hourly count: two files, the third waits; the same file again is still answered.
      const hourly = await newStudent('Hourly');
      const first = randomUUID();
      expect((await put(hourly, first)).statusCode).toBe(201);
      expect((await put(hourly, randomUUID())).statusCode).toBe(201);
      const third = await put(hourly, randomUUID());
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: messages.sync.uploadsPerHour(2) });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await put(hourly, first)).statusCode).toBe(200);
      // The hour passes: files of more than an hour ago do not count, their bytes still do.
      await sql`update uploads set created_at = now() - interval '2 hours' where owner_id = ${hourly.id}`.execute(t.db);
      expect((await put(hourly, randomUUID())).statusCode).toBe(201);
      const full = await put(hourly, randomUUID(), Buffer.concat([png, Buffer.alloc(20)]));
      expect(full.statusCode).toBe(413);
      expect(full.json()).toMatchObject({ message: messages.sync.uploadQuota(0) });
      // A payment proof's screenshot counts too, and is refused the same way.
      const form = proofForm('studentA', { courseId, transactionId: 'QUOTA-1' }, { bytes: png });
      const proof = await quotaApp.inject({
        method: 'POST',
        url: '/api/verify-payment',
        payload: form.payload,
        headers: { ...form.headers, ...hourly.headers },
      });
      expect(proof.statusCode).toBe(413);
      expect(await t.db.selectFrom('uploads').select('id').where('owner_id', '=', hourly.id).execute()).toHaveLength(3);
    } finally {
      await quotaApp.close();
      await fs.rm(quotaDir, { recursive: true, force: true });
    }
  });
});
