/**
 * The welcome view's shortcut to a level (issue 23: on a phone the level is one tap away, not four
 * in the drawer): the furthest level the learner can take in the language they last practised, or
 * the very first level for a learner with no attempt yet.
 */
import { isSelectable, quizLanguages, quizSubLevels, quizTiers, type QuizAttempt, type QuizProgress } from '@institute/shared-schema';
import type { FullSelection } from './quiz-selection';

export function continueSelection(
  progress: QuizProgress,
  attempts: readonly Pick<QuizAttempt, 'language' | 'finishedAt'>[],
): { selection: FullSelection; resume: boolean } {
  const latest = attempts.reduce<(typeof attempts)[number] | null>((a, b) => (a && a.finishedAt >= b.finishedAt ? a : b), null);
  const language = latest?.language ?? quizLanguages[0];
  let furthest: FullSelection = { language, tier: quizTiers[0], subLevel: quizSubLevels[0] };
  for (const tier of quizTiers)
    for (const subLevel of quizSubLevels) if (isSelectable(progress, language, tier, subLevel)) furthest = { language, tier, subLevel };
  return { selection: furthest, resume: latest !== null };
}
