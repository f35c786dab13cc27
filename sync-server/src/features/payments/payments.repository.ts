/**
 * Payment proofs, their verification and the enrolments it creates (site spec sections 3, 4 and 7).
 * SQL for these lives here and only here. The two writes take a transaction from the caller, so the
 * REST routes and the `payment.proof` sync mutation run exactly the same rules; a refused write
 * throws an HttpError with the catalogue's message, which the sync engine reports as `rejected`.
 */
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import {
  defaultSiteConfig,
  messages,
  paymentProofInputSchema,
  type Enrollment,
  type EnrollmentWithCourse,
  type PaymentReview,
  type Role,
} from '@institute/shared-schema';
import type { DB, EnrollmentsTable, PaymentVerificationsTable } from '../../db/schema.js';
import { HttpError, parseOr400 } from '../../http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { toCourse } from '../courses/courses.repository.js';

export interface Actor {
  id: string;
  role: Role;
}

/** A proof as read here: the wire's proof and what the administrator needs to decide (shared-schema). */
export type ApiPaymentVerification = PaymentReview;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

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

/**
 * Records a student's proof of a UPI transfer. The student's name and the course's title come from
 * the records; the screenshot must be an image upload of the same student (checked by content when
 * it was uploaded). A transaction id used by another proof is accepted and flagged; the same
 * student sending the same id for the same course twice (a double tap, a retried request) is refused.
 */
export async function createPaymentProof(trx: Kysely<DB>, user: Actor, input: unknown): Promise<ApiPaymentVerification> {
  const body = parseOr400(paymentProofInputSchema, input);
  // A device queuing the proof offline names it, so its row and the server's are one.
  const chosenId = (input as { id?: unknown }).id;
  const proofId = typeof chosenId === 'string' && isUuid(chosenId) ? chosenId : undefined;
  if (user.role !== 'student') throw new HttpError(403, messages.payments.studentsOnly);
  const student = await trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
  if (!student) throw new HttpError(401, messages.validation.studentInfoMissing);
  if (!isUuid(body.courseId)) throw new HttpError(400, messages.validation.courseMissing);
  const course = await trx.selectFrom('courses').selectAll().where('id', '=', body.courseId).executeTakeFirst();
  if (!course || course.status !== 'published' || !course.is_active) throw new HttpError(404, messages.payments.courseUnavailable);

  const upload = await trx.selectFrom('uploads').selectAll().where('id', '=', body.screenshot).executeTakeFirst();
  if (!upload || upload.owner_id !== user.id) throw new HttpError(400, messages.validation.screenshotRequired);
  if (!upload.content_type.startsWith('image/')) throw new HttpError(400, messages.validation.screenshotType);

  const enrolled = await trx
    .selectFrom('enrollments')
    .select('id')
    .where('student_id', '=', user.id)
    .where('course_id', '=', course.id)
    .executeTakeFirst();
  if (enrolled) throw new HttpError(409, messages.payments.alreadyEnrolled);
  const repeat = await trx
    .selectFrom('payment_verifications')
    .select('id')
    .where('student_id', '=', user.id)
    .where('course_id', '=', course.id)
    .where(sql`lower(transaction_id)`, '=', body.transactionId.toLowerCase())
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  if (repeat) throw new HttpError(409, messages.payments.duplicateSubmission);

  const row = await trx
    .insertInto('payment_verifications')
    .values({
      ...(proofId ? { id: proofId } : {}),
      student_id: user.id,
      course_id: course.id,
      student_name: `${student.first_name} ${student.last_name}`,
      course_name: course.title,
      amount: body.amount ?? course.price,
      // Spec section 9: the institute's number stands in when the student has none.
      mobile_number: body.mobileNumber ?? student.phone_number ?? defaultSiteConfig.upi.fallbackMobile,
      transaction_id: body.transactionId,
      screenshot: upload.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findVerification(trx, row.id))!;
}

export async function findVerification(db: Kysely<DB>, id: string): Promise<ApiPaymentVerification | undefined> {
  if (!isUuid(id)) return undefined;
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
 * An administrator's decision. Only a pending proof changes: the update's `status = 'pending'`
 * condition is re-checked by PostgreSQL after a concurrent decision commits (the row lock makes the
 * second approver wait), so two administrators approving at once produce one decision and one
 * enrolment; the other gets "already verified". Approval enrols in the same transaction.
 */
export async function decideVerification(
  trx: Kysely<DB>,
  admin: Actor,
  id: string,
  decision: 'approved' | 'rejected',
  notes: string,
): Promise<{ verification: ApiPaymentVerification; enrollmentId: string | null }> {
  if (admin.role !== 'admin') throw new HttpError(403, messages.access.forbidden);
  if (!isUuid(id)) throw new HttpError(404, messages.payments.notFound);
  const row = await trx
    .updateTable('payment_verifications')
    .set({ status: decision, admin_notes: notes.trim() || null, decided_by: admin.id, decided_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const exists = await trx.selectFrom('payment_verifications').select('id').where('id', '=', id).executeTakeFirst();
    throw exists ? new HttpError(409, messages.payments.alreadyDecided) : new HttpError(404, messages.payments.notFound);
  }
  const enrollment = decision === 'approved' ? await enrollStudent(trx, row.student_id, row.course_id) : null;
  await recordAudit(trx, {
    actorId: admin.id,
    action: decision === 'approved' ? 'payment.approve' : 'payment.reject',
    entity: 'payment_verification',
    entityId: row.id,
    details: {
      studentId: row.student_id,
      courseId: row.course_id,
      transactionId: row.transaction_id,
      amount: row.amount,
      notes: row.admin_notes,
      enrollmentId: enrollment?.id ?? null,
    },
  });
  return { verification: (await findVerification(trx, row.id))!, enrollmentId: enrollment?.id ?? null };
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
