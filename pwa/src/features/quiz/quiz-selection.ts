/** What the learner has picked in the sidebar, and the names the screens show for it. */
import type { I18n } from '@lingui/core';
import { quizLanguageNames, type QuizLanguage, type QuizSubLevel, type QuizTier } from '@institute/shared-schema';
import { subLevelLabels, tierLabels } from '../certificates/quiz-level-labels';

export interface QuizSelection {
  language: QuizLanguage | null;
  tier: QuizTier | null;
  subLevel: QuizSubLevel | null;
}

export type FullSelection = { language: QuizLanguage; tier: QuizTier; subLevel: QuizSubLevel };

export const emptySelection: QuizSelection = { language: null, tier: null, subLevel: null };

export const isFull = (s: QuizSelection): s is FullSelection => s.language !== null && s.tier !== null && s.subLevel !== null;

/** "Python > Beginner > Level 1", as far as chosen, in the reader's language. */
export function selectionPath(s: QuizSelection, i18n: I18n): string[] {
  return [
    s.language && quizLanguageNames[s.language],
    s.tier && i18n._(tierLabels[s.tier]),
    s.subLevel && i18n._(subLevelLabels[s.subLevel]),
  ].filter((p): p is string => !!p);
}

/** A random UUID, also where `crypto.randomUUID` is missing (plain http on a local network). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
