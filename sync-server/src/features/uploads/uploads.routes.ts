/**
 * `PUT /api/uploads/{id}`: a device sends a blob it kept while offline, under the id it chose,
 * before the mutation that refers to it. Repeating the same upload is harmless (same answer);
 * different bytes under a used id, or someone else's id, are refused. The content decides the
 * type (magic bytes), never the name or the header.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, uploadsApi } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { readImageUpload } from '../../http/multipart-form.js';
import { route } from '../../http/route.js';
import { sha256, UploadIdTaken, type UploadStore } from './upload-store.js';

export const uploadsRoutes: FastifyPluginAsync<{ uploads: UploadStore }> = async (app, { uploads }) => {
  route(app, uploadsApi.put, async (request, reply) => {
    const { id } = request.params;
    const { purpose } = request.query;
    const { bytes, filename, type } = await readImageUpload(request, 'file');

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
      await uploads.save({ id, ownerId: request.user.sub, purpose, contentType: type, bytes, originalName: filename });
    } catch (e) {
      if (!(e instanceof UploadIdTaken)) throw e;
      const raced = await existing();
      if (raced) return raced;
      throw e;
    }
    return reply.code(201).send({ id, size: bytes.length, contentType: type });
  });
};
