/**
 * `POST /api/contact` on the wire: a visitor's message to the institute, stored for the
 * administrators. Signed-in devices send through sync (`contact.send`).
 */
import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.js';
import { contactFormSchema } from './contact.schema.js';

export const contactApi = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Send a message to the institute',
    body: contactFormSchema,
    // A 5,000-character message and three short fields, at up to three bytes a letter.
    bodyLimit: 32 * 1024,
    answers: { 201: z.object({ id: z.string(), message: z.string() }) },
  }),
} as const;
