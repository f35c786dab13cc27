/**
 * Course content on the wire (site spec section 7, issue 18): the administrator's upload (the
 * wizard's multipart form), a course's content for its students and administrators, and a lesson's
 * file: an authorised caller asks for a short-lived link, which a `<video>` or a download can use
 * without a bearer header, with HTTP range requests so a phone can seek.
 */
import { z } from 'zod';
import { binaryAnswer, defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { boundedString, idParams, limits } from '../fields.js';
import { multipartOverheadBytes } from '../files/uploads.api.js';
import { contentMaxBytes } from './content-file.js';
import { contentEditSchema, contentFormSchema, contentOrderSchema, courseContentSchema } from './course.schema.js';

export const contentFileAnswerSchema = z.object({
  url: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type ContentFileAnswer = z.infer<typeof contentFileAnswerSchema>;

export const contentApi = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/courses/:id/content',
    access: 'admin',
    summary: 'Add a lesson to a course: title, description, type, duration, live session, and its file (checked by content)',
    params: idParams,
    raw: { kind: 'multipart', file: 'file', fields: contentFormSchema, maxBytes: contentMaxBytes.video + multipartOverheadBytes },
    answers: { 201: z.object({ message: z.string(), content: courseContentSchema }) },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/courses/:id/content',
    access: 'user',
    summary: 'The lessons of a course, for its enrolled students and administrators',
    params: idParams,
    query: noQuery,
    answers: { 200: z.object({ content: z.array(courseContentSchema) }) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/content/:id',
    access: 'admin',
    summary: 'Edit a lesson: title, description, duration, and an assignment’s due date and maximum marks (the file stays)',
    params: idParams,
    body: contentEditSchema,
    answers: { 200: z.object({ message: z.string(), content: courseContentSchema }) },
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/api/courses/:id/content/order',
    access: 'admin',
    summary: 'Put a course’s lessons in a new order: every lesson of the course, each once',
    params: idParams,
    body: contentOrderSchema,
    answers: { 200: z.object({ message: z.string(), content: z.array(courseContentSchema) }) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/content/:id',
    access: 'admin',
    summary: 'Remove a lesson and its file; an assignment’s submissions (and their files) and the learning events about it go too',
    params: idParams,
    answers: { 200: messageAnswer },
  }),
  fileLink: defineEndpoint({
    method: 'GET',
    path: '/api/content/:id/link',
    access: 'user',
    summary: 'A short-lived link to a lesson’s file, for its enrolled students and administrators',
    params: idParams,
    query: noQuery,
    answers: { 200: contentFileAnswerSchema },
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/content/:id/file',
    access: 'public',
    summary: 'A lesson’s file by its signed link; answers Range requests with 206',
    params: idParams,
    query: z.object({ token: boundedString(limits.token) }),
    answers: { 200: binaryAnswer, 206: binaryAnswer },
  }),
} as const;
