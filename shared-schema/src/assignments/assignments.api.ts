/**
 * Assignments and progress on the wire (issue 18; site spec section 7 names
 * `GET /api/courses/{courseId}/assignments`, and leaves submission unsaid): a course's assignments
 * and a student's measured progress for the course's students, an assignment file uploaded before
 * the `assignment.submit` write that names it, and the administrator's review and grading.
 */
import { z } from 'zod';
import { defineEndpoint, noQuery } from '../api/endpoint.js';
import { courseContentSchema } from '../courses/course.schema.js';
import { boundedString, idParams, limits, uuid, uuidParams } from '../fields.js';
import { multipartOverheadBytes, uploadAnswerSchema } from '../files/uploads.api.js';
import { assignmentRules, gradeSubmissionSchema, submissionFilters, submissionReviewSchema } from './assignment.schema.js';
import { courseProgressSchema, learningEventSchema } from './learning-progress.js';

export const progressAnswerSchema = courseProgressSchema.extend({
  /** The newest things the student did in the course, newest first. */
  recent: z.array(learningEventSchema),
});
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;

export const assignmentsApi = {
  forCourse: defineEndpoint({
    method: 'GET',
    path: '/api/courses/:id/assignments',
    access: 'user',
    summary: 'The assignments of a course (its content of type assignment, with due dates), for its enrolled students and administrators',
    params: idParams,
    query: noQuery,
    answers: { 200: z.object({ assignments: z.array(courseContentSchema) }) },
  }),
  progress: defineEndpoint({
    method: 'GET',
    path: '/api/courses/:id/progress',
    access: 'user',
    summary:
      'A student’s measured progress in a course (percent complete, videos watched, assignments done, sessions attended) and recent activity; students their own, administrators any student’s',
    params: idParams,
    query: z.object({ studentId: uuid.optional() }),
    answers: { 200: progressAnswerSchema },
  }),
  uploadFile: defineEndpoint({
    method: 'PUT',
    path: '/api/assignment-files/:id',
    access: 'user',
    summary:
      'Store a file of an assignment submission under the id the device chose (PDF, Word, text, Markdown, PNG or JPEG, checked by content; 201, 200 for a repeat)',
    params: uuidParams,
    raw: { kind: 'multipart', file: 'file', fields: z.object({}), maxBytes: assignmentRules.fileMaxBytes + multipartOverheadBytes },
    answers: { 200: uploadAnswerSchema, 201: uploadAnswerSchema },
  }),
  submissions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/assignments/submissions',
    access: 'admin',
    summary: 'Submissions to review, newest first, by course, assignment and state (all, ungraded, graded, late)',
    query: z.object({
      courseId: uuid.optional(),
      assignmentId: uuid.optional(),
      filter: z.enum(submissionFilters).default('all'),
    }),
    answers: { 200: z.object({ submissions: z.array(submissionReviewSchema) }) },
  }),
  grade: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/assignments/submissions/:id/grade',
    access: 'admin',
    summary: 'Give a submission its marks (0 to the assignment’s maximum) and feedback; audited, and the student is notified',
    params: z.object({ id: boundedString(limits.id * 2) }),
    body: gradeSubmissionSchema,
    answers: { 200: z.object({ message: z.string(), submission: submissionReviewSchema }) },
  }),
} as const;
