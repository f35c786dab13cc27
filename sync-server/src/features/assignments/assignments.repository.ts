/** SQL of assignments, submissions and learning events (issue 18) lives here and only here. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AssignmentSubmission, LearningEvent, LearningEventKind, SubmissionReview } from '@institute/shared-schema';
import type { AssignmentSubmissionsTable, DB, LearningEventsTable } from '../../db/schema.js';

export const toSubmission = (row: Selectable<AssignmentSubmissionsTable>): AssignmentSubmission => ({
  id: row.id,
  assignmentId: row.assignment_id,
  courseId: row.course_id,
  studentId: row.student_id,
  text: row.text,
  files: row.files,
  submittedAt: row.submitted_at.toISOString(),
  late: row.late,
  marks: row.marks,
  maxMarks: row.max_marks,
  feedback: row.feedback,
  gradedAt: row.graded_at?.toISOString() ?? null,
});

export const toLearningEvent = (row: Selectable<LearningEventsTable>): LearningEvent => ({
  id: row.id,
  courseId: row.course_id,
  kind: row.kind,
  subjectId: row.subject_id,
  fraction: row.fraction,
  done: row.done,
  at: row.at.toISOString(),
});

/** A course content with what the rules need: its course, type, due date and marks. */
export async function findContentForRules(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('course_contents')
    .select(['id', 'course_id', 'type', 'title', 'due_date', 'max_marks'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export const isEnrolled = async (db: Kysely<DB>, studentId: string, courseId: string) =>
  (await db
    .selectFrom('enrollments')
    .select('id')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()) !== undefined;

export const courseExists = async (db: Kysely<DB>, id: string) =>
  (await db.selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The submission of one student to one assignment, locked for the change that follows. */
export async function lockSubmission(db: Kysely<DB>, id: string) {
  return db.selectFrom('assignment_submissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function upsertSubmission(
  db: Kysely<DB>,
  s: {
    id: string;
    assignmentId: string;
    courseId: string;
    studentId: string;
    text: string;
    files: { id: string; name: string }[];
    submittedAt: Date;
    late: boolean;
    maxMarks: number;
  },
) {
  const files = JSON.stringify(s.files);
  return db
    .insertInto('assignment_submissions')
    .values({
      id: s.id,
      assignment_id: s.assignmentId,
      course_id: s.courseId,
      student_id: s.studentId,
      text: s.text,
      files,
      submitted_at: s.submittedAt,
      late: s.late,
      max_marks: s.maxMarks,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ text: s.text, files, submitted_at: s.submittedAt, late: s.late, max_marks: s.maxMarks }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Uploads of `ownerId` among `ids` that are assignment files (the others are not theirs or not such files). */
export async function ownAssignmentFiles(db: Kysely<DB>, ownerId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('uploads')
    .select('id')
    .where('id', 'in', ids)
    .where('owner_id', '=', ownerId)
    .where('purpose', '=', 'assignment-file')
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function gradeSubmissionRow(db: Kysely<DB>, id: string, g: { marks: number; feedback: string | null; gradedBy: string }) {
  return db
    .updateTable('assignment_submissions')
    .set({ marks: g.marks, feedback: g.feedback, graded_by: g.gradedBy, graded_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Submissions with who and what they are, newest first, for the administrator's review. */
export async function listSubmissionReviews(
  db: Kysely<DB>,
  filter: { courseId?: string; assignmentId?: string; filter: 'all' | 'ungraded' | 'graded' | 'late'; id?: string },
): Promise<SubmissionReview[]> {
  const rows = await db
    .selectFrom('assignment_submissions as s')
    .innerJoin('users as u', 'u.id', 's.student_id')
    .innerJoin('course_contents as c', 'c.id', 's.assignment_id')
    .innerJoin('courses as co', 'co.id', 's.course_id')
    .leftJoin('users as g', 'g.id', 's.graded_by')
    .selectAll('s')
    .select([
      'u.first_name',
      'u.last_name',
      'u.email',
      'c.title as assignment_title',
      'c.due_date',
      'co.title as course_title',
      'g.first_name as grader_first',
      'g.last_name as grader_last',
    ])
    .$if(filter.id !== undefined, (q) => q.where('s.id', '=', filter.id!))
    .$if(filter.courseId !== undefined, (q) => q.where('s.course_id', '=', filter.courseId!))
    .$if(filter.assignmentId !== undefined, (q) => q.where('s.assignment_id', '=', filter.assignmentId!))
    .$if(filter.filter === 'ungraded', (q) => q.where('s.marks', 'is', null))
    .$if(filter.filter === 'graded', (q) => q.where('s.marks', 'is not', null))
    .$if(filter.filter === 'late', (q) => q.where('s.late', '=', true))
    .orderBy('s.submitted_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    ...toSubmission(r),
    studentName: `${r.first_name} ${r.last_name}`,
    studentEmail: r.email,
    assignmentTitle: r.assignment_title,
    courseTitle: r.course_title,
    dueDate: r.due_date,
    gradedBy: r.grader_first === null ? null : `${r.grader_first} ${r.grader_last}`,
  }));
}

/** The course's items the progress counts: its videos and assignments, and its sessions with their status. */
export async function courseItemRows(db: Kysely<DB>, courseId: string) {
  const contents = await db.selectFrom('course_contents').select(['id', 'type']).where('course_id', '=', courseId).execute();
  const sessions = await db.selectFrom('live_sessions').select(['id', 'status']).where('course_id', '=', courseId).execute();
  return { contents, sessions };
}

export async function learningEventsOf(db: Kysely<DB>, userId: string, courseId: string) {
  const rows = await db
    .selectFrom('learning_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .orderBy('at', 'desc')
    .execute();
  return rows.map(toLearningEvent);
}

/** The students enrolled in a course. */
export async function enrolledStudentsOf(db: Kysely<DB>, courseId: string) {
  const rows = await db.selectFrom('enrollments').select('student_id').where('course_id', '=', courseId).execute();
  return rows.map((r) => r.student_id);
}

/** Every student's done events in a course, enough for the progress rule. */
export async function courseLearningEvents(db: Kysely<DB>, courseId: string) {
  const rows = await db
    .selectFrom('learning_events')
    .select(['user_id', 'kind', 'subject_id', 'done'])
    .where('course_id', '=', courseId)
    .where('done', '=', true)
    .execute();
  return rows.map((r) => ({ userId: r.user_id, kind: r.kind, subjectId: r.subject_id, done: r.done }));
}

export async function findLearningEvent(db: Kysely<DB>, id: string) {
  return db.selectFrom('learning_events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Writes a student's event about one thing; `at` moves only when `changed` (a start, a finish). */
export async function putLearningEvent(
  db: Kysely<DB>,
  e: { userId: string; courseId: string; kind: LearningEventKind; subjectId: string; fraction: number; done: boolean; at: Date },
) {
  const id = `${e.userId}:${e.kind}:${e.subjectId}`;
  await db
    .insertInto('learning_events')
    .values({
      id,
      user_id: e.userId,
      course_id: e.courseId,
      kind: e.kind,
      subject_id: e.subjectId,
      fraction: e.fraction,
      done: e.done,
      at: e.at,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ fraction: e.fraction, done: e.done, at: e.at }))
    .execute();
}

/** The enrolment's percent, as the progress rule computed it (the dashboard's older readers use it). */
export async function setEnrollmentProgress(db: Kysely<DB>, studentId: string, courseId: string, progress: number) {
  await db
    .updateTable('enrollments')
    .set({ progress, last_accessed: sql<Date>`now()` })
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .where('progress', '<>', progress)
    .execute();
}
