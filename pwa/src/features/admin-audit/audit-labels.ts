/**
 * What the audit trail calls each action the server records (shared-schema's `auditActions`); the
 * action's code, sent as the filter and stored, stays as it is.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditAction } from '@institute/shared-schema';

export const auditActionText: Record<AuditAction, MessageDescriptor> = {
  'payment.approve': msg`Approved a payment`,
  'payment.reject': msg`Rejected a payment`,
  'enrollment.create': msg`Enrolled a student`,
  'course.create': msg`Created a course`,
  'course.update': msg`Edited a course`,
  'course.delete': msg`Deleted a course`,
  'user.create': msg`Added a user`,
  'user.update': msg`Edited a user`,
  'user.role': msg`Changed a role`,
  'user.delete': msg`Deleted a user`,
  'assignment.grade': msg`Graded an assignment`,
  'assignment.regrade': msg`Changed the marks of an assignment`,
  'testimonial.approve': msg`Approved a testimonial`,
  'testimonial.hide': msg`Hid a testimonial`,
  'testimonial.update': msg`Edited a testimonial`,
  'testimonial.delete': msg`Deleted a testimonial`,
};

/** The roles a change of role names (their codes, in lower case, as the trail always showed them). */
export const roleText: Record<string, MessageDescriptor> = {
  student: msg({ message: 'student', comment: 'A role, in a change of role: student → admin' }),
  admin: msg({ message: 'admin', comment: 'A role, in a change of role: student → admin' }),
};
