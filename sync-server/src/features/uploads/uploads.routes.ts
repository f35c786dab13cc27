/**
 * `PUT /api/uploads/{id}`: a device sends a blob it kept while offline, under the id it chose,
 * before the mutation that refers to it. Repeating the same upload is harmless (same answer);
 * different bytes under a used id, or someone else's id, are refused. The content decides the
 * type (magic bytes), never the name or the header.
 */
import type { FastifyPluginAsync } from 'fastify';
import { detectImageType, maxScreenshotBytes, messages, uploadsApi } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { route } from '../../http/route.js';
import { sha256, UploadIdTaken, type UploadStore } from './upload-store.js';

export const uploadsRoutes: FastifyPluginAsync<{ uploads: UploadStore }> = async (app, { uploads }) => {
  route(app, uploadsApi.put, async (request, reply) => {
    const { id } = request.params;
    const { purpose } = request.query;
    // The form is one file: a few short fields at most are read beside it.
    const { file } = await readMultipartForm(request, {
      fileField: 'file',
      fileBytes: maxScreenshotBytes,
      fieldBytes: 1024,
      fields: 5,
      fileTooLarge: messages.validation.screenshotSize,
    });
    if (!file) throw new HttpError(400, messages.profile.imageRequired);
    const { bytes } = file;
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
