/**
 * Students hear about decisions (issue 19): approving or rejecting a payment proof writes exactly
 * one notification, synced to the student's devices, and sends exactly one SMS through the
 * configured provider; an SMS that fails leaves the decision in place and is retried.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notificationSchema } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import type { SmsProvider } from '../src/features/auth/sms.js';
import { insertCourse } from '../src/features/courses/courses.repository.js';
import { createAccount, Device, push, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let admin: SignedInAccount;
let courseId = '';

/** The memory provider's behaviour, with a switch that makes the provider fail. */
const sent: { to: string; message: string }[] = [];
let failing = false;
const sms: SmsProvider = {
  kind: 'memory',
  sent: [],
  send: async (to, message) => {
    if (failing) throw new Error('provider down');
    sent.push({ to, message });
  },
};

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, sms, authRateLimitPerMinute: 10_000 });
  admin = await createAccount(t, app, 'Admin', 'admin');
  const course = await insertCourse(t.db, {
    title: 'Python Basics',
    description: 'Python',
    level: 'Beginner',
    duration: '6 weeks',
    instructor: 'R. Kulkarni',
    price: 4999,
    originalPrice: 7999,
    category: 'Programming',
    skills: [],
    isActive: true,
    syllabus: [],
    status: 'published',
  });
  courseId = course.id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function pendingProof(student: SignedInAccount) {
  const row = await t.db
    .insertInto('payment_verifications')
    .values({
      student_id: student.id,
      course_id: courseId,
      student_name: 'Student Test',
      course_name: 'Python Basics',
      amount: 4999,
      mobile_number: '9000000000',
      transaction_id: `T${randomUUID().slice(0, 10)}`,
      screenshot: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const phoneOf = async (id: string) =>
  (await t.db.selectFrom('users').select('phone_number').where('id', '=', id).executeTakeFirstOrThrow()).phone_number!;

async function decide(proofId: string, status: 'approved' | 'rejected', adminNotes = '') {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/update-verification/${proofId}`,
    headers: admin.headers,
    payload: { status, adminNotes },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The route sends after answering; wait for that run (and send anything else due).
  await app.smsOutbox.deliver();
}

describe(`decision notifications on ${testDatabaseKind}`, () => {
  it('an approval sends exactly one SMS and one notification, which reaches the student by sync', async () => {
    const student = await createAccount(t, app, 'Asha');
    const proof = await pendingProof(student);
    sent.length = 0;
    await decide(proof, 'approved');
    expect(sent).toEqual([{ to: await phoneOf(student.id), message: messages.notifications.paymentApprovedSms('Python Basics') }]);

    const device = new Device(app, student);
    await device.pull();
    const rows = device.rows(`user:${student.id}`, 'notifications');
    expect(rows).toHaveLength(1);
    const n = notificationSchema.strict().parse(rows[0]);
    expect(n).toMatchObject({
      kind: 'payment.approved',
      title: messages.notifications.paymentApprovedTitle,
      body: messages.notifications.paymentApprovedBody('Python Basics'),
      readAt: null,
    });
    // Sending again finds nothing due: one SMS per decision.
    expect(await app.smsOutbox.deliver()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("a rejection carries the administrator's note, and reaches only that student", async () => {
    const student = await createAccount(t, app, 'Ravi');
    const other = await createAccount(t, app, 'Meena');
    const proof = await pendingProof(student);
    sent.length = 0;
    await decide(proof, 'rejected', 'The transaction id does not match our bank statement');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toContain('does not match our bank statement');
    const device = new Device(app, student);
    await device.pull();
    const [n] = device.rows(`user:${student.id}`, 'notifications');
    expect(n).toMatchObject({
      kind: 'payment.rejected',
      body: messages.notifications.paymentRejectedBody('Python Basics', 'The transaction id does not match our bank statement'),
    });
    const otherDevice = new Device(app, other);
    await otherDevice.pull();
    expect(otherDevice.rows(`user:${other.id}`, 'notifications')).toEqual([]);
  });

  it('an SMS failure leaves the decision and the notification in place; the SMS is retried until it goes', async () => {
    const student = await createAccount(t, app, 'Kiran');
    const proof = await pendingProof(student);
    sent.length = 0;
    failing = true;
    await decide(proof, 'approved');
    expect(sent).toEqual([]);
    const decided = await t.db.selectFrom('payment_verifications').select('status').where('id', '=', proof).executeTakeFirstOrThrow();
    expect(decided.status).toBe('approved');
    const enrolled = await t.db.selectFrom('enrollments').select('id').where('student_id', '=', student.id).execute();
    expect(enrolled).toHaveLength(1);
    const notes = await t.db.selectFrom('notifications').select('id').where('user_id', '=', student.id).execute();
    expect(notes).toHaveLength(1);
    const queued = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', await phoneOf(student.id))
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ attempts: 1, sent_at: null, last_error: 'provider down' });

    // Not due yet: nothing is sent before its retry time.
    failing = false;
    expect(await app.smsOutbox.deliver()).toBe(0);
    // Its retry time comes.
    await sql`update sms_outbox set next_attempt_at = now() - interval '1 second' where id = ${queued.id}`.execute(t.db);
    expect(await app.smsOutbox.deliver()).toBe(1);
    expect(sent).toEqual([{ to: await phoneOf(student.id), message: messages.notifications.paymentApprovedSms('Python Basics') }]);
    const after = await t.db.selectFrom('sms_outbox').select(['attempts', 'sent_at']).where('id', '=', queued.id).executeTakeFirstOrThrow();
    expect(after.attempts).toBe(2);
    expect(after.sent_at).not.toBeNull();
  });

  it('a student marks their own notification read through sync, and no one else can', async () => {
    const student = await createAccount(t, app, 'Leela');
    const stranger = await createAccount(t, app, 'Stranger');
    await decide(await pendingProof(student), 'approved');
    const n = await t.db.selectFrom('notifications').select('id').where('user_id', '=', student.id).executeTakeFirstOrThrow();

    const refused = await push(app, stranger, randomUUID(), [{ seq: 1, id: randomUUID(), name: 'notification.read', args: { id: n.id } }]);
    expect(refused.results).toEqual([expect.objectContaining({ status: 'rejected', message: messages.sync.notFound })]);
    const read = await push(app, student, randomUUID(), [{ seq: 1, id: randomUUID(), name: 'notification.read', args: { id: n.id } }]);
    expect(read.results).toEqual([expect.objectContaining({ status: 'applied' })]);
    const device = new Device(app, student);
    await device.pull();
    expect(device.rows(`user:${student.id}`, 'notifications')[0]!.readAt).not.toBeNull();
  });
});
