/**
 * The bank in the spec's shape (language > levels > tier > subLevels > sub-level > questions) from
 * flat question rows: the server answers `GET /api/quiz/bank` with it and the device builds the
 * same from the rows the `public` bucket synced, so both see one bank.
 */
import {
  quizLanguageNames,
  quizLanguages,
  quizSubLevelNames,
  quizSubLevels,
  quizTierNames,
  quizTiers,
  type QuizBank,
  type QuizLanguage,
  type QuizQuestion,
  type QuizSubLevel,
  type QuizTier,
} from './quiz-bank.schema.js';

export interface QuizQuestionRow {
  id: string;
  language: string;
  tier: string;
  subLevel: string;
  position: number;
  kind: string;
  question: string;
  code?: string | null;
  options: string[];
  correct: number;
  explanation: string;
  verify?: QuizQuestion['verify'] | null;
}

export function assembleQuizBank(rows: readonly QuizQuestionRow[]): QuizBank {
  const bank = Object.fromEntries(
    quizLanguages.map((language) => [
      language,
      {
        name: quizLanguageNames[language],
        levels: Object.fromEntries(
          quizTiers.map((tier) => [
            tier,
            {
              name: quizTierNames[tier],
              subLevels: Object.fromEntries(
                quizSubLevels.map((sub) => [
                  sub,
                  { name: quizSubLevelNames[sub], topics: [] as string[], questions: [] as QuizQuestion[] },
                ]),
              ),
            },
          ]),
        ),
      },
    ]),
  ) as unknown as QuizBank;
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  for (const r of ordered) {
    const level = bank[r.language as QuizLanguage]?.levels[r.tier as QuizTier]?.subLevels[r.subLevel as QuizSubLevel];
    level?.questions.push({
      id: r.id,
      kind: r.kind as QuizQuestion['kind'],
      question: r.question,
      ...(r.code != null ? { code: r.code } : {}),
      options: r.options,
      correct: r.correct,
      explanation: r.explanation,
      ...(r.verify ? { verify: r.verify } : {}),
    });
  }
  return bank;
}
