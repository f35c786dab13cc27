import { describe, expect, it } from 'vitest';
import {
  attemptAnswers,
  attemptDurationLimits,
  certificateIdFor,
  certificateIdSchema,
  checkQuizAttempt,
  earnsCertificate,
  messages,
  prepareQuiz,
  reviewRecords,
  type QuizAttempt,
  type QuizQuestion,
} from '../src/index.js';

function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pool: QuizQuestion[] = Array.from({ length: 26 }, (_, i) => ({
  id: `python.beginner.level1.${String(i + 1).padStart(2, '0')}`,
  kind: 'concept',
  question: `Question ${i + 1}?`,
  options: [`a${i}`, `b${i}`, `c${i}`, `d${i}`],
  correct: i % 4,
  explanation: `Because ${i}.`,
}));
const byId = new Map(pool.map((q) => [q.id, q]));

/** An attempt that answers the first `right` questions correctly and the rest wrongly. */
function attemptOf(right: number, over: Partial<QuizAttempt> = {}): QuizAttempt {
  const answers = pool.slice(0, 20).map((q, i) => ({ questionId: q.id, chosen: i < right ? q.correct : (q.correct + 1) % 4 }));
  return {
    id: '7f3a9c21-b04e-455d-9a00-123456789abc',
    language: 'python',
    tier: 'beginner',
    subLevel: 'level1',
    score: right,
    totalQuestions: 20,
    totalTimeMs: 60_000,
    answers,
    finishedAt: '2026-11-22T05:00:00.000Z',
    ...over,
  };
}

describe('a quiz as asked and as recorded', () => {
  it('records answers in the bank order whatever the shown order', () => {
    const items = prepareQuiz(pool, seeded(7));
    expect(items).toHaveLength(20);
    // Choose the right answer as shown: the recorded answer is the bank's right index.
    const answers = attemptAnswers(
      items,
      items.map((it) => it.correct),
    );
    for (const a of answers) expect(a.chosen).toBe(byId.get(a.questionId)!.correct);
    // No answer stays no answer.
    expect(attemptAnswers(items, [])[0]!.chosen).toBeNull();
  });
  it('the review shows the question, the answer or none, the right answer, whether right, and why', () => {
    const q = pool[1]!;
    const records = reviewRecords(
      [
        { questionId: q.id, chosen: q.correct },
        { questionId: q.id, chosen: null },
        { questionId: 'gone.beginner.level1.99', chosen: 0 },
      ],
      byId,
    );
    expect(records).toEqual([
      { question: q.question, userAnswer: 'b1', correctAnswer: 'b1', isCorrect: true, explanation: 'Because 1.' },
      { question: q.question, userAnswer: null, correctAnswer: 'b1', isCorrect: false, explanation: 'Because 1.' },
    ]);
  });
});

describe('the server check of an attempt', () => {
  it('keeps an honest attempt on an unlocked level', () => {
    expect(checkQuizAttempt(attemptOf(17), pool, [])).toBeNull();
    expect(checkQuizAttempt(attemptOf(3), pool, [])).toBeNull();
  });
  it('refuses a score that does not match the answers', () => {
    expect(checkQuizAttempt(attemptOf(10, { score: 18 }), pool, [])).toBe(messages.quiz.attemptScore);
  });
  it('refuses questions from elsewhere, repeated questions from a full pool, and a wrong count', () => {
    const a = attemptOf(20);
    a.answers[0] = { questionId: 'python.beginner.level2.01', chosen: 0 };
    expect(checkQuizAttempt(a, pool, [])).toBe(messages.quiz.attemptQuestions);
    const b = attemptOf(0);
    b.answers[1] = { ...b.answers[0]! };
    expect(checkQuizAttempt(b, pool, [])).toBe(messages.quiz.attemptQuestions);
    expect(checkQuizAttempt(attemptOf(5, { totalQuestions: 19 }), pool, [])).toBe(messages.quiz.attemptInvalid);
  });
  it('a pool under twenty may repeat questions', () => {
    const small = pool.slice(0, 7);
    const answers = Array.from({ length: 20 }, (_, i) => ({ questionId: small[i % 7]!.id, chosen: small[i % 7]!.correct }));
    expect(checkQuizAttempt(attemptOf(20, { answers }), small, [])).toBeNull();
  });
  it('refuses an impossible duration', () => {
    const { minMs, maxMs } = attemptDurationLimits(20);
    expect(minMs).toBe(4000);
    expect(checkQuizAttempt(attemptOf(16, { totalTimeMs: minMs - 1 }), pool, [])).toBe(messages.quiz.attemptDuration);
    expect(checkQuizAttempt(attemptOf(16, { totalTimeMs: minMs }), pool, [])).toBeNull();
    expect(checkQuizAttempt(attemptOf(16, { totalTimeMs: maxMs + 1 }), pool, [])).toBe(messages.quiz.attemptDuration);
  });
  it('refuses a level that the earlier attempts did not unlock, and a second pass of an assignment', () => {
    const level2 = attemptOf(16, { subLevel: 'level2' });
    // The same pool stands in for every sub-level: only the unlock rule is under test here.
    const ids = pool;
    expect(checkQuizAttempt(level2, ids, [])).toBe(messages.quiz.attemptLocked);
    expect(checkQuizAttempt(level2, ids, [{ language: 'python', tier: 'beginner', subLevel: 'level1', score: 15 }])).toBe(
      messages.quiz.attemptLocked,
    );
    expect(checkQuizAttempt(level2, ids, [{ language: 'python', tier: 'beginner', subLevel: 'level1', score: 16 }])).toBeNull();

    const passed = (['level1', 'level2', 'level3', 'assignment'] as const).map((subLevel) => ({
      language: 'python' as const,
      tier: 'beginner' as const,
      subLevel,
      score: 18,
    }));
    expect(checkQuizAttempt(attemptOf(20, { subLevel: 'assignment' }), ids, passed)).toBe(messages.quiz.attemptAssignmentDone);
    expect(checkQuizAttempt(attemptOf(20, { subLevel: 'assignment' }), ids, passed.slice(0, 3))).toBeNull();
    expect(checkQuizAttempt(attemptOf(20, { tier: 'intermediate' }), ids, passed)).toBeNull();
  });
});

describe('certificates', () => {
  it('only a passed assignment earns one', () => {
    expect(earnsCertificate({ subLevel: 'assignment', score: 16 })).toBe(true);
    expect(earnsCertificate({ subLevel: 'assignment', score: 15 })).toBe(false);
    expect(earnsCertificate({ subLevel: 'level3', score: 20 })).toBe(false);
  });
  it('the id comes from the attempt id, the same offline and on the server', () => {
    const id = certificateIdFor('7f3a9c21-b04e-455d-9a00-123456789abc');
    expect(id).toBe('7F3A-9C21-B04E-455D');
    expect(certificateIdSchema.safeParse(id).success).toBe(true);
    expect(certificateIdSchema.safeParse('7f3a-9c21-b04e-455d').success).toBe(false);
  });
});
