/** The editor's server runs on the wire (spec section 7: body `{ code, language }`, bearer token). */
import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.js';
import { codeRunRequestSchema, codeRunResultSchema, maxCodeLength } from './code-run.schema.js';

/**
 * A program and its input at their longest, each character at most three bytes of UTF-8 (a JSON
 * string escapes a newline or a quote in two), and room for the rest of the body.
 */
export const codeRunBodyLimit = 2 * maxCodeLength * 3 + 16 * 1024;

export const editorApi = {
  run: defineEndpoint({
    method: 'POST',
    path: '/api/editor/run',
    access: 'user',
    summary:
      'Run a program and wait for its result (429 past the rate, 503 when the queue is full, 504 when no runner finished it in time)',
    body: codeRunRequestSchema,
    bodyLimit: codeRunBodyLimit,
    answers: { 200: codeRunResultSchema.extend({ id: z.uuid() }) },
  }),
} as const;

/**
 * The code editor's HTML output page (pwa/public/html-preview.html): the student's HTML runs there
 * under a policy of its own (sync-server/src/plugins/security-headers.plugin.ts).
 */
export const htmlPreviewPath = '/html-preview.html';
