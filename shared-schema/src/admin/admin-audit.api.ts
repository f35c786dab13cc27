/**
 * The audit trail, readable (issue 19): who did what and when (approvals, rejections, enrolments,
 * course and user changes, role changes, deletions), newest first, filtered by person, action and
 * date, a page at a time.
 */
import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.js';
import { bound, uuid } from '../fields.js';

/** The actions the server records, with the words an administrator reads. */
export const auditActionLabels = {
  'payment.approve': 'Approved a payment',
  'payment.reject': 'Rejected a payment',
  'enrollment.create': 'Enrolled a student',
  'course.create': 'Created a course',
  'course.update': 'Edited a course',
  'course.delete': 'Deleted a course',
  'user.create': 'Added a user',
  'user.update': 'Edited a user',
  'user.role': 'Changed a role',
  'user.delete': 'Deleted a user',
  'assignment.grade': 'Graded an assignment',
  'assignment.regrade': 'Changed the marks of an assignment',
  'testimonial.approve': 'Approved a testimonial',
  'testimonial.hide': 'Hid a testimonial',
  'testimonial.update': 'Edited a testimonial',
  'testimonial.delete': 'Deleted a testimonial',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

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
