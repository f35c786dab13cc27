/**
 * The rules of assignments and measured progress (issue 18), shared by the sync mutations
 * (`assignment.submit`, `lesson.progress`), the REST routes and the live sessions' join:
 *
 * - A submission is the student's own, to an assignment of a course they are enrolled in, with
 *   files they uploaded as assignment files. The server stamps `submittedAt` with its own clock
 *   and marks it late from the assignment's due date (`isLateSubmission`). One per student and
 *   assignment; a resubmission replaces it until it is graded, then it is refused.
 * - Grading: marks from 0 to the assignment's maximum and feedback, by an administrator; audited
 *   and notified to the student (in-app, through their bucket) in the same transaction.
 * - Learning events: what the progress figures are computed from; after each, the enrolment's
 *   percent is brought up to date with the shared rule (`courseProgress`).
 */
import type { Kysely } from 'kysely';
import {
  courseItems,
  courseProgress,
  defaultSiteConfig,
  gradeNotice,
  isLateSubmission,
  isVideoWatched,
  messages,
  submissionId,
  videoFraction,
  type AssignmentSubmitInput,
  type LearningEventKind,
  type LessonProgressInput,
  type ProgressAnswer,
  type SubmissionReview,
} from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import {
  courseItemRows,
  courseLearningEvents,
  enrolledStudentsOf,
  findContentForRules,
  findLearningEvent,
  gradeSubmissionRow,
  isEnrolled,
  learningEventsOf,
  listSubmissionReviews,
  lockSubmission,
  ownAssignmentFiles,
  putLearningEvent,
  setEnrollmentProgress,
  toSubmission,
  upsertSubmission,
} from './assignments.repository.js';

const words = messages.assignments;

export interface Caller {
  sub: string;
  role: 'admin' | 'student';
}

/** How many recent events the progress answer carries. */
export const recentActivityCount = 10;

/** The student's submission, checked and stamped with the server's time. */
export async function submitAssignment(
  trx: Kysely<DB>,
  caller: Caller,
  input: Required<Pick<AssignmentSubmitInput, 'assignmentId'>> & { text: string; files: { id: string; name: string }[] },
  now: number,
  timeZone = defaultSiteConfig.timeZone,
) {
  const assignment = await findContentForRules(trx, input.assignmentId);
  if (!assignment || assignment.type !== 'assignment') throw new HttpError(404, words.notFound);
  if (!(await isEnrolled(trx, caller.sub, assignment.course_id))) throw new HttpError(403, words.notEnrolled);
  // A file named twice is attached once.
  const files = [...new Map(input.files.map((f) => [f.id, f])).values()];
  const fileIds = files.map((f) => f.id);
  const own = await ownAssignmentFiles(trx, caller.sub, fileIds);
  if (own.size !== fileIds.length) throw new HttpError(422, words.fileMissing);
  const id = submissionId(caller.sub, assignment.id);
  const existing = await lockSubmission(trx, id);
  if (existing && existing.marks !== null) throw new HttpError(409, words.alreadyGraded);
  const submittedAt = new Date(now);
  const row = await upsertSubmission(trx, {
    id,
    assignmentId: assignment.id,
    courseId: assignment.course_id,
    studentId: caller.sub,
    text: input.text,
    files,
    submittedAt,
    late: isLateSubmission(now, assignment.due_date, timeZone),
    maxMarks: assignment.max_marks ?? 100,
  });
  await recordLearningEvent(trx, caller.sub, assignment.course_id, 'assignment', assignment.id, { fraction: 1, done: true }, submittedAt);
  return toSubmission(row);
}

/** An administrator's marks and feedback; refused past the assignment's maximum. */
export async function gradeSubmission(
  trx: Kysely<DB>,
  admin: Caller,
  id: string,
  grade: { marks: number; feedback: string },
): Promise<SubmissionReview> {
  const existing = await lockSubmission(trx, id);
  if (!existing) throw new HttpError(404, words.submissionNotFound);
  if (grade.marks > existing.max_marks) {
    const message = words.marksInvalid(existing.max_marks);
    throw new HttpError(400, message, { errors: [{ field: 'marks', message }] });
  }
  const row = await gradeSubmissionRow(trx, id, { marks: grade.marks, feedback: grade.feedback || null, gradedBy: admin.sub });
  if (!row) throw new HttpError(404, words.submissionNotFound);
  await recordAudit(trx, {
    actorId: admin.sub,
    action: existing.marks === null ? 'assignment.grade' : 'assignment.regrade',
    entity: 'assignment_submission',
    entityId: id,
    details: { marks: grade.marks, maxMarks: existing.max_marks, previousMarks: existing.marks },
  });
  const [review] = await listSubmissionReviews(trx, { id, filter: 'all' });
  const notice = gradeNotice(review!.assignmentTitle, grade.marks, existing.max_marks);
  await insertNotification(trx, {
    userId: existing.student_id,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: `/student/continue-learning/${existing.course_id}`,
  });
  return review!;
}

/** Where the student is in a video: the furthest point is kept; it counts as watched at 90%. */
export async function recordVideoProgress(trx: Kysely<DB>, caller: Caller, input: LessonProgressInput, now: number) {
  const content = await findContentForRules(trx, input.contentId);
  if (!content) throw new HttpError(404, words.lessonNotFound);
  if (content.type !== 'video') throw new HttpError(422, words.notVideo);
  if (!(await isEnrolled(trx, caller.sub, content.course_id))) throw new HttpError(403, words.notEnrolled);
  const fraction = videoFraction(input.position, input.duration);
  await recordLearningEvent(
    trx,
    caller.sub,
    content.course_id,
    'video',
    content.id,
    { fraction, done: isVideoWatched(fraction) },
    new Date(now),
  );
}

/**
 * Records what a student did (never going back: the furthest point and done stay), moving its time
 * only when it starts or is done, then brings the enrolment's percent up to date.
 */
export async function recordLearningEvent(
  trx: Kysely<DB>,
  userId: string,
  courseId: string,
  kind: LearningEventKind,
  subjectId: string,
  change: { fraction: number; done: boolean },
  at: Date,
) {
  const before = await findLearningEvent(trx, `${userId}:${kind}:${subjectId}`);
  const fraction = Math.max(before?.fraction ?? 0, change.fraction);
  const done = (before?.done ?? false) || change.done;
  if (before && before.fraction === fraction && before.done === done && kind !== 'assignment') return;
  const moved = !before || done !== before.done || kind === 'assignment';
  await putLearningEvent(trx, { userId, courseId, kind, subjectId, fraction, done, at: moved ? at : before.at });
  const progress = await progressOf(trx, userId, courseId);
  await setEnrollmentProgress(trx, userId, courseId, progress.progress);
}

/**
 * Brings every enrolment's percent in the course up to date after the course's items changed (a
 * lesson added or removed): the same rule over each student's events, written only where it moved.
 */
export async function refreshCourseProgress(trx: Kysely<DB>, courseId: string) {
  const { contents, sessions } = await courseItemRows(trx, courseId);
  const items = courseItems(contents, sessions);
  const enrolled = await enrolledStudentsOf(trx, courseId);
  const events = await courseLearningEvents(trx, courseId);
  for (const studentId of enrolled) {
    const own = events.filter((e) => e.userId === studentId);
    await setEnrollmentProgress(trx, studentId, courseId, courseProgress(items, own).progress);
  }
}

/** The student's figures in the course, computed from the recorded events by the shared rule, and the recent ones. */
export async function progressOf(db: Kysely<DB>, userId: string, courseId: string): Promise<ProgressAnswer> {
  const { contents, sessions } = await courseItemRows(db, courseId);
  const events = await learningEventsOf(db, userId, courseId);
  return { ...courseProgress(courseItems(contents, sessions), events), recent: events.slice(0, recentActivityCount) };
}
