/**
 * Assignments and progress over REST (issue 18): a course's assignments and a student's measured
 * progress for the course's students, the upload of a submission's file (before the
 * `assignment.submit` write that names it), and the administrator's review and grading. Handlers
 * are thin: the rules are in `assignments.service.ts`, the SQL in `assignments.repository.ts`.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  assignmentRules,
  assignmentsApi,
  detectContentType,
  detectImageType,
  isUuid,
  messages,
  submissionIdPattern,
} from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { route } from '../../http/route.js';
import { sha256, UploadIdTaken, type UploadStore } from '../uploads/upload-store.js';
import { listContent } from '../course-content/course-content.repository.js';
import { courseExists, isEnrolled, listSubmissionReviews } from './assignments.repository.js';
import { gradeSubmission, progressOf } from './assignments.service.js';

export interface AssignmentsOptions {
  uploads: UploadStore;
}

const words = messages.assignments;

/** A submission's file by its first bytes: a document (PDF, Word, text, Markdown) or a photo (PNG, JPEG). */
export function assignmentFileType(head: Uint8Array, fileName: string): string | null {
  const image = detectImageType(head);
  if (image === 'image/png' || image === 'image/jpeg') return image;
  return detectContentType('assignment', head, fileName) ?? detectContentType('note', head, fileName);
}

export const assignmentsRoutes: FastifyPluginAsync<AssignmentsOptions> = async (app, { uploads }) => {
  const db = app.database.db;
  const courseNotFound = () => new HttpError(404, messages.student.courseNotFound);

  async function mayReadCourse(user: { sub: string; role: string }, courseId: string) {
    if (!isUuid(courseId) || !(await courseExists(db, courseId))) throw courseNotFound();
    if (user.role !== 'admin' && !(await isEnrolled(db, user.sub, courseId))) throw new HttpError(403, messages.learning.notEnrolled);
  }

  route(app, assignmentsApi.forCourse, async (request) => {
    await mayReadCourse(request.user, request.params.id);
    return { assignments: (await listContent(db, request.params.id)).filter((c) => c.type === 'assignment') };
  });

  route(app, assignmentsApi.progress, async (request) => {
    const courseId = request.params.id;
    await mayReadCourse(request.user, courseId);
    const { studentId } = request.query;
    if (studentId !== undefined && studentId !== request.user.sub && request.user.role !== 'admin')
      throw new HttpError(403, messages.access.forbidden);
    return progressOf(db, studentId ?? request.user.sub, courseId);
  });

  route(app, assignmentsApi.uploadFile, async (request, reply) => {
    const { id } = request.params;
    const { file } = await readMultipartForm(request, {
      fileField: assignmentsApi.uploadFile.raw.file,
      fileBytes: assignmentRules.fileMaxBytes,
      fieldBytes: 1024,
      fields: 5,
      fileTooLarge: words.fileTooLarge(assignmentRules.fileMaxBytes / (1024 * 1024)),
    });
    if (!file) throw new HttpError(400, words.fileMissing);
    const type = assignmentFileType(file.bytes.subarray(0, 4096), file.filename);
    if (!type) throw new HttpError(400, words.fileType, { errors: [{ field: 'file', message: words.fileType }] });

    /** The answer for an id already stored: the same bytes from the same owner are a repeat. */
    const existing = async () => {
      const row = await uploads.find(id);
      if (!row) return null;
      if (row.owner_id !== request.user.sub) throw new HttpError(403, messages.sync.notAllowed);
      if (row.sha256 !== sha256(file.bytes)) throw new HttpError(409, messages.sync.uploadConflict);
      return { id, size: row.size_bytes, contentType: row.content_type };
    };
    const repeat = await existing();
    if (repeat) return repeat;
    try {
      await uploads.save({
        id,
        ownerId: request.user.sub,
        purpose: 'assignment-file',
        contentType: type,
        bytes: file.bytes,
        originalName: file.filename,
      });
    } catch (e) {
      if (!(e instanceof UploadIdTaken)) throw e;
      const raced = await existing();
      if (raced) return raced;
      throw e;
    }
    return reply.code(201).send({ id, size: file.bytes.length, contentType: type });
  });

  route(app, assignmentsApi.submissions, async (request) => {
    const { courseId, assignmentId, filter } = request.query;
    return { submissions: await listSubmissionReviews(db, { courseId, assignmentId, filter }) };
  });

  route(app, assignmentsApi.grade, async (request) => {
    const { id } = request.params;
    if (!submissionIdPattern.test(id)) throw new HttpError(404, words.submissionNotFound);
    const submission = await db
      .transaction()
      .execute((trx) => gradeSubmission(trx, { sub: request.user.sub, role: request.user.role }, id, request.body));
    return { message: words.graded, submission };
  });
};
