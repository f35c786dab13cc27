/**
 * SQL of payment proofs, their verification and the enrolments it creates lives here and only
 * here. The rules (who may send or decide, what a proof must hold) are in payments.service.ts;
 * these functions take the caller's database or transaction and check nothing.
 */
import { sql, type Insertable, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Enrollment, EnrollmentWithCourse, PaymentReview } from '@institute/shared-schema';
import type { DB, EnrollmentsTable, PaymentVerificationsTable } from '../../db/schema.js';
import { toCourse } from '../courses/courses.repository.js';

/** A proof as read here: the wire's proof and what the administrator needs to decide (shared-schema). */
export type ApiPaymentVerification = PaymentReview;

function toVerification(
  row: Selectable<PaymentVerificationsTable> & { duplicate?: SqlBool | null; decider?: string | null },
): ApiPaymentVerification {
  return {
    id: row.id,
    studentId: row.student_id,
    studentName: row.student_name,
    courseId: row.course_id,
    courseName: row.course_name,
    amount: row.amount,
    mobileNumber: row.mobile_number,
    transactionId: row.transaction_id,
    paymentDate: row.payment_date.toISOString(),
    screenshot: row.screenshot,
    status: row.status,
    adminNotes: row.admin_notes,
    duplicateTransaction: row.duplicate === true || row.duplicate === 1,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decidedBy: row.decider ?? null,
  };
}

/** Proofs with the duplicate flag and the deciding administrator's name. */
function selectVerifications(db: Kysely<DB>) {
  return db
    .selectFrom('payment_verifications as pv')
    .leftJoin('users as d', 'd.id', 'pv.decided_by')
    .selectAll('pv')
    .select((eb) => [
      sql<
        string | null
      >`case when ${eb.ref('d.id')} is null then null else ${eb.ref('d.first_name')} || ' ' || ${eb.ref('d.last_name')} end`.as('decider'),
      eb
        .exists(
          eb
            .selectFrom('payment_verifications as other')
            .select(sql`1`.as('one'))
            .whereRef(sql`lower(other.transaction_id)`, '=', sql`lower(pv.transaction_id)`)
            .whereRef('other.id', '<>', 'pv.id'),
        )
        .as('duplicate'),
    ]);
}

/** The student's name and number, as a proof records them. */
/**
 * The student sending a proof, locked until the transaction ends: one student's proofs are taken one
 * at a time, so two sent at once cannot both pass the pending cap.
 */
export const findPayer = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('users').select(['id', 'first_name', 'last_name', 'phone_number']).where('id', '=', userId).forUpdate().executeTakeFirst();

/** How many of a student's proofs wait for an administrator. */
export async function countPendingProofs(db: Kysely<DB>, studentId: string): Promise<number> {
  const row = await db
    .selectFrom('payment_verifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('student_id', '=', studentId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a proof needs of its course: the title, the price and whether it can be bought. */
export const findCourseForProof = (db: Kysely<DB>, courseId: string) =>
  db.selectFrom('courses').select(['id', 'title', 'price', 'status', 'is_active']).where('id', '=', courseId).executeTakeFirst();

/** The upload a proof names as its screenshot. */
export const findScreenshotUpload = (db: Kysely<DB>, uploadId: string) =>
  db.selectFrom('uploads').select(['id', 'owner_id', 'content_type']).where('id', '=', uploadId).executeTakeFirst();

export const findEnrollment = (db: Kysely<DB>, studentId: string, courseId: string) =>
  db.selectFrom('enrollments').select('id').where('student_id', '=', studentId).where('course_id', '=', courseId).executeTakeFirst();

/** A pending or approved proof of this student for this course with this transaction id (any case). */
export const findRepeatedProof = (db: Kysely<DB>, studentId: string, courseId: string, transactionId: string) =>
  db
    .selectFrom('payment_verifications')
    .select('id')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .where(sql`lower(transaction_id)`, '=', transactionId.toLowerCase())
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();

export async function insertProof(db: Kysely<DB>, proof: Insertable<PaymentVerificationsTable>): Promise<string> {
  const row = await db.insertInto('payment_verifications').values(proof).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One proof by its id (a uuid: callers pass ids they read from the table). */
export async function findVerification(db: Kysely<DB>, id: string): Promise<ApiPaymentVerification | undefined> {
  const row = await selectVerifications(db).where('pv.id', '=', id).executeTakeFirst();
  return row && toVerification(row);
}

/** The administrator's queue (pending, oldest first) or history (decided, newest decision first). */
export async function listVerifications(db: Kysely<DB>, status: 'pending' | 'approved' | 'rejected' | 'all') {
  let query = selectVerifications(db);
  if (status !== 'all') query = query.where('pv.status', '=', status);
  query =
    status === 'pending'
      ? query.orderBy('pv.payment_date', 'asc')
      : query.orderBy(sql`pv.decided_at desc nulls last`).orderBy('pv.payment_date', 'desc');
  return (await query.execute()).map(toVerification);
}

/** One student's own proofs, newest first. */
export async function listStudentProofs(db: Kysely<DB>, studentId: string) {
  const rows = await selectVerifications(db).where('pv.student_id', '=', studentId).orderBy('pv.payment_date', 'desc').execute();
  return rows.map(toVerification);
}

/** The proof a screenshot belongs to, if any (the screenshot route's permission check). */
export function findProofOwnerByScreenshot(db: Kysely<DB>, uploadId: string) {
  return db.selectFrom('payment_verifications').select('student_id').where('screenshot', '=', uploadId).executeTakeFirst();
}

/**
 * Enrols a student once: a second call (or a concurrent one) finds the unique (student, course)
 * pair taken and changes nothing. The course's student count moves only with a new enrolment.
 */
export async function enrollStudent(trx: Kysely<DB>, studentId: string, courseId: string): Promise<{ id: string; created: boolean }> {
  const inserted = await trx
    .insertInto('enrollments')
    .values({ student_id: studentId, course_id: courseId, next_lesson: null, last_accessed: null })
    .onConflict((oc) => oc.columns(['student_id', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await trx
      .updateTable('courses')
      .set((eb) => ({ students: eb('students', '+', 1) }))
      .where('id', '=', courseId)
      .execute();
    return { id: inserted.id, created: true };
  }
  const existing = await trx
    .selectFrom('enrollments')
    .select('id')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/**
 * Records a decision on a proof that is still pending; undefined when it is not (decided already,
 * or no such proof). The `status = 'pending'` condition is re-checked by PostgreSQL after a
 * concurrent decision commits (the row lock makes the second one wait), so of two decisions at
 * once exactly one changes the row.
 */
export const decidePendingProof = (
  db: Kysely<DB>,
  decision: { id: string; status: 'approved' | 'rejected'; notes: string | null; deciderId: string },
) =>
  db
    .updateTable('payment_verifications')
    .set({ status: decision.status, admin_notes: decision.notes, decided_by: decision.deciderId, decided_at: new Date() })
    .where('id', '=', decision.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export async function proofExists(db: Kysely<DB>, id: string): Promise<boolean> {
  return (await db.selectFrom('payment_verifications').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The role of the account `studentId` (undefined when there is none) and whether the course exists. */
export async function findEnrollmentParties(db: Kysely<DB>, studentId: string, courseId: string) {
  const [student, course] = await Promise.all([
    db.selectFrom('users').select('role').where('id', '=', studentId).executeTakeFirst(),
    db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst(),
  ]);
  return { role: student?.role, courseFound: course !== undefined };
}

function toEnrollment(row: Selectable<EnrollmentsTable>): Enrollment {
  return {
    id: row.id,
    studentId: row.student_id,
    courseId: row.course_id,
    status: row.status,
    progress: row.progress,
    nextLesson: row.next_lesson,
    enrolledAt: row.enrolled_at.toISOString(),
    lastAccessed: row.last_accessed ? new Date(row.last_accessed).toISOString() : null,
  };
}

/** A student's enrolments with the course attached (spec: `courseDetails`), newest first. */
export async function listStudentEnrollments(db: Kysely<DB>, studentId: string): Promise<EnrollmentWithCourse[]> {
  const enrollments = await db
    .selectFrom('enrollments')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('enrolled_at', 'desc')
    .execute();
  const courseIds = [...new Set(enrollments.map((e) => e.course_id))];
  const courses = courseIds.length ? await db.selectFrom('courses').selectAll().where('id', 'in', courseIds).execute() : [];
  const byId = new Map(courses.map((c) => [c.id, toCourse(c)]));
  return enrollments.map((e) => {
    const course = byId.get(e.course_id);
    return { ...toEnrollment(e), courseDetails: course ?? null };
  });
}
