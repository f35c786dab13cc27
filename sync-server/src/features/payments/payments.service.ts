/**
 * The rules of payment proofs, their verification and enrolment (site spec sections 3, 4 and 7):
 * who may send or decide a proof, what a proof must hold, what a decision changes. Each write
 * takes the caller's transaction, so the REST routes and the `payment.proof` sync mutation run
 * exactly the same rules; a refusal throws an HttpError with the catalogue's message, which the
 * sync engine reports as `rejected`. The SQL is in payments.repository.ts.
 */
import type { Kysely } from 'kysely';
import { defaultSiteConfig, isUuid, maxPendingProofs, messages, paymentProofInputSchema, type Role } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError, parseOr400 } from '../../http-error.js';
import { sqlState } from '../../plugins/error-handler.js';

import { recordAudit } from '../audit/audit.repository.js';
import { notifyDecision } from '../notifications/notifications.service.js';
import {
  countPendingProofs,
  decidePendingProof,
  enrollStudent,
  findCourseForProof,
  findEnrollment,
  findEnrollmentParties,
  findPayer,
  findRepeatedProof,
  findScreenshotUpload,
  findVerification,
  insertProof,
  proofExists,
  type ApiPaymentVerification,
} from './payments.repository.js';

export interface Actor {
  id: string;
  role: Role;
}

/**
 * Records a student's proof of a UPI transfer. The student's name and the course's title come from
 * the records; the screenshot must be an image upload of the same student (checked by content when
 * it was uploaded). A transaction id used by another proof is accepted and flagged; the same
 * student sending the same id for the same course twice (a double tap, a retried request) is refused.
 * A proof named with an id already stored is refused (409), and so is a fourth proof waiting for an
 * administrator (`maxPendingProofs`): no one fills the administrator's queue.
 */
export async function createPaymentProof(trx: Kysely<DB>, user: Actor, input: unknown): Promise<ApiPaymentVerification> {
  const body = parseOr400(paymentProofInputSchema, input);
  // A device queuing the proof offline names it, so its row and the server's are one.
  const chosenId = (input as { id?: unknown }).id;
  const proofId = typeof chosenId === 'string' && isUuid(chosenId) ? chosenId : undefined;
  if (user.role !== 'student') throw new HttpError(403, messages.payments.studentsOnly);
  const student = await findPayer(trx, user.id);
  if (!student) throw new HttpError(401, messages.validation.studentInfoMissing);
  if (!isUuid(body.courseId)) throw new HttpError(400, messages.validation.courseMissing);
  const course = await findCourseForProof(trx, body.courseId);
  if (!course || course.status !== 'published' || !course.is_active) throw new HttpError(404, messages.payments.courseUnavailable);

  const upload = await findScreenshotUpload(trx, body.screenshot);
  if (!upload || upload.owner_id !== user.id) throw new HttpError(400, messages.validation.screenshotRequired);
  if (!upload.content_type.startsWith('image/')) throw new HttpError(400, messages.validation.screenshotType);

  if (await findEnrollment(trx, user.id, course.id)) throw new HttpError(409, messages.payments.alreadyEnrolled);
  if (await findRepeatedProof(trx, user.id, course.id, body.transactionId)) throw new HttpError(409, messages.payments.duplicateSubmission);
  if (proofId && (await proofExists(trx, proofId))) throw new HttpError(409, messages.payments.proofIdTaken);
  if ((await countPendingProofs(trx, user.id)) >= maxPendingProofs)
    throw new HttpError(409, messages.payments.tooManyPending(maxPendingProofs));

  const id = await insertProof(trx, {
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
  }).catch((e: unknown) => {
    // Another request took the id between the check and the insert.
    throw sqlState(e) === '23505' ? new HttpError(409, messages.payments.proofIdTaken) : e;
  });
  return (await findVerification(trx, id))!;
}

/**
 * An administrator's decision. Only a pending proof changes, so two administrators approving at
 * once produce one decision and one enrolment; the other gets "already verified". Approval enrols
 * in the same transaction; an `audit_log` row records who decided what, and the student is told
 * (`notifyDecision`: a notification and a queued SMS, in the same transaction).
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
  const row = await decidePendingProof(trx, { id, status: decision, notes: notes.trim() || null, deciderId: admin.id });
  if (!row)
    throw (await proofExists(trx, id))
      ? new HttpError(409, messages.payments.alreadyDecided)
      : new HttpError(404, messages.payments.notFound);
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
  // The student hears of it: a notification synced to their devices and an SMS, both with the decision.
  await notifyDecision(trx, { studentId: row.student_id, courseName: row.course_name, decision, notes: row.admin_notes });
  return { verification: (await findVerification(trx, row.id))!, enrollmentId: enrollment?.id ?? null };
}

/**
 * An administrator enrols a student directly (the spec's `POST /api/enroll`). Idempotent: a second
 * call finds the enrolment and changes nothing; only a new enrolment is audited.
 */
export async function enrollAsAdmin(trx: Kysely<DB>, admin: Actor, studentId: string, courseId: string) {
  if (admin.role !== 'admin') throw new HttpError(403, messages.access.forbidden);
  const parties = await findEnrollmentParties(trx, studentId, courseId);
  if (parties.role !== 'student') throw new HttpError(404, messages.validation.studentInfoMissing);
  if (!parties.courseFound) throw new HttpError(404, messages.student.courseNotFound);
  const enrollment = await enrollStudent(trx, studentId, courseId);
  if (enrollment.created)
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'enrollment.create',
      entity: 'enrollment',
      entityId: enrollment.id,
      details: { studentId, courseId },
    });
  return enrollment;
}
