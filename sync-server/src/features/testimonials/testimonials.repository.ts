/** SQL for testimonials lives here and only here. */
import type { Kysely } from 'kysely';
import type { MutationValue, Testimonial, TestimonialFormValues } from '@institute/shared-schema';
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

const columns = ['id', 'text', 'author', 'course', 'faculty', 'rating', 'approved', 'created_at'] as const;

/** A row as the wire's `Testimonial`. */
export const toTestimonial = ({ created_at, ...t }: { created_at: Date } & Omit<Testimonial, 'createdAt'>): Testimonial => ({
  ...t,
  createdAt: created_at.toISOString(),
});

/** Every testimonial for moderation: those waiting first, then newest first (ties by id, so the order is stable). */
export async function listAllTestimonials(db: Kysely<DB>): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonials')
    .select(columns)
    .orderBy('approved', 'asc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toTestimonial);
}

/** Changes the form's fields; undefined when there is no such testimonial. */
export async function updateTestimonial(db: Kysely<DB>, id: string, form: TestimonialFormValues): Promise<Testimonial | undefined> {
  const row = await db
    .updateTable('testimonials')
    .set({ text: form.text, author: form.author, course: form.course, faculty: form.faculty, rating: form.rating })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row && toTestimonial(row);
}

/** Approves or hides; undefined when there is no such testimonial. */
export async function setTestimonialApproved(db: Kysely<DB>, id: string, approved: boolean): Promise<Testimonial | undefined> {
  const row = await db.updateTable('testimonials').set({ approved }).where('id', '=', id).returning(columns).executeTakeFirst();
  return row && toTestimonial(row);
}

/** The deleted testimonial's author, or undefined when there was none. */
export async function deleteTestimonial(db: Kysely<DB>, id: string): Promise<string | undefined> {
  return (await db.deleteFrom('testimonials').where('id', '=', id).returning('author').executeTakeFirst())?.author;
}
