/**
 * The bank in the spec's shape (language > levels > tier > subLevels > sub-level > questions) from
 * flat question rows: the server answers `GET /api/quiz/bank` with it and the device builds the
 * same from the rows the `public` bucket synced, so both see one bank. A server-scored level's
 * questions leave without their key (`isServerScored`): no `correct`, `explanation` nor `verify`,
 * whatever the rows hold.
 */
import {
  isServerScored,
  quizLanguageNames,
  quizLanguages,
  quizSubLevelNames,
  quizSubLevels,
  quizTierNames,
  quizTiers,
  type QuizBank,
  type QuizBankQuestion,
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
  correct?: number | null;
  explanation?: string | null;
  verify?: QuizQuestion['verify'] | null;
}

/** A question row as a device may hold it: a server-scored level's loses its key. */
export function deviceQuestion(r: QuizQuestionRow): QuizBankQuestion {
  const keyed = !isServerScored(r.subLevel as QuizSubLevel);
  return {
    id: r.id,
    kind: r.kind as QuizQuestion['kind'],
    question: r.question,
    ...(r.code != null ? { code: r.code } : {}),
    options: r.options,
    ...(keyed && r.correct != null ? { correct: r.correct } : {}),
    ...(keyed && r.explanation != null ? { explanation: r.explanation } : {}),
    ...(keyed && r.verify ? { verify: r.verify } : {}),
  };
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
                  { name: quizSubLevelNames[sub], topics: [] as string[], questions: [] as QuizBankQuestion[] },
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
    level?.questions.push(deviceQuestion(r));
  }
  return bank;
}
