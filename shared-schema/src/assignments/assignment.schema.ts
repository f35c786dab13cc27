/**
 * Assignments (issue 18, site spec sections 2 and 3 "Assignment"): an assignment is a course
 * content of type `assignment` with a due date and the marks it is out of. A student submits text
 * and files (offline too: the `assignment.submit` sync mutation, its files uploaded first); the
 * server stamps the time and decides whether it is late; an administrator gives marks and feedback.
 * One submission per student and assignment (its id is `{studentId}:{assignmentId}`, so every device
 * names it the same way), replaced by a resubmission until it is graded.
 */
import { z } from 'zod';
import { messages } from '../messages.js';
import { boundedInt, boundedString, id, isoDate, limits, uuid } from '../fields.js';
import { wallClockToInstant } from '../sessions/session-window.js';

const a = messages.assignments;

export const assignmentRules = {
  /** Marks an assignment is out of when the administrator names none. */
  defaultMaxMarks: 100,
  /** The most marks an assignment can be out of. */
  maxMarksLimit: 1000,
  /** Files one submission may carry, and each file's size. */
  maxFiles: 5,
  fileMaxBytes: 10 * 1024 * 1024,
  /** The answer's text. */
  textMax: limits.longText,
} as const;

/** The id of a student's submission to an assignment: one per pair. */
export const submissionId = (studentId: string, assignmentId: string) => `${studentId}:${assignmentId}`;
export const submissionIdPattern = /^[0-9a-f-]{36}:[0-9a-f-]{36}$/i;

/**
 * When an assignment due on `dueDate` (`YYYY-MM-DD`, the institute's calendar) stops being on
 * time: the start of the next day in the institute's time zone. A submission at that instant or
 * later is late.
 */
export function dueInstant(dueDate: string, timeZone: string): number {
  const [y, m, d] = dueDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return wallClockToInstant(next, '00:00', timeZone);
}

/** Whether a submission received at `submittedAt` (ms) is late for `dueDate`; never late without a due date. */
export const isLateSubmission = (submittedAt: number, dueDate: string | null, timeZone: string) =>
  dueDate !== null && submittedAt >= dueInstant(dueDate, timeZone);

export const submissionFileSchema = z.object({
  /** The upload's id (`PUT /api/assignment-files/{id}` first). */
  id: uuid,
  name: boundedString(limits.title).min(1),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

/** The student's submission (the `assignment.submit` mutation): text, files, or both. */
export const assignmentSubmitSchema = z
  .object({
    assignmentId: uuid,
    text: boundedString(assignmentRules.textMax).default(''),
    files: z.array(submissionFileSchema).max(assignmentRules.maxFiles, a.tooManyFiles(assignmentRules.maxFiles)).default([]),
  })
  .refine((s) => s.text !== '' || s.files.length > 0, { message: a.answerRequired, path: ['text'] });
export type AssignmentSubmitInput = z.input<typeof assignmentSubmitSchema>;

/** A key made of two or three ids (`{student}:{assignment}`, `{user}:{kind}:{subject}`). */
export const compositeId = z
  .string()
  .min(1)
  .max(limits.id * 2);

export const assignmentSubmissionSchema = z.object({
  id: compositeId,
  assignmentId: id,
  courseId: id,
  studentId: id,
  text: z.string(),
  files: z.array(submissionFileSchema),
  /** The server's receipt time (never the device's). */
  submittedAt: z.string(),
  late: z.boolean(),
  marks: z.number().int().nullable(),
  maxMarks: z.number().int(),
  feedback: z.string().nullable(),
  gradedAt: z.string().nullable(),
});
export type AssignmentSubmission = z.infer<typeof assignmentSubmissionSchema>;

/** What a submission is, for the student's card and the administrator's list. */
export type SubmissionState = 'not-submitted' | 'waiting' | 'submitted' | 'late' | 'graded';

export function submissionState(s: Pick<AssignmentSubmission, 'late' | 'marks'> | null, waiting = false): SubmissionState {
  if (!s) return 'not-submitted';
  if (waiting) return 'waiting';
  if (s.marks !== null) return 'graded';
  return s.late ? 'late' : 'submitted';
}

/** The administrator's marks and feedback (`PUT /api/admin/assignments/submissions/{id}/grade`). */
export const gradeSubmissionSchema = z.object({
  marks: boundedInt(0, assignmentRules.maxMarksLimit, { coerce: true, message: a.marksInvalid(assignmentRules.maxMarksLimit) }),
  feedback: boundedString(limits.text).default(''),
});
export type GradeSubmissionInput = z.input<typeof gradeSubmissionSchema>;

/** Marks within the assignment's own maximum, or the words saying so. */
export const checkMarks = (marks: number, maxMarks: number): string | null =>
  Number.isInteger(marks) && marks >= 0 && marks <= maxMarks ? null : a.marksInvalid(maxMarks);

/** One row of the administrator's review list: the submission with who and what it is. */
export const submissionReviewSchema = assignmentSubmissionSchema.extend({
  studentName: z.string(),
  studentEmail: z.string(),
  assignmentTitle: z.string(),
  courseTitle: z.string(),
  dueDate: z.string().nullable(),
  gradedBy: z.string().nullable(),
});
export type SubmissionReview = z.infer<typeof submissionReviewSchema>;

export const submissionFilters = ['all', 'ungraded', 'graded', 'late'] as const;

/** An assignment's due date and marks in the content wizard (type assignment; form values arrive as text). */
export const assignmentFieldsSchema = z.object({
  /** `YYYY-MM-DD`, or empty: no due date (never late). */
  dueDate: boundedString(10)
    .refine((s) => s === '' || isoDate.safeParse(s).success, a.dueDateInvalid)
    .default(''),
  /** The marks it is out of; empty: the default (100). */
  maxMarks: boundedString(5)
    .refine(
      (s) => s === '' || (/^\d{1,4}$/.test(s) && Number(s) >= 1 && Number(s) <= assignmentRules.maxMarksLimit),
      a.maxMarksInvalid(assignmentRules.maxMarksLimit),
    )
    .default(''),
});

/** The names a submission's file may have (the server checks the content too). */
export const assignmentFileExtensions = ['pdf', 'doc', 'docx', 'txt', 'md', 'png', 'jpg', 'jpeg'] as const;

/** A file the student attaches: an allowed kind and size, or the words saying why not. */
export function checkAssignmentFile(file: { name: string; size: number }): string | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(assignmentFileExtensions as readonly string[]).includes(ext)) return a.fileType;
  if (file.size > assignmentRules.fileMaxBytes) return a.fileTooLarge(assignmentRules.fileMaxBytes / (1024 * 1024));
  return null;
}
