/**
 * A notification to one user (issue 19): what an administrator decided about something of theirs,
 * synced to their devices in their user bucket. The server writes them; a device only marks them read.
 */
import { z } from 'zod';
import { messages } from '../messages.js';

export const notificationKinds = ['payment.approved', 'payment.rejected', 'assignment.graded'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app (a path), when somewhere. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** The notification and the SMS a payment decision sends its student. */
export function decisionNotice(decision: 'approved' | 'rejected', course: string, notes: string | null) {
  const n = messages.notifications;
  return decision === 'approved'
    ? {
        kind: 'payment.approved' as const,
        title: n.paymentApprovedTitle,
        body: n.paymentApprovedBody(course),
        sms: n.paymentApprovedSms(course),
      }
    : {
        kind: 'payment.rejected' as const,
        title: n.paymentRejectedTitle,
        body: n.paymentRejectedBody(course, notes),
        sms: n.paymentRejectedSms(course, notes),
      };
}

/** The notification a graded assignment sends its student (issue 18). */
export function gradeNotice(title: string, marks: number, maxMarks: number) {
  const a = messages.assignments;
  return { kind: 'assignment.graded' as const, title: a.gradedTitle, body: a.gradedBody(title, marks, maxMarks) };
}
