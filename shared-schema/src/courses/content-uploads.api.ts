/**
 * Resumable lesson uploads (issue 18): a large video goes up with the tus protocol
 * (https://tus.io, version 1.0.0: creation, HEAD for the offset, PATCH chunks, termination), so a
 * dropped connection resumes where the server stopped instead of starting over, and a repeated
 * chunk is harmless. The wizard's fields travel as the upload's metadata (`contentUploadMetadataKeys`),
 * checked when the upload is created, before a byte of the file; once every byte is in,
 * `complete` checks the file by its content, exactly as the multipart upload does, and attaches it
 * to the course. `complete` is idempotent: asked again it answers with the same lesson.
 *
 * HEAD (the offset) is part of the protocol too; the server registers it beside these with the same
 * guard (HEAD has no body to describe, as with every HEAD).
 */
import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint.js';
import { idParams } from '../fields.js';
import { contentMaxBytes } from './content-file.js';
import { courseContentSchema } from './course.schema.js';

/** The path of the tus endpoint; an upload's address is `{path}/{id}`. */
export const contentUploadsPath = '/api/content-uploads';

/** The wizard's fields in an upload's metadata, and the file's name. */
export const contentUploadMetadataKeys = ['courseId', 'title', 'description', 'type', 'duration', 'liveSessionId', 'filename'] as const;
export type ContentUploadMetadata = Partial<Record<(typeof contentUploadMetadataKeys)[number], string>>;

/** A PATCH carries at most this much (tus-js-client sends the rest of the file; a phone may set `chunkSize`). */
const chunkMaxBytes = contentMaxBytes.video;

export const contentUploadsApi = {
  create: defineEndpoint({
    method: 'POST',
    path: contentUploadsPath,
    access: 'admin',
    summary: 'tus: start a resumable lesson upload (Upload-Length, Upload-Metadata with the wizard’s fields); 201 with Location',
    raw: { kind: 'tus', maxBytes: chunkMaxBytes },
    answers: { 201: z.object({}) },
  }),
  append: defineEndpoint({
    method: 'PATCH',
    path: `${contentUploadsPath}/:id`,
    access: 'admin',
    summary: 'tus: append bytes at Upload-Offset (application/offset+octet-stream); 204 with the new Upload-Offset',
    params: idParams,
    raw: { kind: 'tus', maxBytes: chunkMaxBytes },
    answers: { 204: z.object({}) },
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: `${contentUploadsPath}/:id`,
    access: 'admin',
    summary: 'tus: abandon an unfinished upload and its bytes',
    params: idParams,
    answers: { 204: z.object({}) },
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: `${contentUploadsPath}/:id/complete`,
    access: 'admin',
    summary: 'Check a finished upload by its content and add it to its course as a lesson (idempotent)',
    params: idParams,
    body: z.strictObject({}),
    answers: {
      201: z.object({ message: z.string(), content: courseContentSchema }),
      200: z.object({ message: z.string(), content: courseContentSchema }),
    },
  }),
} as const;
