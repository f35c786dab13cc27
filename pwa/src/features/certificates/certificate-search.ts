/**
 * The certificate page's address: `/certificate.html` with the spec's query parameters (firstName,
 * lastName, language, difficulty, subLevel, score, totalQuestions, date, passed) and, beyond the
 * spec, `id`, the certificate id the server records when the attempt syncs. Everything the page
 * shows comes from the address, so it opens offline.
 */
import { z } from 'zod';
import { certificateIdFor, quizLanguageNames, quizSubLevelNames, quizTierNames, type QuizAttempt } from '@institute/shared-schema';

export const certificateSearchSchema = z.object({
  firstName: z.string().catch(''),
  lastName: z.string().catch(''),
  language: z.string().catch(''),
  difficulty: z.string().catch(''),
  subLevel: z.string().catch(''),
  score: z.coerce.number().int().catch(0),
  totalQuestions: z.coerce.number().int().catch(0),
  date: z.string().catch(''),
  passed: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).catch(false),
  id: z.string().optional().catch(undefined),
});
export type CertificateSearch = z.output<typeof certificateSearchSchema>;

export function certificateSearch(attempt: QuizAttempt, user: { firstName: string; lastName: string }): CertificateSearch {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    language: attempt.language,
    difficulty: attempt.tier,
    subLevel: attempt.subLevel,
    score: attempt.score,
    totalQuestions: attempt.totalQuestions,
    date: attempt.finishedAt.slice(0, 10),
    passed: true,
    id: certificateIdFor(attempt.id),
  };
}

/** A language, tier or sub-level key as its name ("python" → "Python"); other text as it is. */
export function displayName(value: string): string {
  const names: Record<string, string> = { ...quizLanguageNames, ...quizTierNames, ...quizSubLevelNames };
  return names[value] ?? value;
}
