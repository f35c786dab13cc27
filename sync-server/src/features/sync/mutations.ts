/**
 * The handlers of the sync mutations, by name. Each gets the arguments already parsed by the
 * shared schema (`mutationArgsSchemas`), the pusher and the push's transaction; it applies the
 * effect or throws: an `HttpError` with a 4xx status rejects the mutation with its message (so
 * a rule shared with a REST route speaks the same words), anything else fails the push for a retry.
 * Adding a mutation: its schema in shared-schema, its handler here.
 */
import type { Kysely } from 'kysely';
import { messages, type MutationName, type MutationValue } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { insertContactMessage } from '../contact/contact.repository.js';
import { courseExists, setBookmark } from '../courses/courses.repository.js';
import { insertTestimonial } from '../testimonials/testimonials.repository.js';
import { updateOwnProfile } from '../users/profile.service.js';
import { recordQuizAttempt, RejectedError } from '../quiz/quiz-attempts.service.js';
import { createPaymentProof } from '../payments/payments.service.js';
import { queueOfflineRun } from '../editor/code-runs.js';
import { jobExists, setSavedJob } from '../jobs/jobs.repository.js';
import { removeResume, saveResume } from '../resumes/resumes.service.js';
import { markNotificationRead } from '../notifications/notifications.repository.js';
import { recordVideoProgress, submitAssignment } from '../assignments/assignments.service.js';

export interface MutationContext {
  trx: Kysely<DB>;
  user: { sub: string; role: 'admin' | 'student' };
  /** Runs `fn` once the push has committed (never for a push rolled back). */
  afterCommit: (fn: () => void) => void;
  /** The server's clock (receipt times are the server's, never the device's). */
  now: () => number;
}

export type MutationHandlers = { [N in MutationName]: (ctx: MutationContext, args: MutationValue<N>) => Promise<void> };

const notAllowed = () => new HttpError(403, messages.sync.notAllowed);

export const mutationHandlers: MutationHandlers = {
  'testimonial.submit': async ({ trx, user }, args) => {
    if ((await insertTestimonial(trx, user.sub, args)) !== user.sub) throw notAllowed();
  },
  'contact.send': async ({ trx, user }, args) => {
    if ((await insertContactMessage(trx, user.sub, args)) !== user.sub) throw notAllowed();
  },
  // Offline edits carry no password or code: they cannot change the email or the phone.
  'profile.update': async ({ trx, user }, args) => {
    await updateOwnProfile(trx, user.sub, args, null);
  },
  'course.bookmark': async ({ trx, user }, args) => {
    if (!(await courseExists(trx, args.courseId))) throw new HttpError(404, messages.sync.notFound);
    await setBookmark(trx, user.sub, args.courseId, args.bookmarked);
  },
  'payment.proof': async ({ trx, user }, args) => {
    await createPaymentProof(trx, { id: user.sub, role: user.role }, args);
  },
  'code.run': async ({ trx, user, afterCommit }, args) => {
    await queueOfflineRun(trx, user.sub, args, afterCommit);
  },
  // Unsaving a job that has since been deleted is done already; saving one is refused.
  'job.save': async ({ trx, user }, args) => {
    if (args.saved && !(await jobExists(trx, args.jobId))) throw new HttpError(404, messages.jobs.notFound);
    await setSavedJob(trx, user.sub, args.jobId, args.saved);
  },
  'resume.save': async ({ trx, user }, args) => {
    await saveResume(trx, user.sub, args.id, args.resume);
  },
  'resume.delete': async ({ trx, user }, args) => {
    await removeResume(trx, user.sub, args.id);
  },
  'notification.read': async ({ trx, user }, args) => {
    if (!(await markNotificationRead(trx, user.sub, args.id))) throw new HttpError(404, messages.sync.notFound);
  },
  'assignment.submit': async ({ trx, user, now }, args) => {
    await submitAssignment(trx, user, args, now());
  },
  'lesson.progress': async ({ trx, user, now }, args) => {
    await recordVideoProgress(trx, user, args, now());
  },
  'quiz.attempt': async ({ trx, user }, args) => {
    try {
      await recordQuizAttempt(trx, user.sub, args);
    } catch (e) {
      throw e instanceof RejectedError ? new HttpError(422, e.message) : e;
    }
  },
};
