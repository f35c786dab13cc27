/** A published course row written straight into the database, for tests that need one to exist. */
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../src/db/schema.js';

export async function insertCourse(db: Kysely<DB>, title = 'Course', values: Partial<Insertable<DB['courses']>> = {}): Promise<string> {
  const row = await db
    .insertInto('courses')
    .values({
      title,
      description: 'd',
      level: 'Beginner',
      duration: '4 weeks',
      instructor: 'I',
      price: 1000,
      status: 'published',
      skills: '[]',
      projects: '[]',
      syllabus: '[]',
      learning_outcomes: '[]',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
