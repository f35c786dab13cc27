import { describe, expect, it } from 'vitest';
import { foldProgress, quizRules, type QuizAttempt } from '@institute/shared-schema';
import { continueSelection } from './quiz-continue';

type Facts = Pick<QuizAttempt, 'language' | 'tier' | 'subLevel' | 'score' | 'finishedAt'>;
const pass = quizRules.passMark;

describe('continueSelection', () => {
  it('offers the first level to a learner with no attempt', () => {
    expect(continueSelection({}, [])).toEqual({ selection: { language: 'html', tier: 'beginner', subLevel: 'level1' }, resume: false });
  });

  it('offers the furthest open level of the language practised last', () => {
    const attempts: Facts[] = [
      { language: 'java', tier: 'beginner', subLevel: 'level1', score: pass, finishedAt: '2026-11-20T10:00:00Z' },
      { language: 'python', tier: 'beginner', subLevel: 'level1', score: pass, finishedAt: '2026-11-21T10:00:00Z' },
      { language: 'python', tier: 'beginner', subLevel: 'level2', score: pass, finishedAt: '2026-11-22T10:00:00Z' },
      { language: 'python', tier: 'beginner', subLevel: 'level3', score: 0, finishedAt: '2026-11-23T10:00:00Z' },
    ];
    expect(continueSelection(foldProgress(attempts), attempts)).toEqual({
      selection: { language: 'python', tier: 'beginner', subLevel: 'level3' },
      resume: true,
    });
  });

  it('skips a passed assignment, which is locked for good, to the next tier', () => {
    const subs = ['level1', 'level2', 'level3', 'assignment'] as const;
    const attempts: Facts[] = subs.map((subLevel, i) => ({
      language: 'c',
      tier: 'beginner',
      subLevel,
      score: pass,
      finishedAt: `2026-11-2${i}T10:00:00Z`,
    }));
    expect(continueSelection(foldProgress(attempts), attempts).selection).toEqual({
      language: 'c',
      tier: 'intermediate',
      subLevel: 'level1',
    });
  });
});
