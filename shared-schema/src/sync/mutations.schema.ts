/**
 * The sync mutations and their arguments: one schema per name, checked by the device before it
 * queues a change and by the server before it applies one. Adding a mutation is one entry here
 * and one handler on the server (sync-server/src/features/sync/mutations.ts).
 */
import { z } from 'zod';
import { contactFormSchema } from '../contact/contact.schema.js';
import { bookmarkSchema } from '../courses/course.schema.js';
import { saveJobSchema } from '../jobs/job.schema.js';
import { testimonialFormSchema } from '../testimonials/testimonial.schema.js';
import { profileUpdateSchema } from '../users/user.schema.js';
import { quizAttemptInputSchema } from '../quiz/quiz-bank.schema.js';
import { paymentProofInputSchema } from '../payments/payment.schema.js';
import { codeRunMutationSchema } from '../editor/code-run.schema.js';
import { resumeDeleteSchema, resumeSaveSchema } from '../resume/resume.schema.js';
import { assignmentSubmitSchema } from '../assignments/assignment.schema.js';
import { lessonProgressSchema } from '../assignments/learning-progress.js';

/** Rows a device creates carry the id it chose, so a repeat cannot create a second one. */
const id = z.uuid();

export const mutationArgsSchemas = {
  'testimonial.submit': testimonialFormSchema.extend({ id }),
  'contact.send': contactFormSchema.extend({ id }),
  'profile.update': profileUpdateSchema,
  'course.bookmark': bookmarkSchema,
  'quiz.attempt': quizAttemptInputSchema,
  /** The screenshot is an upload the device sent first (`PUT /api/uploads/{id}`). */
  'payment.proof': paymentProofInputSchema.extend({ id }),
  /** A run queued offline; its result returns in the user's bucket (the `codeRuns` collection). */
  'code.run': codeRunMutationSchema,
  /** A student saving or unsaving a job (issue 16). */
  'job.save': saveJobSchema,
  /** A student's resume saved whole (issue 17); the device sends it a moment after the last change. */
  'resume.save': resumeSaveSchema,
  'resume.delete': resumeDeleteSchema,
  /** The user read one of their notifications (issue 19). */
  'notification.read': z.object({ id }),
  /** A student's assignment submission (issue 18); its files are uploads sent first. The server stamps the time. */
  'assignment.submit': assignmentSubmitSchema,
  /** How far the student is in a video (issue 18): sent as it passes each tenth and when it counts as watched. */
  'lesson.progress': lessonProgressSchema,
} as const;

export type MutationName = keyof typeof mutationArgsSchemas;
export type MutationArgs<N extends MutationName> = z.input<(typeof mutationArgsSchemas)[N]>;
export const isMutationName = (name: string): name is MutationName => Object.hasOwn(mutationArgsSchemas, name);
/** The arguments after parsing (defaults filled, numbers coerced): what a server handler gets. */
export type MutationValue<N extends MutationName> = z.output<(typeof mutationArgsSchemas)[N]>;
