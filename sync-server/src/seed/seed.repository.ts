/** SQL of first-start seeding lives here and only here: the demo content's rows and the administrator check. */
import type { Insertable, Kysely } from 'kysely';
import type { CourseContentsTable, CoursesTable, DB, JobsTable, LiveSessionsTable, TestimonialsTable } from '../db/schema.js';

export async function hasAnyCourse(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('courses').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function hasAnyAdmin(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) !== undefined;
}

type Child<T> = Omit<Insertable<T>, 'course_id'>;

/** A course with its sessions and contents (assignments are contents too); the children's rows are made from the new course's id. */
export async function insertCourseWithContent(
  db: Kysely<DB>,
  course: Insertable<CoursesTable>,
  children: (courseId: string) => {
    sessions: Child<LiveSessionsTable>[];
    contents: Child<CourseContentsTable>[];
  },
): Promise<void> {
  const { id } = await db.insertInto('courses').values(course).returning('id').executeTakeFirstOrThrow();
  const { sessions, contents } = children(id);
  const withCourse = <T>(rows: T[]) => rows.map((r) => ({ ...r, course_id: id }));
  if (sessions.length) await db.insertInto('live_sessions').values(withCourse(sessions)).execute();
  if (contents.length) await db.insertInto('course_contents').values(withCourse(contents)).execute();
}

export async function insertJobs(db: Kysely<DB>, jobs: Insertable<JobsTable>[]): Promise<void> {
  if (jobs.length) await db.insertInto('jobs').values(jobs).execute();
}

export async function insertTestimonials(db: Kysely<DB>, testimonials: Insertable<TestimonialsTable>[]): Promise<void> {
  if (testimonials.length) await db.insertInto('testimonials').values(testimonials).execute();
}
