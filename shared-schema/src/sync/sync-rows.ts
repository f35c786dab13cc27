/**
 * What a row of each synced collection is: its entity's schema, the same one the REST answers use
 * (one schema per entity on the wire). The server sends exactly the fields a collection's schema
 * names (sync-server/src/features/sync/sync-collections.ts), so a column added to a table reaches
 * devices only once its entity names it; the device's tables are typed from this map
 * (pwa/src/data/db.ts). A collection added to `syncCollections` without an entry here does not
 * compile, and the server's tests parse a pulled row of every collection with its schema.
 */
import type { z } from 'zod';
import { assignmentSubmissionSchema } from '../assignments/assignment.schema.js';
import { learningEventSchema } from '../assignments/learning-progress.js';
import { contactMessageSchema } from '../contact/contact.schema.js';
import { courseBookmarkSchema, courseContentSchema, courseSchema, enrollmentSchema } from '../courses/course.schema.js';
import { codeRunRowSchema } from '../editor/code-run.schema.js';
import { jobSchema, savedJobSchema } from '../jobs/job.schema.js';
import { notificationSchema } from '../notifications/notification.schema.js';
import { paymentVerificationSchema } from '../payments/payment.schema.js';
import { certificateSchema } from '../quiz/quiz-attempt.js';
import { quizAttemptSchema, syncedQuizQuestionSchema } from '../quiz/quiz-bank.schema.js';
import { liveSessionSchema, sessionLinkSchema } from '../sessions/live-session.schema.js';
import { resumeRowSchema } from '../resume/resume.schema.js';
import { siteContentSchema } from '../site/site-config.schema.js';
import { siteItemSchema } from '../site/site-content.schema.js';
import { testimonialSchema } from '../testimonials/testimonial.schema.js';
import { userSchema } from '../users/user.schema.js';
import type { SyncCollection } from './sync.schema.js';

export const syncRowSchemas = {
  courses: courseSchema,
  liveSessions: liveSessionSchema,
  jobs: jobSchema,
  testimonials: testimonialSchema,
  quizQuestions: syncedQuizQuestionSchema,
  siteContent: siteContentSchema,
  siteItems: siteItemSchema,
  me: userSchema,
  enrollments: enrollmentSchema,
  quizAttempts: quizAttemptSchema,
  codeRuns: codeRunRowSchema,
  paymentProofs: paymentVerificationSchema,
  bookmarks: courseBookmarkSchema,
  myTestimonials: testimonialSchema,
  myMessages: contactMessageSchema,
  certificates: certificateSchema,
  savedJobs: savedJobSchema,
  resumes: resumeRowSchema,
  notifications: notificationSchema,
  assignmentSubmissions: assignmentSubmissionSchema,
  learningEvents: learningEventSchema,
  courseContents: courseContentSchema,
  sessionLinks: sessionLinkSchema,
  adminUsers: userSchema,
  adminCourses: courseSchema,
  adminTestimonials: testimonialSchema,
  adminPayments: paymentVerificationSchema,
  adminMessages: contactMessageSchema,
  adminEnrollments: enrollmentSchema,
} satisfies Record<SyncCollection, z.ZodObject<{ id: z.ZodType<string> }>>;

/** The row type of each synced collection, e.g. `SyncRowTypes['enrollments']` is `Enrollment`. */
export type SyncRowTypes = { [C in SyncCollection]: z.output<(typeof syncRowSchemas)[C]> };

/** The fields the server sends for a collection: the names its schema declares. */
export const syncRowFields = (collection: SyncCollection): readonly string[] => Object.keys(syncRowSchemas[collection].shape);
