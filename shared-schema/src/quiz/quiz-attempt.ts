/**
 * A finished quiz as a record: how the screens build it (answers in the bank's option order), what
 * the server checks before it keeps one (DESIGN.md: a plausible duration, an unlocked sub-level, a
 * score that matches the answers), the review it gives, and the certificate a passed assignment
 * earns. Pure, so the client and the server decide the same way.
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
  type QuizQuestion,
  type ReviewRecord,
} from './quiz-bank.schema.js';
import { foldProgress, isSelectable, isUnlocked, pickQuestions, shuffleOptions, type Random } from './quiz-engine.js';

/** One question as a quiz asks it: options shuffled, `order[shown] = bank index`. */
export interface QuizItem {
  question: QuizQuestion;
  options: string[];
  correct: number;
  order: number[];
}

/** Twenty questions from a sub-level's pool, each with its options shuffled. */
export function prepareQuiz(pool: readonly QuizQuestion[], random: Random): QuizItem[] {
  return pickQuestions(pool, random).map((question) => ({ question, ...shuffleOptions(question.options, question.correct, random) }));
}

/** The answers of a run (shown positions, or null) as the attempt keeps them: bank indices. */
export const attemptAnswers = (items: readonly QuizItem[], answers: readonly (number | null)[]): QuizAttempt['answers'] =>
  items.map((item, i) => {
    const shown = answers[i] ?? null;
    return { questionId: item.question.id, chosen: shown === null ? null : (item.order[shown] ?? null) };
  });

/** The review (spec section 3, "Review record") of an attempt, from the questions it asked. */
export function reviewRecords(answers: QuizAttempt['answers'], byId: ReadonlyMap<string, QuizQuestion>): ReviewRecord[] {
  return answers.flatMap(({ questionId, chosen }) => {
    const q = byId.get(questionId);
    if (!q) return [];
    return [
      {
        question: q.question,
        userAnswer: chosen === null ? null : (q.options[chosen] ?? null),
        correctAnswer: q.options[q.correct]!,
        isCorrect: chosen === q.correct,
        explanation: q.explanation,
      },
    ];
  });
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

type AttemptFacts = Pick<QuizAttempt, 'language' | 'tier' | 'subLevel' | 'score'>;

/**
 * Why the server refuses an attempt, or null when it may be kept. `pool` is the sub-level's
 * questions in the bank (id and right answer); `previous` the account's earlier attempts, folded
 * with the same rules the screens use to unlock.
 */
export function checkQuizAttempt(
  attempt: QuizAttempt,
  pool: readonly Pick<QuizQuestion, 'id' | 'correct'>[],
  previous: readonly AttemptFacts[],
): string | null {
  const total = quizRules.questionsPerQuiz;
  if (attempt.totalQuestions !== total || attempt.answers.length !== total) return messages.quiz.attemptInvalid;

  const correctById = new Map(pool.map((q) => [q.id, q.correct]));
  const ids = attempt.answers.map((a) => a.questionId);
  if (ids.some((id) => !correctById.has(id))) return messages.quiz.attemptQuestions;
  // A pool of twenty or more never repeats a question within one quiz (pickQuestions).
  if (pool.length >= total && new Set(ids).size !== ids.length) return messages.quiz.attemptQuestions;

  const score = attempt.answers.filter((a) => a.chosen !== null && a.chosen === correctById.get(a.questionId)).length;
  if (score !== attempt.score) return messages.quiz.attemptScore;

  const { minMs, maxMs } = attemptDurationLimits(total);
  if (attempt.totalTimeMs < minMs || attempt.totalTimeMs > maxMs) return messages.quiz.attemptDuration;

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
