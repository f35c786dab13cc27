/**
 * Keeping a finished quiz. The sync push calls `recordQuizAttempt` for each `quiz.attempt`
 * mutation inside its own transaction (and `POST /api/quiz/attempts` does the same until the sync
 * engine lands). The check is the shared one (`checkQuizAttempt`): the questions belong to the
 * sub-level, the score matches the answers against the bank in `quiz_questions`, the duration is
 * possible, and the account's earlier attempts, folded as the screens fold them, had unlocked it.
 * An attempt is kept once by its id: a repeat answers what the first did.
 */
import type { Kysely } from 'kysely';
import {
  certificateIdFor,
  checkQuizAttempt,
  earnsCertificate,
  messages,
  quizAttemptSchema,
  type QuizAttempt,
  type QuizSubLevel,
  type QuizTier,
} from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import {
  attemptFacts,
  findAttempt,
  findCertificate,
  findCertificateByAttempt,
  insertAttempt,
  insertCertificate,
  lockUser,
  subLevelKey,
} from './quiz-attempts.repository.js';

/** A mutation the server refuses, with the message the learner sees (the sync push maps it to `rejected`). */
export class RejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RejectedError';
  }
}

export interface RecordedAttempt {
  id: string;
  /** The certificate a passed assignment earned, else null. */
  certificateId: string | null;
  /** True when this attempt was already kept (a retried push). */
  duplicate: boolean;
}

export async function recordQuizAttempt(trx: Kysely<DB>, userId: string, input: unknown): Promise<RecordedAttempt> {
  const parsed = quizAttemptSchema.safeParse(input);
  if (!parsed.success) throw new RejectedError(messages.quiz.attemptInvalid);
  const attempt: QuizAttempt = parsed.data;

  const user = await lockUser(trx, userId);
  if (!user) throw new RejectedError(messages.access.noUser);

  const existing = await findAttempt(trx, attempt.id);
  if (existing) {
    if (existing.user_id !== userId) throw new RejectedError(messages.quiz.attemptOtherAccount);
    const certificate = await findCertificateByAttempt(trx, attempt.id);
    return { id: attempt.id, certificateId: certificate?.id ?? null, duplicate: true };
  }

  const pool = await subLevelKey(trx, attempt.language, attempt.tier, attempt.subLevel);
  const previous = (await attemptFacts(trx, userId, attempt.language)).map((r) => ({
    language: attempt.language,
    tier: r.tier as QuizTier,
    subLevel: r.sub_level as QuizSubLevel,
    score: r.score,
  }));
  const problem = checkQuizAttempt(attempt, pool, previous);
  if (problem) throw new RejectedError(problem);

  await insertAttempt(trx, userId, attempt);
  if (!earnsCertificate(attempt)) return { id: attempt.id, certificateId: null, duplicate: false };

  const certificateId = certificateIdFor(attempt.id);
  // Another attempt whose id starts with the same 16 digits: only a forged id gets here.
  if (await findCertificate(trx, certificateId)) throw new RejectedError(messages.quiz.attemptInvalid);
  await insertCertificate(trx, {
    id: certificateId,
    attempt_id: attempt.id,
    user_id: userId,
    first_name: user.first_name,
    last_name: user.last_name,
    language: attempt.language,
    tier: attempt.tier,
    sub_level: attempt.subLevel,
    score: attempt.score,
    total_questions: attempt.totalQuestions,
    issued_on: attempt.finishedAt.slice(0, 10),
  });
  return { id: attempt.id, certificateId, duplicate: false };
}
