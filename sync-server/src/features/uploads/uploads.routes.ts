/**
 * `PUT /api/uploads/{id}`: a device sends a blob it kept while offline, under the id it chose,
 * before the mutation that refers to it. Repeating the same upload is harmless (same answer);
 * different bytes under a used id, or someone else's id, are refused. The content decides the
 * type (magic bytes), never the name or the header.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { detectImageType, maxScreenshotBytes, messages, uploadPurposeSchema } from '@institute/shared-schema';
import { HttpError, parseOr400 } from '../../http-error.js';
import { sha256, UploadIdTaken, type UploadStore } from './upload-store.js';

const params = z.object({ id: z.uuid('Invalid id') });
const query = z.object({ purpose: uploadPurposeSchema });

export const uploadsRoutes: FastifyPluginAsync<{ uploads: UploadStore }> = async (app, { uploads }) => {
  app.put('/api/uploads/:id', { preHandler: app.requireUser }, async (request, reply) => {
    const { id } = parseOr400(params, request.params);
    const { purpose } = parseOr400(query, request.query);
    const file = await request.file({ limits: { fileSize: maxScreenshotBytes, files: 1 } });
    if (!file) throw new HttpError(400, messages.profile.imageRequired);
    const bytes = await file.toBuffer().catch((e: Error & { code?: string }) => {
      throw e.code === 'FST_REQ_FILE_TOO_LARGE' ? new HttpError(413, messages.validation.screenshotSize) : e;
    });
    const type = detectImageType(bytes);
    if (!type) throw new HttpError(400, messages.validation.screenshotType);

    /** The answer for an id already stored: the same bytes from the same owner are a repeat. */
    const existing = async () => {
      const row = await uploads.find(id);
      if (!row) return null;
      if (row.owner_id !== request.user.sub) throw new HttpError(403, messages.sync.notAllowed);
      if (row.sha256 !== sha256(bytes)) throw new HttpError(409, messages.sync.uploadConflict);
      return { id, size: row.size_bytes, contentType: row.content_type };
    };
    const repeat = await existing();
    if (repeat) return repeat;
    try {
      await uploads.save({ id, ownerId: request.user.sub, purpose, contentType: type, bytes, originalName: file.filename });
    } catch (e) {
      if (!(e instanceof UploadIdTaken)) throw e;
      const raced = await existing();
      if (raced) return raced;
      throw e;
    }
    return reply.code(201).send({ id, size: bytes.length, contentType: type });
  });
};
