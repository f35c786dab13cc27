import { z } from 'zod';
import { messages } from '../messages.js';
import { id, limits, requiredString } from '../fields.js';

const v = messages.validation;

export const paymentStatuses = ['pending', 'approved', 'rejected'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);

/** Proofs one student may have waiting for an administrator at once; one more is refused with a message. */
export const maxPendingProofs = 3;

/** A screenshot may be at most this many bytes (5 MB); one byte more is refused. */
export const maxScreenshotBytes = 5 * 1024 * 1024;
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * A payment proof on the wire: the one shape of the REST answers (`POST /api/verify-payment`,
 * `GET /api/payment-verifications/mine`) and of the synced rows (`paymentProofs` in the student's
 * bucket, `adminPayments` in the administrators'), which the server sends column by column from
 * this schema's fields. Never the deciding administrator's id, never a storage key.
 */
export const paymentVerificationSchema = z.object({
  id,
  studentId: id,
  studentName: z.string(),
  courseId: id,
  courseName: z.string(),
  amount: z.number(),
  mobileNumber: z.string(),
  transactionId: z.string(),
  /** When the proof was sent, ISO 8601. */
  paymentDate: z.string(),
  /** An upload id; the image is read through the owner-or-admin screenshot route. */
  screenshot: z.string().nullable(),
  status: paymentStatusSchema,
  adminNotes: z.string().nullable(),
  /** When an administrator approved or rejected it, ISO 8601; null while pending. */
  decidedAt: z.string().nullable(),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/**
 * A proof in the administrator's list (`GET /api/payment-verifications`, the decision's answer):
 * the same proof plus two facts that list computes across records.
 */
export const paymentReviewSchema = paymentVerificationSchema.extend({
  /** Another proof carries the same transaction id (case-insensitive). */
  duplicateTransaction: z.boolean(),
  /** The deciding administrator's name, null while pending. */
  decidedBy: z.string().nullable(),
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;

/** The proof form's text fields (site spec section 5, Payment proof). */
export const paymentProofSchema = z.object({
  /** A UPI reference is 12 digits, a bank's up to 35 characters. */
  transactionId: requiredString(v.transactionIdRequired, limits.id),
  courseId: requiredString(v.courseMissing, limits.id),
});

/**
 * The screenshot rule, checked in the browser on the file's declared type and again on the server
 * on its content (magic bytes): an image, at most 5 MB.
 */
export function checkScreenshot(file: { type: string; size: number } | null | undefined): string | null {
  if (!file) return v.screenshotRequired;
  if (!file.type.startsWith('image/')) return v.screenshotType;
  if (file.size > maxScreenshotBytes) return v.screenshotSize;
  return null;
}

export const verificationDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  adminNotes: z.string().max(1000).trim().default(''),
});

/**
 * A payment proof as submitted (REST multipart or the `payment.proof` sync mutation): the form's
 * fields plus the screenshot's upload id. The student and the course name come from the server's
 * records, never from the client; the amount is what the student says they paid (the QR's amount).
 */
export const paymentProofInputSchema = paymentProofSchema.extend({
  mobileNumber: z
    .string()
    .max(limits.phone, v.mobileInvalid)
    .trim()
    .regex(/^\+?[\d\s-]{10,16}$/, v.mobileInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  amount: z.coerce.number().int().min(0).max(limits.amount).optional(),
  screenshot: z.uuid({ error: v.screenshotRequired }),
});
export type PaymentProofInput = z.input<typeof paymentProofInputSchema>;

/** The admin list's filter: the pending queue (default), one decided status, or everything (history). */
export const verificationFilterSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
});

/** Keeps `@` readable (UPI apps expect `name@bank`), encodes everything else. */
const upiEncode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * The UPI payment link the enrolment QR encodes (DESIGN.md: `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`):
 * payee address and name from the site configuration, the amount in rupees with two decimals, and a
 * note naming the course and the student (UPI notes are short: at most 80 characters).
 */
export function upiPaymentLink(args: { payeeAddress: string; payeeName: string; amount: number; note: string }): string {
  const note = args.note.replace(/\s+/g, ' ').trim().slice(0, 80);
  return (
    `upi://pay?pa=${upiEncode(args.payeeAddress)}&pn=${upiEncode(args.payeeName)}` +
    `&am=${args.amount.toFixed(2)}&cu=INR&tn=${upiEncode(note)}`
  );
}

/** The note on the transfer: which course, which student. */
export const upiNote = (courseTitle: string, studentName: string) => `${courseTitle} - ${studentName}`;
