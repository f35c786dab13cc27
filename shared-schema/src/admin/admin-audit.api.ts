/**
 * The audit trail, readable (issue 19): who did what and when (approvals, rejections, enrolments,
 * course and user changes, role changes, deletions), newest first, filtered by person, action and
 * date, a page at a time.
 */
import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.js';
import { bound, uuid } from '../fields.js';

/** The actions the server records (the words an administrator reads are the client's, in their language). */
export const auditActions = [
  'payment.approve',
  'payment.reject',
  'enrollment.create',
  'course.create',
  'course.update',
  'course.delete',
  'user.create',
  'user.update',
  'user.role',
  'user.delete',
  'assignment.grade',
  'assignment.regrade',
  'testimonial.approve',
  'testimonial.hide',
  'testimonial.update',
  'testimonial.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditPageSize = 50;

const day = z.string().max(10, bound()).pipe(z.iso.date());

export const auditQuerySchema = z.object({
  actor: uuid.optional(),
  action: z.enum(auditActions).optional(),
  /** First and last day included, `YYYY-MM-DD` (UTC). */
  from: day.optional(),
  to: day.optional(),
  /** The id of the last entry of the page before (entries older than it). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminAuditApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'The audit trail, newest first, by person, action and date',
    query: auditQuerySchema,
    answers: {
      200: z.object({
        entries: z.array(auditEntrySchema),
        /** The administrators who appear in the trail, for the person filter. */
        actors: z.array(z.object({ id: z.string(), name: z.string() })),
        hasMore: z.boolean(),
      }),
    },
  }),
} as const;
