/**
 * Quiz attempts over REST until the sync engine carries them (`quiz.attempt` mutations): keep one
 * (`POST`), list one's own (`GET`), and the public certificate check an employer opens from the
 * QR code (`GET /api/certificates/:id`: name, language, tier, score, date; 404 when unknown).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { certificateIdSchema, messages } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { findCertificate, listAttempts, toAttempt, toCertificate } from './quiz-attempts.repository.js';
import { recordQuizAttempt, RejectedError } from './quiz-attempts.service.js';

const certificateParams = z.object({ id: z.string().trim().toUpperCase().pipe(certificateIdSchema) });

export const quizAttemptsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const signedIn = { preHandler: app.requireUser };

  app.post('/api/quiz/attempts', signedIn, async (request) => {
    try {
      return await db.transaction().execute((trx) => recordQuizAttempt(trx, request.user.sub, request.body));
    } catch (e) {
      if (e instanceof RejectedError) throw new HttpError(422, e.message);
      throw e;
    }
  });

  app.get('/api/quiz/attempts', signedIn, async (request) => ({
    attempts: (await listAttempts(db, request.user.sub)).map(toAttempt),
  }));

  app.get('/api/certificates/:id', async (request) => {
    const { id } = certificateParams.safeParse(request.params).data ?? {};
    const row = id ? await findCertificate(db, id) : undefined;
    if (!row) throw new HttpError(404, messages.quiz.certificateNotFound);
    return { certificate: toCertificate(row) };
  });
};
