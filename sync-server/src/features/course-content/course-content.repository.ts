/** SQL for course content (lessons) lives here and only here. */
import type { Kysely, Selectable } from 'kysely';
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
