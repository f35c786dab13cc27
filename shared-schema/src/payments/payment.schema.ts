import { z } from 'zod';
import { messages } from '../messages.js';
import { id } from '../fields.js';

const v = messages.validation;

export const paymentStatuses = ['pending', 'approved', 'rejected'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);

/** A screenshot may be at most this many bytes (5 MB); one byte more is refused. */
export const maxScreenshotBytes = 5 * 1024 * 1024;
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const paymentVerificationSchema = z.object({
  id,
  studentId: id,
  studentName: z.string(),
  courseId: id,
  courseName: z.string(),
  amount: z.number(),
  mobileNumber: z.string(),
  transactionId: z.string(),
  paymentDate: z.string(),
  /** An upload id; the image is read through the owner-or-admin screenshot route. */
  screenshot: z.string().nullable(),
  status: paymentStatusSchema,
  adminNotes: z.string().nullable(),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/** The proof form's text fields (site spec section 5, Payment proof). */
export const paymentProofSchema = z.object({
  transactionId: z.string({ error: v.transactionIdRequired }).trim().min(1, v.transactionIdRequired),
  courseId: z.string({ error: v.courseMissing }).trim().min(1, v.courseMissing),
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
  adminNotes: z.string().trim().max(1000).default(''),
});
