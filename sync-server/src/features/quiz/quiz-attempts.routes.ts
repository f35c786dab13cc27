/**
 * Quiz attempts over REST until the sync engine carries them (`quiz.attempt` mutations): keep one
 * (`POST`), list one's own (`GET`), and the public certificate check an employer opens from the
 * QR code (`GET /api/certificates/:id`: name, language, tier, score, date; 404 when unknown).
 */
import type { FastifyPluginAsync } from 'fastify';
import { certificateIdSchema, messages, quizApi } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';
import { findCertificate, listAttempts, toAttempt, toCertificate } from './quiz-attempts.repository.js';
import { recordQuizAttempt, RejectedError } from './quiz-attempts.service.js';

export const quizAttemptsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  route(app, quizApi.recordAttempt, async (request) => {
    try {
      return await db.transaction().execute((trx) => recordQuizAttempt(trx, request.user.sub, request.body));
    } catch (e) {
      if (e instanceof RejectedError) throw new HttpError(422, e.message);
      throw e;
    }
  });

  route(app, quizApi.attempts, async (request) => ({
    attempts: (await listAttempts(db, request.user.sub)).map(toAttempt),
  }));

  // Any id reads as not found (a QR code's id, typed by hand in any case), never as a bad request.
  route(app, quizApi.certificate, async (request) => {
    const id = certificateIdSchema.safeParse(request.params.id.trim().toUpperCase()).data;
    const row = id ? await findCertificate(db, id) : undefined;
    if (!row) throw new HttpError(404, messages.quiz.certificateNotFound);
    return { certificate: toCertificate(row) };
  });
};
