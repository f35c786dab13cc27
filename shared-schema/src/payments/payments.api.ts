/**
 * Payments and enrolment on the wire (site spec section 7). A proof is the one shape
 * `paymentVerificationSchema` everywhere; the administrator's list adds what it computes across
 * records (`paymentReviewSchema`). Devices send proofs as `payment.proof` sync mutations; these
 * routes serve every other client and the administrator's screens.
 */
import { z } from 'zod';
import { binaryAnswer, defineEndpoint, noQuery } from '../api/endpoint.js';
import { courseSchema, enrollmentSchema } from '../courses/course.schema.js';
import { idParams } from '../fields.js';
import { multipartOverheadBytes } from '../files/uploads.api.js';
import { messages } from '../messages.js';
import {
  maxScreenshotBytes,
  paymentProofInputSchema,
  paymentReviewSchema,
  paymentVerificationSchema,
  verificationDecisionSchema,
  verificationFilterSchema,
} from './payment.schema.js';

/** The proof form's text fields as `POST /api/verify-payment` takes them (the screenshot is the file). */
export const paymentProofFormFieldsSchema = paymentProofInputSchema.omit({ screenshot: true });

/** The longest text field a multipart proof may carry (the spec's client also sends names and ids). */
export const proofFieldMaxBytes = 1024;

/** An enrolment with its course attached (spec: `courseDetails`, null when the course is gone). */
export const enrollmentWithCourseSchema = enrollmentSchema.extend({ courseDetails: courseSchema.nullable() });
export type EnrollmentWithCourse = z.infer<typeof enrollmentWithCourseSchema>;

export const enrollRequestSchema = z.object({
  studentId: z.uuid(messages.validation.studentInfoMissing),
  courseId: z.uuid(messages.validation.courseMissing),
});

/** The spec's clients read `success` (always true on a 2xx; errors are `{ message }`). */
const success = z.boolean();

export const paymentsApi = {
  submitProof: defineEndpoint({
    method: 'POST',
    path: '/api/verify-payment',
    access: 'user',
    summary: 'A student sends proof of a UPI payment: the form fields and the screenshot (an image of at most 5 MB)',
    raw: {
      kind: 'multipart',
      file: 'screenshot',
      fields: paymentProofFormFieldsSchema,
      maxBytes: maxScreenshotBytes + multipartOverheadBytes,
    },
    answers: { 201: z.object({ success, message: z.string(), verification: paymentVerificationSchema }) },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/payment-verifications',
    access: 'admin',
    summary: 'Proofs by status: the pending queue (oldest first, the default), one decided status, or all',
    query: verificationFilterSchema,
    answers: { 200: z.object({ success, verifications: z.array(paymentReviewSchema) }) },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/payment-verifications/mine',
    access: 'user',
    summary: "The caller's own proofs, newest first",
    query: noQuery,
    answers: { 200: z.object({ success, verifications: z.array(paymentVerificationSchema) }) },
  }),
  decide: defineEndpoint({
    method: 'PUT',
    path: '/api/update-verification/:id',
    access: 'admin',
    summary: 'Approve (which enrols) or reject a pending proof, with a note',
    params: idParams,
    body: verificationDecisionSchema,
    bodyLimit: 8 * 1024,
    answers: {
      200: z.object({ success, message: z.string(), verification: paymentReviewSchema, enrollmentId: z.string().nullable() }),
    },
  }),
  enroll: defineEndpoint({
    method: 'POST',
    path: '/api/enroll',
    access: 'admin',
    summary: 'Enrol a student in a course (idempotent; approval already enrols)',
    body: enrollRequestSchema,
    bodyLimit: 1024,
    answers: { 200: z.object({ success, message: z.string(), enrollmentId: z.string() }) },
  }),
  screenshot: defineEndpoint({
    method: 'GET',
    path: '/api/payment-screenshot/:id',
    access: 'user',
    summary: "A proof's screenshot, for its student and administrators (a placeholder image when the file is missing)",
    params: idParams,
    query: noQuery,
    answers: { 200: binaryAnswer },
  }),
  studentCourses: defineEndpoint({
    method: 'GET',
    path: '/api/enrollments/students/:id/courses',
    access: 'user',
    summary: "A student's enrolments with their courses, newest first (the student or an administrator)",
    params: idParams,
    query: noQuery,
    answers: { 200: z.object({ courses: z.array(enrollmentWithCourseSchema) }) },
  }),
} as const;
