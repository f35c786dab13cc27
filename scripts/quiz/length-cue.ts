/**
 * Whether option lengths give a concept question's answer away (QUIZ-GUIDE.md: distractors of the
 * same kind and length as the answer). A learner who always picks the longest option must not pass:
 * in each language and tier, the key may be the uniquely longest option of at most 30% of concept
 * questions and the uniquely shortest of at most 30%, and no key may be more than 1.5 times as long
 * as the longest distractor. Output, error and completion questions are left out: their options are
 * program outputs and fragments, whose lengths the program decides.
 */
import type { QuizQuestion } from '@institute/shared-schema';

export const lengthCueLimits = { longestShare: 0.3, shortestShare: 0.3, keyToLongestDistractor: 1.5 } as const;

export interface LengthCueFigures {
  concept: number;
  /** Concept questions whose key is longer than every distractor. */
  keyLongest: number;
  /** Concept questions whose key is shorter than every distractor. */
  keyShortest: number;
  /** Ids of concept questions whose key is more than 1.5 times the longest distractor. */
  keyTooLong: string[];
}

const lengthOf = (option: string) => option.trim().length;

export function lengthCueFigures(questions: readonly QuizQuestion[]): LengthCueFigures {
  const figures: LengthCueFigures = { concept: 0, keyLongest: 0, keyShortest: 0, keyTooLong: [] };
  for (const q of questions) {
    if (q.kind !== 'concept') continue;
    figures.concept += 1;
    const key = lengthOf(q.options[q.correct]!);
    const distractors = q.options.filter((_, i) => i !== q.correct).map(lengthOf);
    const longest = Math.max(...distractors);
    if (key > longest) figures.keyLongest += 1;
    if (key < Math.min(...distractors)) figures.keyShortest += 1;
    if (key > lengthCueLimits.keyToLongestDistractor * longest) figures.keyTooLong.push(q.id);
  }
  return figures;
}

/** What breaks the limits, one line each; empty when none does. */
export function lengthCueProblems(where: string, f: LengthCueFigures): string[] {
  const problems: string[] = [];
  const share = (n: number) => (f.concept === 0 ? 0 : n / f.concept);
  const percent = (n: number) => `${Math.round(share(n) * 100)}%`;
  if (share(f.keyLongest) > lengthCueLimits.longestShare)
    problems.push(
      `${where}: the key is the longest option in ${f.keyLongest} of ${f.concept} concept questions (${percent(f.keyLongest)}), at most 30% allowed`,
    );
  if (share(f.keyShortest) > lengthCueLimits.shortestShare)
    problems.push(
      `${where}: the key is the shortest option in ${f.keyShortest} of ${f.concept} concept questions (${percent(f.keyShortest)}), at most 30% allowed`,
    );
  for (const id of f.keyTooLong) problems.push(`${id}: the key is more than 1.5 times as long as the longest distractor`);
  return problems;
}

/** One line of figures for the report. */
export function lengthCueLine(where: string, f: LengthCueFigures): string {
  const pct = (n: number) => (f.concept === 0 ? '-' : `${Math.round((n / f.concept) * 100)}%`);
  return `${where.padEnd(24)} ${String(f.concept).padStart(3)} concept, key longest ${pct(f.keyLongest).padStart(4)}, shortest ${pct(f.keyShortest).padStart(4)}, key > 1.5x ${f.keyTooLong.length}`;
}
