/**
 * Testimonials on the wire (site spec section 7): the approved list for everyone, and a visitor's
 * submission waiting for approval. Signed-in devices submit through sync (`testimonial.submit`).
 */
import { z } from 'zod';
import { defineEndpoint, noQuery } from '../api/endpoint.js';
import { testimonialFormSchema, testimonialSchema } from './testimonial.schema.js';

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
} as const;
