/** The SQL of students' resumes (issue 17). */
import type { Kysely } from 'kysely';
import type { Resume } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';

/** Who owns a resume, or null when there is none with that id. */
export async function resumeOwner(db: Kysely<DB>, id: string): Promise<string | null> {
  const row = await db.selectFrom('resumes').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id ?? null;
}

export async function countResumes(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('resumes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts or replaces the student's resume (the caller has checked the owner). */
export async function upsertResume(db: Kysely<DB>, userId: string, id: string, resume: Resume, now: Date): Promise<void> {
  const json = JSON.stringify(resume);
  await db
    .insertInto('resumes')
    .values({ id, user_id: userId, resume: json, edited_at: now.toISOString() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ resume: json, edited_at: now.toISOString() }).where('resumes.user_id', '=', userId))
    .execute();
}

export async function deleteResume(db: Kysely<DB>, userId: string, id: string): Promise<void> {
  await db.deleteFrom('resumes').where('id', '=', id).where('user_id', '=', userId).execute();
}
