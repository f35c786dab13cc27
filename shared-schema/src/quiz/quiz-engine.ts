/**
 * The quiz's rules as pure functions (editor spec sections 4, 5 and 9), shared by the screens and
 * the server: which questions a quiz asks, how an answer locks and advances, the score, and
 * progress and unlocking as a fold over immutable attempts, so two devices that took quizzes
 * offline merge without conflict (DESIGN.md "Quiz progress").
 */
import { formatMinutesSeconds } from '../format/format.js';
import {
  quizPassed,
  quizRules,
  quizSubLevels,
  quizTiers,
  type QuizAttempt,
  type QuizLanguage,
  type QuizSubLevel,
  type QuizTier,
  type SubLevelProgress,
} from './quiz-bank.schema.js';

/** A source of numbers in [0, 1); `Math.random` in the app, a seeded one in tests. */
export type Random = () => number;

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Twenty questions in random order; a pool under twenty repeats itself and is cut to twenty. */
export function pickQuestions<T>(pool: readonly T[], random: Random, count: number = quizRules.questionsPerQuiz): T[] {
  if (pool.length === 0) return [];
  const order = shuffle(pool, random);
  const repeated: T[] = [];
  while (repeated.length < count) repeated.push(...order);
  return repeated.slice(0, count);
}

/**
 * The options in a new order, where the right one went, and `order` (shown position → the bank's
 * index), so an answer is recorded in the bank's order and the server can check it.
 */
export function shuffleOptions(options: readonly string[], correct: number | undefined, random: Random) {
  const order = shuffle(
    options.map((_, i) => i),
    random,
  );
  // A question without its key (an assignment's) has no right option on the device: null.
  return { options: order.map((i) => options[i]!), correct: correct === undefined ? null : order.indexOf(correct), order };
}

// ---------------------------------------------------------------------------------------------
// One quiz, question by question
// ---------------------------------------------------------------------------------------------

export interface QuizRun {
  index: number;
  total: number;
  selected: number | null;
  /** Locked after Next or a timeout; the quiz advances after a delay, or at once on Continue. */
  locked: boolean;
  secondsLeft: number;
  answers: (number | null)[];
  finished: boolean;
}

export type QuizEvent = { type: 'select'; option: number } | { type: 'next' } | { type: 'tick' } | { type: 'advance' };

export const startRun = (total: number): QuizRun => ({
  index: 0,
  total,
  selected: null,
  locked: false,
  secondsLeft: quizRules.secondsPerQuestion,
  answers: [],
  finished: false,
});

/**
 * The per-question transitions. `next` records the chosen answer and locks (Next is disabled
 * until one is chosen); a `tick` that reaches zero records the choice, or none, and locks; `advance`
 * (after 1.5 s, after 2 s, or Continue) moves on, finishing after the last question.
 */
export function stepRun(run: QuizRun, event: QuizEvent): QuizRun {
  if (run.finished) return run;
  switch (event.type) {
    case 'select':
      return run.locked ? run : { ...run, selected: event.option };
    case 'next':
      if (run.locked || run.selected === null) return run;
      return { ...run, locked: true, answers: [...run.answers, run.selected] };
    case 'tick': {
      if (run.locked) return run;
      const secondsLeft = run.secondsLeft - 1;
      return secondsLeft > 0 ? { ...run, secondsLeft } : { ...run, secondsLeft: 0, locked: true, answers: [...run.answers, run.selected] };
    }
    case 'advance': {
      if (!run.locked) return run;
      const index = run.index + 1;
      if (index >= run.total) return { ...run, finished: true };
      return { ...run, index, selected: null, locked: false, secondsLeft: quizRules.secondsPerQuestion };
    }
  }
}

/** How long a locked question waits before moving on: 1.5 s after Next, 2 s after a timeout. */
export const advanceDelayMs = (run: QuizRun) => (run.secondsLeft === 0 ? quizRules.advanceAfterTimeoutMs : quizRules.advanceAfterAnswerMs);

/** The timer turns red at five seconds or less. */
export const timerWarning = (run: QuizRun) => run.secondsLeft <= quizRules.timerWarningSeconds;

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

/** A practice quiz's result on the device, from the answers and the shown positions of the right options. */
export function scoreRun(answers: readonly (number | null)[], correct: readonly (number | null)[], totalTimeMs: number) {
  const score = answers.filter((a, i) => a !== null && a === correct[i]).length;
  return quizResult(score, correct.length, totalTimeMs);
}
export type QuizResult = ReturnType<typeof quizResult>;

/** The results view's figures (spec section 2) of a score: the device's for practice, the server's for an assignment. */
export function quizResult(score: number, total: number, totalTimeMs: number) {
  return {
    score,
    total,
    passed: quizPassed(score),
    /** A percentage to one decimal, as the results show it. */
    accuracy: total === 0 ? '0.0' : ((score / total) * 100).toFixed(1),
    totalTime: formatMinutesSeconds(totalTimeMs),
    averageTime: formatMinutesSeconds(total === 0 ? 0 : totalTimeMs / total),
  };
}

// ---------------------------------------------------------------------------------------------
// Progress and unlocking: a fold over attempts
// ---------------------------------------------------------------------------------------------

export type QuizProgress = Partial<Record<QuizLanguage, Partial<Record<QuizTier, Partial<Record<QuizSubLevel, SubLevelProgress>>>>>>;

type AttemptFacts = Pick<QuizAttempt, 'language' | 'tier' | 'subLevel' | 'score'>;

/** Best score, attempts and completion per sub-level, in any order of attempts (commutative). */
export function foldProgress(attempts: readonly AttemptFacts[]): QuizProgress {
  const progress: QuizProgress = {};
  for (const a of attempts) {
    const tiers = (progress[a.language] ??= {});
    const subs = (tiers[a.tier] ??= {});
    const prev = subs[a.subLevel] ?? { completed: false, bestScore: 0, attempts: 0 };
    subs[a.subLevel] = {
      completed: prev.completed || quizPassed(a.score),
      bestScore: Math.max(prev.bestScore, a.score),
      attempts: prev.attempts + 1,
    };
  }
  return progress;
}

const record = (p: QuizProgress, l: QuizLanguage, t: QuizTier, s: QuizSubLevel) => p[l]?.[t]?.[s];

/**
 * Unlocking (editor spec section 4): beginner Level 1 always; a sub-level once the one before it
 * in its tier is passed; a tier's Level 1 once the previous tier's Assignment Level is passed; and
 * any sub-level that already has a record (restored progress).
 */
export function isUnlocked(p: QuizProgress, language: QuizLanguage, tier: QuizTier, sub: QuizSubLevel): boolean {
  if (record(p, language, tier, sub)) return true;
  const s = quizSubLevels.indexOf(sub);
  const t = quizTiers.indexOf(tier);
  if (s > 0) return record(p, language, tier, quizSubLevels[s - 1]!)?.completed === true;
  if (t === 0) return true;
  return record(p, language, quizTiers[t - 1]!, 'assignment')?.completed === true;
}

/** A tier is open once its Level 1 is; beginner always is. */
export const isTierUnlocked = (p: QuizProgress, language: QuizLanguage, tier: QuizTier) => isUnlocked(p, language, tier, 'level1');

/** Selectable: unlocked, and not a completed assignment (a passed assignment is locked for good). */
export function isSelectable(p: QuizProgress, language: QuizLanguage, tier: QuizTier, sub: QuizSubLevel): boolean {
  if (sub === 'assignment' && record(p, language, tier, sub)?.completed) return false;
  return isUnlocked(p, language, tier, sub);
}
