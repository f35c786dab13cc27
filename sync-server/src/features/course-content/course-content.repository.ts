/** SQL for course content (lessons) lives here and only here. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { assignmentRules, type ContentType, type CourseContent } from '@institute/shared-schema';
import type { CourseContentsTable, DB } from '../../db/schema.js';

export const toContent = (row: Selectable<CourseContentsTable>): CourseContent => ({
  id: row.id,
  courseId: row.course_id,
  title: row.title,
  description: row.description,
  type: row.type,
  file: row.file,
  duration: row.duration,
  liveSessionId: row.live_session_id,
  position: row.position,
  createdAt: row.created_at.toISOString(),
  dueDate: row.due_date,
  maxMarks: row.max_marks,
});

export async function listContent(db: Kysely<DB>, courseId: string): Promise<CourseContent[]> {
  const rows = await db
    .selectFrom('course_contents')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('position', 'asc')
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map(toContent);
}

/** The lesson whose file is the upload `fileId` (a completed resumable upload). */
export async function findContentByFile(db: Kysely<DB>, fileId: string) {
  const row = await db.selectFrom('course_contents').selectAll().where('file', '=', fileId).executeTakeFirst();
  return row && toContent(row);
}

export async function findContent(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('course_contents').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toContent(row);
}

/** A new lesson goes last in its course. */
export async function insertContent(
  db: Kysely<DB>,
  c: {
    courseId: string;
    title: string;
    description: string;
    type: ContentType;
    duration: string;
    liveSessionId: string | null;
    file: string;
    /** An assignment's due date and marks out of (the wizard's text; empty for none or the default). */
    dueDate?: string;
    maxMarks?: string;
  },
): Promise<CourseContent> {
  const last = await db
    .selectFrom('course_contents')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('course_id', '=', c.courseId)
    .executeTakeFirst();
  const row = await db
    .insertInto('course_contents')
    .values({
      course_id: c.courseId,
      title: c.title,
      description: c.description,
      type: c.type,
      duration: c.duration || null,
      live_session_id: c.liveSessionId,
      file: c.file,
      position: (last?.p ?? -1) + 1,
      due_date: c.type === 'assignment' && c.dueDate ? c.dueDate : null,
      max_marks: c.type === 'assignment' ? (c.maxMarks ? Number(c.maxMarks) : assignmentRules.defaultMaxMarks) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContent(row);
}

/** A lesson's editable fields (`contentEditSchema`); the due date and maximum marks only for an assignment. */
export async function updateContent(
  db: Kysely<DB>,
  id: string,
  c: { title: string; description: string; duration: string; dueDate?: string | null; maxMarks?: number | null },
): Promise<CourseContent | undefined> {
  const row = await db
    .updateTable('course_contents')
    .set({
      title: c.title,
      description: c.description,
      duration: c.duration || null,
      ...(c.dueDate !== undefined ? { due_date: c.dueDate } : {}),
      ...(c.maxMarks !== undefined ? { max_marks: c.maxMarks } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toContent(row);
}

/** The lesson's row, locked until the transaction ends (an edit checks its submissions first). */
export async function lockContent(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('course_contents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  return row && toContent(row);
}

/** How many submissions an assignment has. */
export async function submissionCount(db: Kysely<DB>, assignmentId: string) {
  const row = await db
    .selectFrom('assignment_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('assignment_id', '=', assignmentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The course's lessons' ids and positions in their current order, locked until the transaction ends. */
export async function lockCourseOrder(db: Kysely<DB>, courseId: string) {
  return db
    .selectFrom('course_contents')
    .select(['id', 'position'])
    .where('course_id', '=', courseId)
    .orderBy('position', 'asc')
    .orderBy('created_at', 'asc')
    .forUpdate()
    .execute();
}

/** Gives each lesson its index in `ids` as its position; only rows whose position changes are written (and synced again). */
export async function setPositions(db: Kysely<DB>, current: readonly { id: string; position: number }[], ids: readonly string[]) {
  const now = new Map(current.map((r) => [r.id, r.position]));
  for (const [position, id] of ids.entries()) {
    if (now.get(id) === position) continue;
    await db.updateTable('course_contents').set({ position }).where('id', '=', id).execute();
  }
}

/**
 * What goes with a lesson when it is removed: the files students attached to their submissions of
 * it (the submissions themselves go by the foreign key's cascade) and the learning events about it.
 * Answers the submission files' upload ids, for the caller to delete after the commit.
 */
export async function deleteLessonTraces(db: Kysely<DB>, contentId: string): Promise<string[]> {
  const rows = await db.selectFrom('assignment_submissions').select('files').where('assignment_id', '=', contentId).execute();
  await db.deleteFrom('learning_events').where('subject_id', '=', contentId).where('kind', 'in', ['video', 'assignment']).execute();
  return rows.flatMap((r) => r.files.map((f) => f.id));
}

/** Whether any submission still names the upload `fileId` among its files. */
export async function fileInSubmissions(db: Kysely<DB>, fileId: string) {
  const row = await db
    .selectFrom('assignment_submissions')
    .select('id')
    .where(sql<boolean>`files @> ${JSON.stringify([{ id: fileId }])}::jsonb`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteContent(db: Kysely<DB>, id: string): Promise<CourseContent | undefined> {
  const row = await db.deleteFrom('course_contents').where('id', '=', id).returningAll().executeTakeFirst();
  return row && toContent(row);
}

export const courseExists = async (db: Kysely<DB>, id: string) =>
  (await db.selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const sessionCourse = async (db: Kysely<DB>, sessionId: string) =>
  (await db.selectFrom('live_sessions').select('course_id').where('id', '=', sessionId).executeTakeFirst())?.course_id;

export const isEnrolled = async (db: Kysely<DB>, studentId: string, courseId: string) =>
  (await db
    .selectFrom('enrollments')
    .select('id')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()) !== undefined;
