/**
 * Resumable lesson uploads with the tus protocol (issue 18), on `@tus/server` and `@tus/file-store`
 * mounted in Fastify as their documentation shows: a content-type parser that leaves
 * `application/offset+octet-stream` bodies unread, and routes that hand the raw request and
 * response to the tus server. Bytes stream straight to a file in `DATA_DIR/uploads/tus` (memory does
 * not grow with the file); a dropped connection resumes from the offset the server has (HEAD), and a
 * repeated chunk at an old offset is refused with 409 by the protocol, never appended twice.
 *
 * Administrators only: every route has the admin guard (the bearer token and the account checked
 * as on every route), and the tus hooks check again that the caller is the administrator who
 * created the upload. The wizard's fields travel as the upload's metadata and are checked when the
 * upload is created, before a byte; `complete` then checks the file by its content with the same
 * rules as the multipart form (`detectContentType`) and attaches it to the course as a lesson.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  checkContentFile,
  contentFormSchema,
  contentMaxBytes,
  contentSniffBytes,
  contentUploadsApi,
  contentUploadsPath,
  detectContentType,
  isUuid,
  limits,
  messages,
  type ContentType,
} from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { refreshCourseProgress } from '../assignments/assignments.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { UploadStore } from '../uploads/upload-store.js';
import { courseExists, findContentByFile, insertContent, sessionCourse } from './course-content.repository.js';

export interface ContentTusOptions {
  uploads: UploadStore;
  /** Where unfinished uploads are kept: a folder beside the uploads (the same disk, so a finished one is renamed, not copied). */
  directory: string;
  /** The largest video accepted, in bytes (config `CONTENT_UPLOAD_MAX_MB`), never above the type's own bound. */
  maxVideoBytes: number;
  /** How long an unfinished upload is kept before it is swept away. */
  expiryMs?: number;
}

type Caller = { sub: string; role: string };

/** A tus refusal: the status and a JSON body in the catalogue's words (tus-js-client shows `message`). */
class TusRefusal extends Error {
  readonly body: string;
  constructor(
    readonly status_code: number,
    message: string,
    field?: string,
  ) {
    super(message);
    this.body = JSON.stringify(field ? { message, errors: [{ field, message }] } : { message });
  }
}
const tusError = (status: number, message: string, field?: string) => new TusRefusal(status, message, field);

export const contentTusRoutes: FastifyPluginAsync<ContentTusOptions> = async (app, options) => {
  const db = app.database.db;
  const { uploads, directory } = options;
  await fs.mkdir(directory, { recursive: true });
  const expiryMs = options.expiryMs ?? 24 * 60 * 60 * 1000;
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const maxBytes = (type: string | null | undefined) =>
    Math.min(contentMaxBytes[(type as ContentType) in contentMaxBytes ? (type as ContentType) : 'video'], options.maxVideoBytes);

  // The caller the route's guard checked, for the tus hooks (which see only a web Request).
  const callers = new WeakMap<IncomingMessage, Caller>();
  const callerOf = (req: Request) => {
    const node = (req as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    return node ? callers.get(node) : undefined;
  };

  const tus = new Server({
    path: contentUploadsPath,
    datastore: store,
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin header.
    allowedOrigins: [],
    namingFunction: () => randomUUID(),
    maxSize: () => options.maxVideoBytes,
    // Only the administrator who created an upload may continue, read or end it.
    onIncomingRequest: async (req, uploadId) => {
      const caller = callerOf(req);
      if (!caller || caller.role !== 'admin') throw tusError(403, messages.access.forbidden);
      if (req.method === 'POST') return;
      if (!isUuid(uploadId)) throw tusError(404, messages.learningMore.uploadNotFound);
      const upload = await store.getUpload(uploadId).catch(() => null);
      if (!upload || upload.metadata?.ownerId !== caller.sub) throw tusError(404, messages.learningMore.uploadNotFound);
    },
    // The wizard's fields, checked before a byte of the file is taken.
    onUploadCreate: async (req, upload) => {
      const caller = callerOf(req);
      if (!caller || caller.role !== 'admin') throw tusError(403, messages.access.forbidden);
      if (upload.size === undefined) throw tusError(400, messages.learningMore.uploadLengthRequired);
      const meta = upload.metadata ?? {};
      for (const [key, value] of Object.entries(meta)) {
        if (key.length > 40 || (value ?? '').length > limits.text * 2) throw tusError(400, messages.request.bodyTooLarge);
        if (key.includes('\u0000') || (value ?? '').includes('\u0000')) throw tusError(400, messages.request.badCharacter('Value'));
      }
      const parsed = contentFormSchema.safeParse({
        title: meta.title ?? '',
        description: meta.description ?? '',
        type: meta.type ?? '',
        duration: meta.duration ?? '',
        liveSessionId: meta.liveSessionId ?? '',
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw tusError(400, issue.message, String(issue.path[0] ?? ''));
      }
      const form = parsed.data;
      const courseId = meta.courseId ?? '';
      if (!isUuid(courseId) || !(await courseExists(db, courseId))) throw tusError(404, messages.student.courseNotFound);
      if (form.liveSessionId && (await sessionCourse(db, form.liveSessionId)) !== courseId)
        throw tusError(400, messages.learning.contentSessionMismatch, 'liveSessionId');
      const fileName = meta.filename ?? '';
      if (!fileName || fileName.length > limits.title) throw tusError(400, messages.learning.contentFileRequired, 'file');
      const byName = checkContentFile(form.type, fileName);
      if (byName) throw tusError(400, byName, 'file');
      const max = maxBytes(form.type);
      if (upload.size > max) throw tusError(413, messages.learning.contentTooLarge(Math.floor(max / (1024 * 1024))), 'file');
      return {
        metadata: {
          courseId,
          title: form.title,
          description: form.description,
          type: form.type,
          duration: form.duration,
          liveSessionId: form.liveSessionId,
          filename: fileName,
          ownerId: caller.sub,
        },
      };
    },
    // Every refusal in JSON with the catalogue's words, as the rest of the API answers.
    onResponseError: async (_req, err) => {
      const e = err as { status_code?: number; body?: string; message?: string };
      const status = e.status_code ?? 500;
      if (e.body?.startsWith('{')) return { status_code: status, body: e.body };
      if (status === 413) return tusError(413, messages.learning.contentTooLarge(Math.floor(options.maxVideoBytes / (1024 * 1024))));
      if (status === 404 || status === 410) return tusError(status, messages.learningMore.uploadNotFound);
      if (status >= 500) {
        app.log.error({ err }, 'tus upload failed');
        return tusError(500, messages.learningMore.uploadFailed);
      }
      return tusError(status, (e.body ?? messages.learningMore.uploadFailed).trim());
    },
  });

  // Unfinished uploads older than the expiry are swept hourly (and once at start).
  const sweep = () => void tus.cleanUpExpiredUploads().catch((err: unknown) => app.log.warn({ err }, 'tus sweep failed'));
  sweep();
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // The body of a PATCH (and of a POST with data) is the tus server's to stream: Fastify leaves it unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    callers.set(request.raw, { sub: request.user.sub, role: request.user.role });
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
    return reply;
  };

  route(app, contentUploadsApi.create, handOver);
  route(app, contentUploadsApi.append, handOver);
  route(app, contentUploadsApi.cancel, handOver);
  // HEAD: the offset the server has, where a resumed upload continues (no body, so outside the contract's JSON rules).
  app.route({ method: 'HEAD', url: `${contentUploadsPath}/:id`, onRequest: app.requireRole('admin'), handler: handOver });

  /** Reads a finished file once: its SHA-256 and its first bytes (to recognise it). */
  async function examine(file: string) {
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      if (headBytes < contentSniffBytes) {
        head.push(chunk.subarray(0, contentSniffBytes - headBytes));
        headBytes += Math.min(chunk.length, contentSniffBytes - headBytes);
      }
    }
    return { sha256: hash.digest('hex'), head: Buffer.concat(head) };
  }

  const completing = new Map<string, Promise<unknown>>();

  route(app, contentUploadsApi.complete, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id)) throw new HttpError(404, messages.learningMore.uploadNotFound);
    // One completion of an upload at a time; a repeat after it answers with the same lesson.
    while (completing.has(id)) await completing.get(id)!.catch(() => undefined);
    const work = (async () => {
      const done = await findContentByFile(db, id);
      if (done) {
        const owner = await uploads.find(id);
        if (owner?.owner_id !== request.user.sub) throw new HttpError(404, messages.learningMore.uploadNotFound);
        return { status: 200, content: done };
      }
      let upload: Upload;
      try {
        upload = await store.getUpload(id);
      } catch {
        throw new HttpError(404, messages.learningMore.uploadNotFound);
      }
      const meta = upload.metadata ?? {};
      if (meta.ownerId !== request.user.sub) throw new HttpError(404, messages.learningMore.uploadNotFound);
      if (upload.size === undefined || upload.offset !== upload.size) throw new HttpError(409, messages.learningMore.uploadUnfinished);
      const form = contentFormSchema.parse({
        title: meta.title,
        description: meta.description ?? '',
        type: meta.type,
        duration: meta.duration ?? '',
        liveSessionId: meta.liveSessionId ?? '',
      });
      const courseId = meta.courseId!;
      const fileName = meta.filename!;
      const file = path.join(directory, id);
      const { sha256, head } = await examine(file);
      const contentType = detectContentType(form.type, head, fileName);
      if (!contentType) {
        // Refused by its content: the bytes go, so a resumed upload of the same file starts afresh.
        await store.remove(id).catch(() => undefined);
        const message = checkContentFile(form.type, 'x') ?? messages.learning.contentFileRequired;
        throw new HttpError(400, message, { errors: [{ field: 'file', message }] });
      }
      if (!(await courseExists(db, courseId))) throw new HttpError(404, messages.student.courseNotFound);
      await uploads.adopt({
        id,
        ownerId: request.user.sub,
        purpose: 'course-content',
        contentType,
        size: upload.size,
        sha256,
        tempPath: file,
        originalName: fileName,
      });
      await fs.rm(`${file}.json`, { force: true });
      try {
        const content = await db.transaction().execute(async (trx) => {
          const created = await insertContent(trx, {
            courseId,
            title: form.title,
            description: form.description,
            type: form.type,
            duration: form.duration,
            liveSessionId: form.liveSessionId || null,
            file: id,
          });
          await recordAudit(trx, { actorId: request.user.sub, action: 'content.create', entity: 'course_content', entityId: created.id });
          await refreshCourseProgress(trx, courseId);
          return created;
        });
        return { status: 201, content };
      } catch (e) {
        await uploads.remove(id);
        throw e;
      }
    })();
    completing.set(id, work);
    try {
      const { status, content } = await work;
      return reply.code(status).send({ message: messages.success.contentAdded, content });
    } finally {
      completing.delete(id);
    }
  });
};
