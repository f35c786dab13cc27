/** SQL for courses lives here and only here. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Course, courseFormSchema } from '@institute/shared-schema';
import type { CoursesTable, DB } from '../../db/schema.js';

export type CourseFormValues = z.output<typeof courseFormSchema>;

export function toCourse(row: Selectable<CoursesTable>): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    category: row.category,
    level: row.level,
    duration: row.duration,
    instructor: row.instructor,
    price: row.price,
    originalPrice: row.original_price,
    skills: row.skills,
    learningOutcomes: row.learning_outcomes,
    projects: row.projects,
    status: row.status,
    isActive: row.is_active,
    students: row.students,
    icon: row.icon,
    syllabus: row.syllabus,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listPublishedCourses(db: Kysely<DB>): Promise<Course[]> {
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .where('status', '=', 'published')
    .where('is_active', '=', true)
    .orderBy('created_at', 'asc')
    .orderBy('title', 'asc')
    .execute();
  return rows.map(toCourse);
}

export const courseExists = async (db: Kysely<DB>, id: string) =>
  (await db.selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** Marks or unmarks a course for a learner; repeating either is harmless. */
export async function setBookmark(db: Kysely<DB>, userId: string, courseId: string, bookmarked: boolean) {
  if (bookmarked)
    await db
      .insertInto('bookmarks')
      .values({ user_id: userId, course_id: courseId })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
  else await db.deleteFrom('bookmarks').where('user_id', '=', userId).where('course_id', '=', courseId).execute();
}

/** Every course, drafts and inactive ones included (the administrator's list), newest first. */
export async function listAllCourses(db: Kysely<DB>): Promise<Course[]> {
  const rows = await db.selectFrom('courses').selectAll().orderBy('created_at', 'desc').orderBy('title', 'asc').execute();
  return rows.map(toCourse);
}

export async function findCourse(db: Kysely<DB>, id: string): Promise<Course | undefined> {
  const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCourse(row);
}

/** The course form's values as columns; the syllabus entries get ids (the sync engine keys rows by id). */
function formColumns(form: CourseFormValues) {
  return {
    title: form.title,
    description: form.description,
    level: form.level,
    duration: form.duration,
    instructor: form.instructor,
    price: form.price,
    original_price: form.originalPrice,
    category: form.category,
    image: form.image || null,
    skills: JSON.stringify(form.skills),
    status: form.status,
    is_active: form.isActive,
    syllabus: JSON.stringify(form.syllabus.map((entry) => ({ id: randomUUID(), ...entry }))),
  };
}

export async function insertCourse(db: Kysely<DB>, form: CourseFormValues): Promise<Course> {
  const row = await db
    .insertInto('courses')
    .values({ ...formColumns(form), learning_outcomes: '[]', projects: '[]', icon: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCourse(row);
}

export async function updateCourse(db: Kysely<DB>, id: string, form: CourseFormValues): Promise<Course | undefined> {
  const row = await db.updateTable('courses').set(formColumns(form)).where('id', '=', id).returningAll().executeTakeFirst();
  return row && toCourse(row);
}

/** True when students are enrolled or proofs were sent: deleting would erase money records. */
export async function courseHasRecords(db: Kysely<DB>, id: string): Promise<boolean> {
  const [enrollment, proof] = await Promise.all([
    db.selectFrom('enrollments').select('id').where('course_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('payment_verifications').select('id').where('course_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  return enrollment !== undefined || proof !== undefined;
}

export async function deleteCourse(db: Kysely<DB>, id: string): Promise<boolean> {
  return (await db.deleteFrom('courses').where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;
}
