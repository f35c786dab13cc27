/**
 * Testimonial moderation (issue 15, `/admin/reviews`): edit, approve or hide, delete. Each change
 * and its `audit_log` row commit together; a missing testimonial is 404 in the catalogue's words.
 * Approval is what puts a testimonial in the `public` sync bucket (its collection's `visible`
 * rule), so hiding one makes every device forget it at its next pull.
 */
import type { Kysely } from 'kysely';
import { isUuid, messages, type Testimonial, type TestimonialFormValues } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { deleteTestimonial, setTestimonialApproved, updateTestimonial } from './testimonials.repository.js';

const notFound = () => new HttpError(404, messages.reviews.notFound);

export function editTestimonial(db: Kysely<DB>, actorId: string, id: string, form: TestimonialFormValues): Promise<Testimonial> {
  if (!isUuid(id)) throw notFound();
  return db.transaction().execute(async (trx) => {
    const updated = await updateTestimonial(trx, id, form);
    if (!updated) throw notFound();
    await recordAudit(trx, { actorId, action: 'testimonial.update', entity: 'testimonial', entityId: id });
    return updated;
  });
}

export function moderateTestimonial(db: Kysely<DB>, actorId: string, id: string, approved: boolean): Promise<Testimonial> {
  if (!isUuid(id)) throw notFound();
  return db.transaction().execute(async (trx) => {
    const changed = await setTestimonialApproved(trx, id, approved);
    if (!changed) throw notFound();
    await recordAudit(trx, {
      actorId,
      action: approved ? 'testimonial.approve' : 'testimonial.hide',
      entity: 'testimonial',
      entityId: id,
      details: { author: changed.author },
    });
    return changed;
  });
}

export async function removeTestimonial(db: Kysely<DB>, actorId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction().execute(async (trx) => {
    const author = await deleteTestimonial(trx, id);
    if (author === undefined) throw notFound();
    await recordAudit(trx, { actorId, action: 'testimonial.delete', entity: 'testimonial', entityId: id, details: { author } });
  });
}
