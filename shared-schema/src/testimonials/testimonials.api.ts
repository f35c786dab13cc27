/**
 * Testimonials on the wire (site spec section 7): the approved list for everyone, and a visitor's
 * submission waiting for approval. Signed-in devices submit through sync (`testimonial.submit`).
 * Moderation (issue 15, `/admin/reviews`): every testimonial for administrators, the spec's
 * `PUT` and `DELETE /testimonials/{id}`, and approve or hide; each change audited.
 */
import { z } from 'zod';
import { defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { idParams } from '../fields.js';
import { testimonialApprovalSchema, testimonialFormSchema, testimonialSchema } from './testimonial.schema.js';

const testimonialAnswer = z.object({ message: z.string(), testimonial: testimonialSchema });

export const testimonialsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/testimonials',
    access: 'public',
    summary: 'Approved testimonials, newest first',
    query: noQuery,
    answers: { 200: z.array(testimonialSchema) },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/testimonials',
    access: 'public',
    summary: 'Submit a testimonial for approval (a visitor, or a signed-in user when a token is sent)',
    body: testimonialFormSchema,
    // A 5,000-character text and three short fields, at up to three bytes a letter.
    bodyLimit: 32 * 1024,
    answers: { 201: z.object({ id: z.string(), message: z.string() }) },
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/testimonials',
    access: 'admin',
    summary: 'Every testimonial, approved or waiting, waiting first then newest first (Reviews)',
    query: noQuery,
    answers: { 200: z.array(testimonialSchema) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/testimonials/:id',
    access: 'admin',
    summary: "Edit a testimonial's text, author, course, faculty and rating",
    params: idParams,
    body: testimonialFormSchema,
    bodyLimit: 32 * 1024,
    answers: { 200: testimonialAnswer },
  }),
  setApproval: defineEndpoint({
    method: 'PUT',
    path: '/api/testimonials/:id/approval',
    access: 'admin',
    summary: 'Approve a testimonial (shown on the site) or hide it (back to waiting)',
    params: idParams,
    body: testimonialApprovalSchema,
    bodyLimit: 1024,
    answers: { 200: testimonialAnswer },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/testimonials/:id',
    access: 'admin',
    summary: 'Delete a testimonial',
    params: idParams,
    answers: { 200: messageAnswer },
  }),
} as const;
