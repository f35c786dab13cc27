import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { assignmentRules, contentApi, isUuid, messages } from '@institute/shared-schema';
import { getOrCreateSecret } from '../../auth/server-secret.js';
import { serverSettingKeys } from '../../db/server-settings.js';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { refreshCourseProgress } from '../assignments/assignments.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { UploadStore } from '../uploads/upload-store.js';
import { parseByteRange } from './byte-range.js';
import { readContentUpload } from './content-upload.js';
import {
  courseExists,
  deleteContent,
  deleteLessonTraces,
  fileInSubmissions,
  findContent,
  insertContent,
  isEnrolled,
  listContent,
  lockContent,
  lockCourseOrder,
  sessionCourse,
  setPositions,
  submissionCount,
  updateContent,
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
 * ranges, so a `<video>` can seek without holding a bearer token. The administrator edits a
 * lesson's words (the file stays), puts the course's lessons in a new order, and removes a lesson:
 * its file, an assignment's submissions with their files, and the learning events about it go too,
 * and every enrolment's percent is computed again. Each change is audited and reaches the course's
 * students through their `course:{id}` bucket (changed rows and tombstones).
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
        await refreshCourseProgress(trx, courseId);
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

  route(app, contentApi.update, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw contentNotFound();
    const edit = request.body;
    const content = await db.transaction().execute(async (trx) => {
      const before = await lockContent(trx, id);
      if (!before) throw contentNotFound();
      // An assignment's due date and maximum marks; a submission keeps the maximum it was sent
      // under, so the maximum is fixed once there is one (a due date may move: lateness was
      // decided when each submission arrived).
      let assignment: { dueDate?: string | null; maxMarks?: number } = {};
      if (before.type === 'assignment') {
        const maxMarks = edit.maxMarks ? Number(edit.maxMarks) : (before.maxMarks ?? assignmentRules.defaultMaxMarks);
        if (maxMarks !== before.maxMarks && (await submissionCount(trx, id)) > 0) {
          const message = messages.learning.contentMaxMarksLocked;
          throw new HttpError(409, message, { errors: [{ field: 'maxMarks', message }] });
        }
        assignment = { dueDate: edit.dueDate || null, maxMarks };
      }
      const updated = await updateContent(trx, id, {
        title: edit.title,
        description: edit.description,
        duration: edit.duration,
        ...assignment,
      });
      const was = {
        title: before.title,
        description: before.description,
        duration: before.duration,
        dueDate: before.dueDate,
        maxMarks: before.maxMarks,
      };
      await recordAudit(trx, {
        actorId: request.user.sub,
        action: 'content.update',
        entity: 'course_content',
        entityId: id,
        details: { before: was },
      });
      return updated!;
    });
    return { message: messages.learning.contentUpdated, content };
  });

  route(app, contentApi.reorder, async (request) => {
    const courseId = request.params.id;
    if (!isUuid(courseId) || !(await courseExists(db, courseId))) throw courseNotFound();
    const ids = request.body.ids.map((i) => i.toLowerCase());
    await db.transaction().execute(async (trx) => {
      const current = await lockCourseOrder(trx, courseId);
      const known = new Set(current.map((r) => r.id));
      // The order names every lesson of the course, each once (the schema refused repeats): a lesson
      // added or removed since the administrator's list was read makes it stale.
      if (ids.length !== current.length || ids.some((i) => !known.has(i))) throw new HttpError(409, messages.learning.contentOrderStale);
      await setPositions(trx, current, ids);
      await recordAudit(trx, {
        actorId: request.user.sub,
        action: 'content.reorder',
        entity: 'course',
        entityId: courseId,
        details: { before: current.map((r) => r.id), after: ids },
      });
    });
    return { message: messages.learning.contentReordered, content: await listContent(db, courseId) };
  });

  route(app, contentApi.remove, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw contentNotFound();
    const { removed, studentFiles } = await db.transaction().execute(async (trx) => {
      const before = await lockContent(trx, id);
      if (!before) throw contentNotFound();
      const submissions = before.type === 'assignment' ? await submissionCount(trx, id) : 0;
      const files = await deleteLessonTraces(trx, id);
      const row = (await deleteContent(trx, id))!; // its submissions go by the foreign key's cascade
      await refreshCourseProgress(trx, row.courseId);
      await recordAudit(trx, {
        actorId: request.user.sub,
        action: 'content.delete',
        entity: 'course_content',
        entityId: id,
        details: { courseId: row.courseId, title: row.title, type: row.type, submissions },
      });
      return { removed: row, studentFiles: files };
    });
    if (removed.file) await uploads.remove(removed.file);
    // The students' files of its submissions, unless another submission still names one.
    for (const fileId of new Set(studentFiles)) if (!(await fileInSubmissions(db, fileId))) await uploads.remove(fileId);
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
