/**
 * What a quiz's tiers and sub-levels are called on screen, in the reader's language (the shared
 * `quizTierNames` and `quizSubLevelNames` are their English); the keys stored and sent stay as
 * they are. Language names (Python, C#) are names of things and stay as written. One place for the
 * quiz, its certificates, a student's public profile and the analytics.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { QuizSubLevel, QuizTier } from '@institute/shared-schema';

export const tierLabels: Record<QuizTier, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

export const subLevelLabels: Record<QuizSubLevel, MessageDescriptor> = {
  level1: msg`Level 1`,
  level2: msg`Level 2`,
  level3: msg`Level 3`,
  assignment: msg`Assignment Level`,
};

const levelLabels: Record<string, MessageDescriptor> = { ...tierLabels, ...subLevelLabels };

/** A tier's or a sub-level's key in the reader's language; undefined for any other text. */
export function levelLabel(key: string, i18n: I18n): string | undefined {
  return Object.hasOwn(levelLabels, key) ? i18n._(levelLabels[key]!) : undefined;
}
