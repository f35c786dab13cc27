import { describe, expect, it } from 'vitest';
import {
  advanceDelayMs,
  foldProgress,
  isSelectable,
  isTierUnlocked,
  isUnlocked,
  pickQuestions,
  quizRules,
  scoreRun,
  shuffleOptions,
  startRun,
  stepRun,
  timerWarning,
  type QuizRun,
} from '../src/index.js';

/** A seeded generator (mulberry32), so shuffles are repeatable in tests. */
function seeded(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('question selection', () => {
  const pool = Array.from({ length: 26 }, (_, i) => i);
  it('asks twenty distinct questions from a pool of twenty-six, in a varying order', () => {
    const a = pickQuestions(pool, seeded(1));
    expect(a).toHaveLength(20);
    expect(new Set(a).size).toBe(20);
    expect(pickQuestions(pool, seeded(2))).not.toEqual(a);
  });
  it('repeats a small pool and cuts it to twenty', () => {
    const small = pickQuestions([1, 2, 3, 4, 5, 6, 7], seeded(3));
    expect(small).toHaveLength(20);
    expect(new Set(small)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
  });
  it('shuffled options keep the right answer right', () => {
    const options = ['8', '6', '9', '23'];
    for (let s = 0; s < 20; s++) {
      const shuffled = shuffleOptions(options, 0, seeded(s));
      expect(shuffled.options[shuffled.correct!]).toBe('8');
      expect([...shuffled.options].sort()).toEqual([...options].sort());
    }
  });
});

describe('a quiz run', () => {
  const run = (events: Parameters<typeof stepRun>[1][], total = 3) => events.reduce(stepRun, startRun(total));
  it('Next is refused until an answer is chosen; then it records and locks', () => {
    expect(run([{ type: 'next' }]).locked).toBe(false);
    const r = run([{ type: 'select', option: 2 }, { type: 'next' }]);
    expect(r).toMatchObject({ locked: true, answers: [2] });
    expect(advanceDelayMs(r)).toBe(quizRules.advanceAfterAnswerMs);
    expect(run([{ type: 'select', option: 2 }, { type: 'next' }, { type: 'select', option: 1 }]).selected).toBe(2);
  });
  it('advance moves to the next question with a fresh 15-second timer', () => {
    const r = run([{ type: 'select', option: 2 }, { type: 'next' }, { type: 'tick' }, { type: 'advance' }]);
    expect(r).toMatchObject({ index: 1, selected: null, locked: false, secondsLeft: 15 });
  });
  it('the timer turns red at five seconds and a timeout records no answer as wrong, then waits 2 s', () => {
    let r: QuizRun = startRun(2);
    for (let i = 0; i < 9; i++) r = stepRun(r, { type: 'tick' });
    expect(r.secondsLeft).toBe(6);
    expect(timerWarning(r)).toBe(false);
    r = stepRun(r, { type: 'tick' });
    expect(timerWarning(r)).toBe(true);
    for (let i = 0; i < 5; i++) r = stepRun(r, { type: 'tick' });
    expect(r).toMatchObject({ locked: true, secondsLeft: 0, answers: [null] });
    expect(advanceDelayMs(r)).toBe(quizRules.advanceAfterTimeoutMs);
  });
  it('finishes after the last question', () => {
    const r = run(
      [
        { type: 'select', option: 0 },
        { type: 'next' },
        { type: 'advance' },
        { type: 'select', option: 1 },
        { type: 'next' },
        { type: 'advance' },
      ],
      2,
    );
    expect(r).toMatchObject({ finished: true, answers: [0, 1] });
    expect(stepRun(r, { type: 'select', option: 3 })).toBe(r);
  });
});

describe('results', () => {
  it('16 of 20 passes with 80.0% accuracy; times in minutes and seconds', () => {
    const correct = Array.from({ length: 20 }, () => 1);
    const answers = [...Array.from({ length: 16 }, () => 1), 0, null, 2, 3];
    expect(scoreRun(answers, correct, 125_000)).toEqual({
      score: 16,
      total: 20,
      passed: true,
      accuracy: '80.0',
      totalTime: '2:05',
      averageTime: '0:06',
    });
    expect(scoreRun([...answers.slice(0, 15), 0, 0, 0, 0, 0], correct, 0)).toMatchObject({ score: 15, passed: false, accuracy: '75.0' });
  });
});

describe('progress and unlocking', () => {
  const attempt = (
    tier: 'beginner' | 'intermediate' | 'advanced',
    subLevel: 'level1' | 'level2' | 'level3' | 'assignment',
    score: number,
  ) => ({ language: 'python', tier, subLevel, score }) as const;

  it('at first only beginner Level 1 is open', () => {
    const p = foldProgress([]);
    expect(isUnlocked(p, 'python', 'beginner', 'level1')).toBe(true);
    expect(isUnlocked(p, 'python', 'beginner', 'level2')).toBe(false);
    expect(isTierUnlocked(p, 'python', 'intermediate')).toBe(false);
  });
  it('a pass opens the next sub-level; a fail does not', () => {
    expect(isUnlocked(foldProgress([attempt('beginner', 'level1', 15)]), 'python', 'beginner', 'level2')).toBe(false);
    expect(isUnlocked(foldProgress([attempt('beginner', 'level1', 16)]), 'python', 'beginner', 'level2')).toBe(true);
  });
  it("passing a tier's assignment opens the next tier's Level 1, and a passed assignment is locked", () => {
    const p = foldProgress([
      attempt('beginner', 'level1', 20),
      attempt('beginner', 'level2', 18),
      attempt('beginner', 'level3', 17),
      attempt('beginner', 'assignment', 16),
    ]);
    expect(isTierUnlocked(p, 'python', 'intermediate')).toBe(true);
    expect(isUnlocked(p, 'python', 'intermediate', 'level2')).toBe(false);
    expect(isSelectable(p, 'python', 'beginner', 'assignment')).toBe(false);
    expect(isSelectable(p, 'python', 'beginner', 'level3')).toBe(true);
  });
  it('restored progress opens every sub-level that has a record', () => {
    expect(isUnlocked(foldProgress([attempt('advanced', 'level2', 3)]), 'python', 'advanced', 'level2')).toBe(true);
  });
  it('best score, attempts and completion do not depend on the order of attempts (two devices merge)', () => {
    const attempts = [attempt('beginner', 'level1', 12), attempt('beginner', 'level1', 17), attempt('beginner', 'level1', 9)];
    const expected = { completed: true, bestScore: 17, attempts: 3 };
    expect(foldProgress(attempts).python?.beginner?.level1).toEqual(expected);
    expect(foldProgress([...attempts].reverse()).python?.beginner?.level1).toEqual(expected);
  });
  it('languages are independent', () => {
    const p = foldProgress([attempt('beginner', 'level1', 20)]);
    expect(isUnlocked(p, 'java', 'beginner', 'level2')).toBe(false);
  });
});
