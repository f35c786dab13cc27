import { describe, expect, it } from 'vitest';
import {
  attemptAnswers,
  attemptClockSkewMs,
  attemptDurationLimits,
  attemptTimeProblem,
  certificateIdFor,
  certificateIdSchema,
  checkQuizAttempt,
  earnsCertificate,
  messages,
  prepareQuiz,
  reviewRecords,
  scoreAttempt,
  type AttemptReceipt,
  type QuizAttempt,
  type QuizBankQuestion,
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

/** The server's facts: the attempts below finished a minute before it received them, on an account a month old. */
const receipt: AttemptReceipt = {
  receivedAt: Date.parse('2026-11-22T05:01:00.000Z'),
  accountCreatedAt: Date.parse('2026-10-22T05:00:00.000Z'),
  keptAttempts: 0,
};
const check = (
  a: Parameters<typeof checkQuizAttempt>[0],
  p: Parameters<typeof checkQuizAttempt>[1],
  prev: Parameters<typeof checkQuizAttempt>[2],
) => checkQuizAttempt(a, p, prev, receipt);

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
  it('an assignment question without its key: asked with no right option, reviewed with the answer given only', () => {
    const { correct: _c, explanation: _e, ...unkeyed } = pool[2]!;
    const assignment: QuizBankQuestion[] = [{ ...unkeyed, id: 'python.beginner.assignment.01' }];
    const items = prepareQuiz(assignment, seeded(3));
    expect(items.every((it) => it.correct === null)).toBe(true);
    const answers = attemptAnswers(items, [0]);
    expect(answers[0]!.chosen).toBe(items[0]!.order[0]);
    expect(reviewRecords(answers.slice(0, 1), new Map(assignment.map((q) => [q.id, q])))).toEqual([
      { question: unkeyed.question, userAnswer: items[0]!.options[0], correctAnswer: null, isCorrect: null },
    ]);
  });
});

describe('the server check of an attempt', () => {
  it('keeps an honest attempt on an unlocked level', () => {
    expect(check(attemptOf(17), pool, [])).toBeNull();
    expect(check(attemptOf(3), pool, [])).toBeNull();
  });
  it('scores the answers against the key; a score the attempt claims is not read', () => {
    expect(scoreAttempt(attemptOf(10).answers, pool)).toBe(10);
    expect(scoreAttempt(attemptOf(20).answers, pool)).toBe(20);
    // No key for a question (an assignment on a device): never counted right.
    expect(
      scoreAttempt(
        attemptOf(20).answers,
        pool.map(({ id }) => ({ id })),
      ),
    ).toBe(0);
    expect(check(attemptOf(10, { score: 18 }), pool, [])).toBeNull();
  });
  it('refuses a time the server knows is impossible', () => {
    const at = (finishedAt: string, totalTimeMs = 60_000) => ({ finishedAt, totalTimeMs });
    expect(attemptTimeProblem(at('2026-11-22T05:00:00.000Z'), receipt)).toBeNull();
    // In the future, beyond the clock skew allowance.
    const future = new Date(receipt.receivedAt + attemptClockSkewMs + 1000).toISOString();
    expect(attemptTimeProblem(at(future), receipt)).toBe(messages.quiz.attemptFuture);
    expect(attemptTimeProblem(at(new Date(receipt.receivedAt + 60_000).toISOString()), receipt)).toBeNull();
    // Started before the account existed (the backdated certificate of the report).
    expect(attemptTimeProblem(at('2001-01-01T10:00:00.000Z'), receipt)).toBe(messages.quiz.attemptBeforeAccount);
    const young = { ...receipt, accountCreatedAt: receipt.receivedAt - 30_000 };
    expect(attemptTimeProblem(at('2026-11-22T05:00:59.000Z', 30_000 + attemptClockSkewMs + 2000), young)).toBe(
      messages.quiz.attemptBeforeAccount,
    );
    // Faster than the questions allow: a quiz needs 4 s, so an account 10 s old holds two at most.
    const tenSeconds = { ...receipt, accountCreatedAt: receipt.receivedAt - 10_000 };
    expect(attemptTimeProblem(at('2026-11-22T05:01:00.000Z', 4000), { ...tenSeconds, keptAttempts: 1 })).toBeNull();
    expect(attemptTimeProblem(at('2026-11-22T05:01:00.000Z', 4000), { ...tenSeconds, keptAttempts: 2 })).toBe(
      messages.quiz.attemptDuration,
    );
    expect(attemptTimeProblem(at('not a date'), receipt)).toBe(messages.quiz.attemptInvalid);
    expect(check(attemptOf(16, { finishedAt: '2001-01-01T00:00:00.000Z' }), pool, [])).toBe(messages.quiz.attemptBeforeAccount);
  });
  it('refuses questions from elsewhere, repeated questions from a full pool, and a wrong count', () => {
    const a = attemptOf(20);
    a.answers[0] = { questionId: 'python.beginner.level2.01', chosen: 0 };
    expect(check(a, pool, [])).toBe(messages.quiz.attemptQuestions);
    const b = attemptOf(0);
    b.answers[1] = { ...b.answers[0]! };
    expect(check(b, pool, [])).toBe(messages.quiz.attemptQuestions);
    expect(check(attemptOf(5, { totalQuestions: 19 }), pool, [])).toBe(messages.quiz.attemptInvalid);
  });
  it('a pool under twenty may repeat questions', () => {
    const small = pool.slice(0, 7);
    const answers = Array.from({ length: 20 }, (_, i) => ({ questionId: small[i % 7]!.id, chosen: small[i % 7]!.correct }));
    expect(check(attemptOf(20, { answers }), small, [])).toBeNull();
  });
  it('refuses an impossible duration', () => {
    const { minMs, maxMs } = attemptDurationLimits(20);
    expect(minMs).toBe(4000);
    expect(check(attemptOf(16, { totalTimeMs: minMs - 1 }), pool, [])).toBe(messages.quiz.attemptDuration);
    expect(check(attemptOf(16, { totalTimeMs: minMs }), pool, [])).toBeNull();
    expect(check(attemptOf(16, { totalTimeMs: maxMs + 1 }), pool, [])).toBe(messages.quiz.attemptDuration);
  });
  it('refuses a level that the earlier attempts did not unlock, and a second pass of an assignment', () => {
    const level2 = attemptOf(16, { subLevel: 'level2' });
    // The same pool stands in for every sub-level: only the unlock rule is under test here.
    const ids = pool;
    expect(check(level2, ids, [])).toBe(messages.quiz.attemptLocked);
    expect(check(level2, ids, [{ language: 'python', tier: 'beginner', subLevel: 'level1', score: 15 }])).toBe(messages.quiz.attemptLocked);
    expect(check(level2, ids, [{ language: 'python', tier: 'beginner', subLevel: 'level1', score: 16 }])).toBeNull();

    const passed = (['level1', 'level2', 'level3', 'assignment'] as const).map((subLevel) => ({
      language: 'python' as const,
      tier: 'beginner' as const,
      subLevel,
      score: 18,
    }));
    expect(check(attemptOf(20, { subLevel: 'assignment' }), ids, passed)).toBe(messages.quiz.attemptAssignmentDone);
    expect(check(attemptOf(20, { subLevel: 'assignment' }), ids, passed.slice(0, 3))).toBeNull();
    expect(check(attemptOf(20, { tier: 'intermediate' }), ids, passed)).toBeNull();
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
