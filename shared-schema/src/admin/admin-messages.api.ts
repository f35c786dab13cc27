/**
 * The administrator's inbox (issue 19): the contact messages visitors and students sent, newest
 * first, with read and archived states kept on the server, searched and filtered there.
 */
import { z } from 'zod';
import { defineEndpoint, noQuery } from '../api/endpoint.js';
import { contactSubjects } from '../contact/contact.schema.js';
import { bound, limits, noNul, noNulPattern, uuidParams } from '../fields.js';

/** Which messages the inbox shows: the ones not archived (the default), unread ones only, or the archive. */
export const inboxViews = ['inbox', 'unread', 'archived'] as const;
export type InboxView = (typeof inboxViews)[number];

/** One page of the inbox holds at most this many messages. */
export const inboxPageSize = 100;

export const inboxQuerySchema = z.object({
  view: z.enum(inboxViews).default('inbox'),
  subject: z.enum(contactSubjects).optional(),
  /** Words looked for in the name, email, subject and message, case-insensitive. */
  search: z.string().max(limits.name, bound()).regex(noNulPattern, noNul).optional(),
});

export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(contactSubjects),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** What an administrator changes on a message: read or unread, archived or back in the inbox. */
export const inboxUpdateSchema = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((b) => b.read !== undefined || b.archived !== undefined, { error: 'Nothing to change' });

export const adminMessagesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/messages',
    access: 'admin',
    summary: 'Contact messages, newest first: the inbox, unread ones or the archive, by subject and words',
    query: inboxQuerySchema,
    answers: { 200: z.object({ messages: z.array(inboxMessageSchema), unread: z.number().int().min(0) }) },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/admin/messages/unread-count',
    access: 'admin',
    summary: 'How many messages in the inbox are unread (the sidebar badge)',
    query: noQuery,
    answers: { 200: z.object({ unread: z.number().int().min(0) }) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/messages/:id',
    access: 'admin',
    summary: 'Mark a message read or unread, archive it or bring it back',
    params: uuidParams,
    body: inboxUpdateSchema,
    answers: { 200: inboxMessageSchema },
  }),
} as const;
