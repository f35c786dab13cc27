/**
 * The public student profile (site spec section 2, `/student/{studentId}` with no guard; issue 18):
 * name, photo, bio, completed courses and certificates with their verification links, for anyone.
 * Never the email, phone number, address or education (the answer's schema names none of them, and
 * Fastify serialises through it). A student can hide the profile (`PUT /api/profile/visibility`);
 * a hidden profile, an administrator's id and an unknown id all answer the same 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { isUuid, messages, publicProfileApi, type QuizLanguage, type QuizSubLevel, type QuizTier } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import type { UploadStore } from '../uploads/upload-store.js';
import {
  completedCourses,
  findPublicStudent,
  isProfileHidden,
  setProfileHidden,
  studentCertificates,
} from './public-profile.repository.js';

const maxListed = 200;

export const publicProfileRoutes: FastifyPluginAsync<{ uploads: UploadStore }> = async (app, { uploads }) => {
  const db = app.database.db;
  const notAvailable = () => new HttpError(404, messages.learningMore.profileNotAvailable);

  async function visibleStudent(id: string) {
    const student = isUuid(id) ? await findPublicStudent(db, id) : undefined;
    if (!student || student.hidden) throw notAvailable();
    return student;
  }

  route(app, publicProfileApi.get, async (request, reply) => {
    const student = await visibleStudent(request.params.id);
    const [courses, certificates] = await Promise.all([
      completedCourses(db, student.id, maxListed),
      studentCertificates(db, student.id, maxListed),
    ]);
    reply.header('cache-control', 'no-cache');
    return {
      id: student.id,
      firstName: student.first_name,
      lastName: student.last_name,
      bio: student.bio ?? '',
      photoPath: student.profile_image ? `/api/students/${student.id}/photo` : null,
      completedCourses: courses,
      certificates: certificates.map((c) => ({
        id: c.id,
        language: c.language as QuizLanguage,
        tier: c.tier as QuizTier,
        subLevel: c.sub_level as QuizSubLevel,
        date: c.issued_on,
        verifyPath: `/certificates/${c.id}`,
      })),
    };
  });

  route(app, publicProfileApi.photo, async (request, reply) => {
    const student = await visibleStudent(request.params.id);
    const upload = student.profile_image ? await uploads.find(student.profile_image) : undefined;
    if (!upload || !upload.content_type.startsWith('image/')) throw notAvailable();
    const bytes = await uploads.read(upload.storage_key);
    return reply.header('content-type', upload.content_type).header('cache-control', 'no-cache').send(bytes);
  });

  route(app, publicProfileApi.visibility, async (request) => ({
    visibility: (await isProfileHidden(db, request.user.sub)) ? ('hidden' as const) : ('public' as const),
  }));

  route(app, publicProfileApi.setVisibility, async (request) => {
    const { visibility } = request.body;
    await setProfileHidden(db, request.user.sub, visibility === 'hidden');
    return { visibility, message: visibility === 'hidden' ? messages.learningMore.profileHidden : messages.learningMore.profileShown };
  });
};
