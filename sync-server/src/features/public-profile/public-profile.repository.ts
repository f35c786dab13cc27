/** SQL for the public student profile and its visibility lives here and only here. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** An active student's public fields and whether the profile is hidden; never email, phone, address or education. */
export async function findPublicStudent(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('users')
    .leftJoin('public_profiles', 'public_profiles.user_id', 'users.id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.bio', 'users.profile_image', 'public_profiles.hidden'])
    .where('users.id', '=', id)
    .where('users.role', '=', 'student')
    .where('users.status', '=', 'active')
    .executeTakeFirst();
}

export async function completedCourses(db: Kysely<DB>, studentId: string, max: number) {
  return db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select(['courses.id', 'courses.title'])
    .where('enrollments.student_id', '=', studentId)
    .where('enrollments.status', '=', 'completed')
    .orderBy('courses.title')
    .limit(max)
    .execute();
}

export async function studentCertificates(db: Kysely<DB>, studentId: string, max: number) {
  return db
    .selectFrom('certificates')
    .select(['id', 'language', 'tier', 'sub_level', 'issued_on'])
    .where('user_id', '=', studentId)
    .orderBy('issued_on', 'desc')
    .limit(max)
    .execute();
}

export async function isProfileHidden(db: Kysely<DB>, userId: string): Promise<boolean> {
  return (await db.selectFrom('public_profiles').select('hidden').where('user_id', '=', userId).executeTakeFirst())?.hidden ?? false;
}

export async function setProfileHidden(db: Kysely<DB>, userId: string, hidden: boolean): Promise<void> {
  await db
    .insertInto('public_profiles')
    .values({ user_id: userId, hidden })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ hidden, updated_at: new Date() }))
    .execute();
}
