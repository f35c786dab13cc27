import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { contentApi, isUuid, messages } from '@institute/shared-schema';
import { getOrCreateSecret } from '../../auth/server-secret.js';
import { serverSettingKeys } from '../../db/server-settings.js';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { UploadStore } from '../uploads/upload-store.js';
import { parseByteRange } from './byte-range.js';
import { readContentUpload } from './content-upload.js';
import {
  courseExists,
  deleteContent,
  findContent,
  insertContent,
  isEnrolled,
  listContent,
  sessionCourse,
} from './course-content.repository.js';

export interface CourseContentOptions {
  uploads: UploadStore;
}

/** How long a lesson's file link works: a long video watched in one sitting. */
const linkTtlSeconds = 6 * 60 * 60;

/**
 * Course content (site spec sections 2, 4, 5 and 7; issue 18): the administrator adds a lesson with
 * its file (streamed to disk, recognised by content), students of the course and administrators
 * list the lessons and open a lesson's file through a short-lived signed link that serves HTTP
 * ranges, so a `<video>` can seek without holding a bearer token.
 */
export const courseContentRoutes: FastifyPluginAsync<CourseContentOptions> = async (app, { uploads }) => {
  const db = app.database.db;
  const courseNotFound = () => new HttpError(404, messages.student.courseNotFound);
  const contentNotFound = () => new HttpError(404, messages.learning.contentNotFound);
  // A file link is `{expiry}.{HMAC of the lesson id and the expiry}` under the server's token
  // secret, with its own domain string, so it can be neither an access token nor another lesson's link.
  const secret = await getOrCreateSecret(db, serverSettingKeys.jwtSecret);
  const signature = (id: string, expires: number) =>
    createHmac('sha256', secret).update(`content-file:${id}:${expires}`).digest('base64url');
  const validLink = (id: string, token: string) => {
    const [expires, given] = token.split('.');
    if (!expires || !given || !/^\d{1,15}$/.test(expires) || Number(expires) * 1000 < Date.now()) return false;
    const want = Buffer.from(signature(id, Number(expires)));
    const got = Buffer.from(given);
    return got.length === want.length && timingSafeEqual(got, want);
  };

  async function mayRead(user: { sub: string; role: string }, courseId: string) {
    if (user.role !== 'admin' && !(await isEnrolled(db, user.sub, courseId))) throw new HttpError(403, messages.learning.notEnrolled);
  }

  route(app, contentApi.add, async (request, reply) => {
    const courseId = request.params.id;
    if (!isUuid(courseId) || !(await courseExists(db, courseId))) throw courseNotFound();
    const { form, file } = await readContentUpload(request, () => uploads.tempPath());
    let fileId: string | null = null;
    try {
      const liveSessionId = form.liveSessionId || null;
      if (liveSessionId && (await sessionCourse(db, liveSessionId)) !== courseId) {
        const message = messages.learning.contentSessionMismatch;
        throw new HttpError(400, message, { errors: [{ field: 'liveSessionId', message }] });
      }
      fileId = await uploads.adopt({
        ownerId: request.user.sub,
        purpose: 'course-content',
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        tempPath: file.tempPath,
        originalName: file.fileName,
      });
      const id = fileId;
      const content = await db.transaction().execute(async (trx) => {
        const created = await insertContent(trx, { ...form, courseId, liveSessionId, file: id });
        await recordAudit(trx, { actorId: request.user.sub, action: 'content.create', entity: 'course_content', entityId: created.id });
        return created;
      });
      return reply.code(201).send({ message: messages.success.contentAdded, content });
    } catch (e) {
      if (fileId) await uploads.remove(fileId);
      else await fs.rm(file.tempPath, { force: true });
      throw e;
    }
  });

  route(app, contentApi.list, async (request) => {
    const courseId = request.params.id;
    if (!isUuid(courseId) || !(await courseExists(db, courseId))) throw courseNotFound();
    await mayRead(request.user, courseId);
    return { content: await listContent(db, courseId) };
  });

  route(app, contentApi.remove, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw contentNotFound();
    const removed = await db.transaction().execute(async (trx) => {
      const row = await deleteContent(trx, id);
      if (!row) throw contentNotFound();
      await recordAudit(trx, { actorId: request.user.sub, action: 'content.delete', entity: 'course_content', entityId: id });
      return row;
    });
    if (removed.file) await uploads.remove(removed.file);
    return { message: messages.learning.contentRemoved };
  });

  route(app, contentApi.fileLink, async (request) => {
    const { id } = request.params;
    const content = isUuid(id) ? await findContent(db, id) : undefined;
    if (!content) throw contentNotFound();
    await mayRead(request.user, content.courseId);
    const upload = content.file ? await uploads.find(content.file) : undefined;
    if (!upload) throw new HttpError(404, messages.learning.contentFileMissing);
    const expires = Math.floor(Date.now() / 1000) + linkTtlSeconds;
    const token = `${expires}.${signature(id, expires)}`;
    return {
      url: `/api/content/${id}/file?token=${encodeURIComponent(token)}`,
      size: upload.size_bytes,
      contentType: upload.content_type,
      fileName: upload.original_name ?? content.title,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  });

  route(app, contentApi.file, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id) || !validLink(id, request.query.token)) throw new HttpError(403, messages.learning.contentLinkExpired);
    const content = await findContent(db, id);
    const upload = content?.file ? await uploads.find(content.file) : undefined;
    if (!upload) throw contentNotFound();
    const size = upload.size_bytes;
    const range = parseByteRange(request.headers.range, size);
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', upload.content_type)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `inline; filename="${(upload.original_name ?? 'lesson').replace(/[^\w.-]/g, '_')}"`);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
    const file = uploads.pathOf(upload.storage_key);
    if (range === 'whole') return reply.header('content-length', size).send(createReadStream(file));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file, { start: range.start, end: range.end }));
  });
};
