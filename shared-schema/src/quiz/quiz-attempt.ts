/**
 * A finished quiz as a record: how the screens build it (answers in the bank's option order), how
 * it is scored (`scoreAttempt`: by the device for practice levels, by the server for every level
 * it keeps), what the server checks before it keeps one (DESIGN.md: a possible time, an unlocked
 * sub-level, questions of that sub-level), the review it gives, and the certificate a passed
 * assignment earns. Pure, so the client and the server decide the same way.
 */
import { z } from 'zod';
import { messages } from '../messages.js';
import {
  quizLanguageSchema,
  quizPassed,
  quizRules,
  quizSubLevelSchema,
  quizTierSchema,
  type QuizAttempt,
  type QuizAttemptInput,
  type QuizBankQuestion,
  type QuizQuestion,
  type ReviewRecord,
} from './quiz-bank.schema.js';
import { foldProgress, isSelectable, isUnlocked, pickQuestions, shuffleOptions, type Random } from './quiz-engine.js';

/**
 * One question as a quiz asks it: options shuffled, `order[shown] = bank index`; `correct` is the
 * shown position of the right option, null for a server-scored (assignment) question, whose key
 * the device does not have.
 */
export interface QuizItem {
  question: QuizBankQuestion;
  options: string[];
  correct: number | null;
  order: number[];
}

/** Twenty questions from a sub-level's pool, each with its options shuffled. */
export function prepareQuiz(pool: readonly QuizBankQuestion[], random: Random): QuizItem[] {
  return pickQuestions(pool, random).map((question) => ({ question, ...shuffleOptions(question.options, question.correct, random) }));
}

/** The answers of a run (shown positions, or null) as the attempt keeps them: bank indices. */
export const attemptAnswers = (items: readonly QuizItem[], answers: readonly (number | null)[]): QuizAttempt['answers'] =>
  items.map((item, i) => {
    const shown = answers[i] ?? null;
    return { questionId: item.question.id, chosen: shown === null ? null : (item.order[shown] ?? null) };
  });

/**
 * The review (spec section 3, "Review record") of an attempt, from the questions it asked. A
 * question without its key (an assignment's) shows the answer given and neither the right one nor
 * whether it was right: the device never learns them.
 */
export function reviewRecords(answers: QuizAttempt['answers'], byId: ReadonlyMap<string, QuizBankQuestion>): ReviewRecord[] {
  return answers.flatMap(({ questionId, chosen }) => {
    const q = byId.get(questionId);
    if (!q) return [];
    const keyed = q.correct !== undefined;
    return [
      {
        question: q.question,
        userAnswer: chosen === null ? null : (q.options[chosen] ?? null),
        correctAnswer: keyed ? q.options[q.correct!]! : null,
        isCorrect: keyed ? chosen === q.correct : null,
        ...(q.explanation !== undefined ? { explanation: q.explanation } : {}),
      },
    ];
  });
}

/**
 * The score of an attempt's answers against a key (`id` → right index): the answers whose chosen
 * option is the right one. The server scores every attempt it keeps this way, from its own bank;
 * a device scores practice levels the same way for its instant result.
 */
export function scoreAttempt(answers: QuizAttemptInput['answers'], key: readonly Pick<QuizBankQuestion, 'id' | 'correct'>[]): number {
  const correctById = new Map(key.map((q) => [q.id, q.correct]));
  return answers.filter((a) => a.chosen !== null && a.chosen === correctById.get(a.questionId)).length;
}

/**
 * The plausible length of a quiz: at least 200 ms a question (no one reads and answers faster;
 * a client that sends 0 is not a person), at most the full 15 s plus the 2 s timeout delay for
 * each question, plus ten minutes for timers a browser slowed down in a background tab.
 */
export const attemptDurationLimits = (total: number) => ({
  minMs: total * 200,
  maxMs: total * (quizRules.secondsPerQuestion * 1000 + quizRules.advanceAfterTimeoutMs) + 10 * 60_000,
});

/** How far a device's clock may be from the server's before its times are refused. */
export const attemptClockSkewMs = 5 * 60_000;

/** What the server itself knows when an attempt arrives (never taken from the device). */
export interface AttemptReceipt {
  /** The server's time of receipt, in ms. */
  receivedAt: number;
  /** When the account was created (the server's clock), in ms. */
  accountCreatedAt: number;
  /** How many attempts the server has already kept for this account (every language). */
  keptAttempts: number;
}

/**
 * Why the time an attempt claims is impossible, or null. The device says when it finished and
 * how long it took; the server holds that against what it knows itself: the quiz cannot have
 * started before the account existed nor finished after it arrived (give or take the clock skew
 * allowance); its length must be possible (`attemptDurationLimits`); and every quiz the account
 * has taken needed at least the minimum time, so they cannot add up to more than the time the
 * account has existed (measured by the server's clock alone: four quizzes sent by a script a
 * second after sign-up are refused, whatever times they claim).
 */
export function attemptTimeProblem(attempt: Pick<QuizAttemptInput, 'finishedAt' | 'totalTimeMs'>, receipt: AttemptReceipt): string | null {
  const { minMs, maxMs } = attemptDurationLimits(quizRules.questionsPerQuiz);
  if (attempt.totalTimeMs < minMs || attempt.totalTimeMs > maxMs) return messages.quiz.attemptDuration;
  const finished = Date.parse(attempt.finishedAt);
  if (!Number.isFinite(finished)) return messages.quiz.attemptInvalid;
  if (finished > receipt.receivedAt + attemptClockSkewMs) return messages.quiz.attemptFuture;
  if (finished - attempt.totalTimeMs < receipt.accountCreatedAt - attemptClockSkewMs) return messages.quiz.attemptBeforeAccount;
  if ((receipt.keptAttempts + 1) * minMs > receipt.receivedAt - receipt.accountCreatedAt) return messages.quiz.attemptDuration;
  return null;
}

type AttemptFacts = Pick<QuizAttempt, 'language' | 'tier' | 'subLevel' | 'score'>;

/**
 * Why the server refuses an attempt, or null when it may be kept. `pool` is the sub-level's
 * questions in the bank (id and right answer); `previous` the account's earlier attempts, folded
 * with the same rules the screens use to unlock; `receipt` what the server knows of the time
 * (`attemptTimeProblem`). The score is not checked: the attempt carries none, the server scores
 * the answers (`scoreAttempt`).
 */
export function checkQuizAttempt(
  attempt: QuizAttemptInput,
  pool: readonly Pick<QuizQuestion, 'id' | 'correct'>[],
  previous: readonly AttemptFacts[],
  receipt: AttemptReceipt,
): string | null {
  const total = quizRules.questionsPerQuiz;
  if (attempt.totalQuestions !== total || attempt.answers.length !== total) return messages.quiz.attemptInvalid;

  const inPool = new Set(pool.map((q) => q.id));
  const ids = attempt.answers.map((a) => a.questionId);
  if (ids.some((id) => !inPool.has(id))) return messages.quiz.attemptQuestions;
  // A pool of twenty or more never repeats a question within one quiz (pickQuestions).
  if (pool.length >= total && new Set(ids).size !== ids.length) return messages.quiz.attemptQuestions;

  const timeProblem = attemptTimeProblem(attempt, receipt);
  if (timeProblem) return timeProblem;

  const progress = foldProgress(previous);
  if (!isSelectable(progress, attempt.language, attempt.tier, attempt.subLevel))
    return isUnlocked(progress, attempt.language, attempt.tier, attempt.subLevel)
      ? messages.quiz.attemptAssignmentDone
      : messages.quiz.attemptLocked;
  return null;
}

/** Whether an attempt earns a certificate: a passed Assignment Level. */
export const earnsCertificate = (a: Pick<QuizAttempt, 'subLevel' | 'score'>) => a.subLevel === 'assignment' && quizPassed(a.score);

/**
 * A certificate's id, derived from its attempt's id, so a device that passed an assignment offline
 * prints the same id the server records when the attempt syncs: the first 16 hex digits of the
 * UUID in four groups ("7F3A-9C21-B04E-55D1"), about 60 random bits.
 */
export function certificateIdFor(attemptId: string): string {
  const hex = attemptId.replace(/-/g, '').slice(0, 16).toUpperCase();
  return hex.match(/.{4}/g)!.join('-');
}

export const certificateIdSchema = z.string().regex(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/, messages.quiz.certificateNotFound);

/** What the public verification page shows (`GET /api/certificates/:id`). */
export const certificateSchema = z.object({
  id: certificateIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  language: quizLanguageSchema,
  tier: quizTierSchema,
  subLevel: quizSubLevelSchema,
  score: z.number().int(),
  totalQuestions: z.number().int(),
  /** The day the assignment was passed, `YYYY-MM-DD`. */
  date: z.iso.date(),
});
export type Certificate = z.infer<typeof certificateSchema>;
