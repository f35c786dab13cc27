/**
 * Keeping a finished quiz. The sync push calls `recordQuizAttempt` for each `quiz.attempt`
 * mutation inside its own transaction (and `POST /api/quiz/attempts` does the same). The device
 * sends the options it chose; the server scores them against its bank in `quiz_questions`
 * (`scoreAttempt`: assignment keys never leave the server, and no level trusts a device's score).
 * The check is the shared one (`checkQuizAttempt`): the questions belong to the sub-level, the
 * time is possible against what the server knows (its time of receipt, when the account was
 * created, how many quizzes it has kept), and the account's earlier attempts, folded as the screens
 * fold them, had unlocked it. A passed assignment's certificate is dated by the server's time of
 * receipt, never by the device's clock. An attempt is kept once by its id: a repeat answers what
 * the first did.
 */
import type { Kysely } from 'kysely';
import {
  certificateIdFor,
  checkQuizAttempt,
  earnsCertificate,
  messages,
  quizAttemptInputSchema,
  scoreAttempt,
  type QuizAttempt,
  type QuizSubLevel,
  type QuizTier,
} from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import {
  attemptFacts,
  countAttempts,
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
  /** The server's score of the answers. */
  score: number;
  /** The certificate a passed assignment earned, else null. */
  certificateId: string | null;
  /** True when this attempt was already kept (a retried push). */
  duplicate: boolean;
}

export async function recordQuizAttempt(trx: Kysely<DB>, userId: string, input: unknown): Promise<RecordedAttempt> {
  // The time of receipt, taken before anything waits on a lock: the server's clock, never the device's.
  const receivedAt = new Date();
  const parsed = quizAttemptInputSchema.safeParse(input);
  if (!parsed.success) throw new RejectedError(messages.quiz.attemptInvalid);
  const submitted = parsed.data;

  const user = await lockUser(trx, userId);
  if (!user) throw new RejectedError(messages.access.noUser);

  const existing = await findAttempt(trx, submitted.id);
  if (existing) {
    if (existing.user_id !== userId) throw new RejectedError(messages.quiz.attemptOtherAccount);
    const certificate = await findCertificateByAttempt(trx, submitted.id);
    return { id: submitted.id, score: existing.score, certificateId: certificate?.id ?? null, duplicate: true };
  }

  const pool = await subLevelKey(trx, submitted.language, submitted.tier, submitted.subLevel);
  const previous = (await attemptFacts(trx, userId, submitted.language)).map((r) => ({
    language: submitted.language,
    tier: r.tier as QuizTier,
    subLevel: r.sub_level as QuizSubLevel,
    score: r.score,
  }));
  const problem = checkQuizAttempt(submitted, pool, previous, {
    receivedAt: receivedAt.getTime(),
    accountCreatedAt: user.created_at.getTime(),
    keptAttempts: await countAttempts(trx, userId),
  });
  if (problem) throw new RejectedError(problem);

  const attempt: QuizAttempt = { ...submitted, score: scoreAttempt(submitted.answers, pool) };
  await insertAttempt(trx, userId, attempt);
  if (!earnsCertificate(attempt)) return { id: attempt.id, score: attempt.score, certificateId: null, duplicate: false };

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
    // The day the server received the pass (UTC, as every date the site formats), not the device's claim.
    issued_on: receivedAt.toISOString().slice(0, 10),
  });
  return { id: attempt.id, score: attempt.score, certificateId, duplicate: false };
}
