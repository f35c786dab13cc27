/**
 * Reads the quiz bank from `quiz-bank/<language>/<tier>.json` (the one place it is kept) and
 * validates each file against the shared schema. Used by the server's seed and by the checker and
 * verifier scripts (`scripts/quiz/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  quizLanguages,
  quizTierFileSchema,
  quizTiers,
  type QuizLanguage,
  type QuizTier,
  type QuizTierFile,
} from '@institute/shared-schema';

// From sync-server/src/features/quiz or sync-server/dist/features/quiz alike: four folders up.
export const bankDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../quiz-bank');

export interface TierFile {
  language: QuizLanguage;
  tier: QuizTier;
  file: string;
  data: QuizTierFile | null;
  errors: string[];
}

export function loadBank(dir = bankDir): TierFile[] {
  const files: TierFile[] = [];
  for (const language of quizLanguages)
    for (const tier of quizTiers) {
      const file = path.join(dir, language, `${tier}.json`);
      if (!fs.existsSync(file)) {
        files.push({ language, tier, file, data: null, errors: ['missing'] });
        continue;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (e) {
        files.push({ language, tier, file, data: null, errors: [`not valid JSON: ${(e as Error).message}`] });
        continue;
      }
      const parsed = quizTierFileSchema.safeParse(raw);
      files.push(
        parsed.success
          ? { language, tier, file, data: parsed.data, errors: [] }
          : { language, tier, file, data: null, errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
      );
    }
  return files;
}
