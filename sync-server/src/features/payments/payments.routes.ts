/**
 * The spec's payment and enrolment calls (site spec section 7), kept for every client; the PWA's
 * offline path reaches the same service functions through the sync mutation `payment.proof`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { detectImageType, isUuid, maxScreenshotBytes, messages, paymentsApi, proofFieldMaxBytes } from '@institute/shared-schema';
import { HttpError, parseOr400 } from '../../http-error.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { route } from '../../http/route.js';
import type { UploadStore } from '../uploads/upload-store.js';
import type { SmsOutbox } from '../notifications/notifications.service.js';
import { findProofOwnerByScreenshot, listStudentEnrollments, listStudentProofs, listVerifications } from './payments.repository.js';
import { createPaymentProof, decideVerification, enrollAsAdmin } from './payments.service.js';

export interface PaymentsRoutesOptions {
  uploads: UploadStore;
  /** Sends the decision's SMS once the decision has committed. */
  smsOutbox: SmsOutbox;
}

/** Shown where a proof's screenshot file is missing (spec section 7: a placeholder image). */
const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="Screenshot not available"><rect width="320" height="240" fill="#f1f3f5"/><text x="160" y="125" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#495057">Screenshot not available</text></svg>`;

export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesOptions> = async (app, { uploads, smsOutbox }) => {
  const db = app.database.db;

  route(app, paymentsApi.submitProof, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(400, messages.validation.screenshotRequired);
    // Short text fields and one screenshot of at most 5 MB, checked by content; a field cut at its
    // bound is refused rather than read as its first kilobyte.
    const { fields, file: screenshot } = await readMultipartForm(request, {
      fileField: 'screenshot',
      fileBytes: maxScreenshotBytes,
      fieldBytes: proofFieldMaxBytes,
      fields: 20,
      fileTooLarge: messages.validation.screenshotSize,
    });
    // The text fields first, so a missing transaction id is reported before anything is stored.
    parseOr400(paymentsApi.submitProof.raw.fields, fields);
    if (!screenshot) throw new HttpError(400, messages.validation.screenshotRequired);
    const type = detectImageType(screenshot.bytes);
    if (!type) throw new HttpError(400, messages.validation.screenshotType);
    const uploadId = await uploads.save({
      ownerId: request.user.sub,
      purpose: 'payment-screenshot',
      contentType: type,
      bytes: screenshot.bytes,
      originalName: screenshot.filename,
    });
    const user = { id: request.user.sub, role: request.user.role };
    const verification = await db
      .transaction()
      .execute((trx) => createPaymentProof(trx, user, { ...fields, screenshot: uploadId }))
      .catch(async (e: unknown) => {
        await uploads.remove(uploadId);
        throw e;
      });
    return reply.code(201).send({ success: true, message: messages.payments.promise, verification });
  });

  route(app, paymentsApi.list, async (request) => {
    const { status } = request.query;
    return { success: true, verifications: await listVerifications(db, status) };
  });

  route(app, paymentsApi.mine, async (request) => {
    return { success: true, verifications: await listStudentProofs(db, request.user.sub) };
  });

  route(app, paymentsApi.decide, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const adminActor = { id: request.user.sub, role: request.user.role };
    const result = await db.transaction().execute((trx) => decideVerification(trx, adminActor, id, body.status, body.adminNotes));
    // Not awaited: the provider's answer never holds the decision (failures are retried by a timer).
    void smsOutbox.deliver().catch((e: unknown) => request.log.error(e, 'sms outbox'));
    const message = body.status === 'approved' ? messages.success.paymentApprovedEnrolled : messages.success.paymentRejected;
    return { success: true, message, ...result };
  });

  /** Spec: the admin screen enrols after approving. Approval already enrols; this stays for other clients and is idempotent. */
  route(app, paymentsApi.enroll, async (request) => {
    const body = request.body;
    const adminActor = { id: request.user.sub, role: request.user.role };
    const result = await db.transaction().execute((trx) => enrollAsAdmin(trx, adminActor, body.studentId, body.courseId));
    return {
      success: true,
      message: result.created ? messages.payments.enrolled : messages.payments.alreadyEnrolled,
      enrollmentId: result.id,
    };
  });

  route(app, paymentsApi.screenshot, async (request, reply) => {
    const { id } = request.params;
    const upload = isUuid(id) ? await uploads.find(id) : undefined;
    if (upload && request.user.role !== 'admin') {
      const proof = await findProofOwnerByScreenshot(db, upload.id);
      const owner = proof?.student_id ?? upload.owner_id;
      if (owner !== request.user.sub) throw new HttpError(403, messages.access.forbidden);
    }
    const bytes = upload ? await uploads.read(upload.storage_key).catch(() => null) : null;
    reply.header('cache-control', 'private, max-age=3600');
    if (!upload || !bytes) return reply.header('content-type', 'image/svg+xml').send(placeholderSvg);
    return reply.header('content-type', upload.content_type).send(bytes);
  });

  route(app, paymentsApi.studentCourses, async (request) => {
    const { id } = request.params;
    if (request.user.role !== 'admin' && id !== request.user.sub) throw new HttpError(403, messages.access.forbidden);
    if (!isUuid(id)) return { courses: [] };
    return { courses: await listStudentEnrollments(db, id) };
  });
};
