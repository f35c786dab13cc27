/** SQL for testimonials lives here and only here. */
import type { Kysely } from 'kysely';
import type { MutationValue } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';

/** A learner's testimonial, waiting for approval. Returns who submitted the row with this id. */
export async function insertTestimonial(db: Kysely<DB>, userId: string | null, t: MutationValue<'testimonial.submit'>) {
  const inserted = await db
    .insertInto('testimonials')
    .values({
      id: t.id,
      text: t.text,
      author: t.author,
      course: t.course,
      faculty: t.faculty,
      rating: t.rating,
      approved: false,
      submitted_by: userId,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('submitted_by')
    .executeTakeFirst();
  if (inserted) return inserted.submitted_by;
  const row = await db.selectFrom('testimonials').select('submitted_by').where('id', '=', t.id).executeTakeFirstOrThrow();
  return row.submitted_by;
}

/** Approved testimonials, newest first (the public list). */
export function listApprovedTestimonials(db: Kysely<DB>) {
  return db
    .selectFrom('testimonials')
    .select(['id', 'text', 'author', 'course', 'faculty', 'rating', 'approved', 'created_at'])
    .where('approved', '=', true)
    .orderBy('created_at', 'desc')
    .execute();
}
