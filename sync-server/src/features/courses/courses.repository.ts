/** SQL for courses lives here and only here. */
import type { Kysely, Selectable } from 'kysely';
import type { Course } from '@institute/shared-schema';
import type { CoursesTable, DB } from '../../db/schema.js';

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
