/**
 * A device's blob (a payment screenshot, a profile image) goes up under the id the device chose,
 * before the mutation that refers to it: `PUT /api/uploads/{id}?purpose=`, a multipart form with
 * one file. The same bytes again answer 200; different bytes under a used id 409, someone else's 403.
 */
import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.js';
import { uuidParams } from '../fields.js';
import { maxScreenshotBytes } from '../payments/payment.schema.js';
import { uploadPurposeSchema } from '../sync/sync.schema.js';

/** A multipart form's boundaries and part headers around its file. */
export const multipartOverheadBytes = 16 * 1024;

export const uploadAnswerSchema = z.object({
  id: z.uuid(),
  size: z.number().int(),
  /** Found from the content (magic bytes), never from the name or the header. */
  contentType: z.string(),
});

export const uploadsApi = {
  put: defineEndpoint({
    method: 'PUT',
    path: '/api/uploads/:id',
    access: 'user',
    summary: 'Store a file under the id the device chose (201; 200 for a repeat of the same bytes)',
    params: uuidParams,
    query: z.object({ purpose: uploadPurposeSchema }),
    raw: { kind: 'multipart', file: 'file', fields: z.object({}), maxBytes: maxScreenshotBytes + multipartOverheadBytes },
    answers: { 200: uploadAnswerSchema, 201: uploadAnswerSchema },
  }),
} as const;
