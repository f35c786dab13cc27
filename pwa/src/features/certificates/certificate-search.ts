/**
 * The certificate page's address: `/certificate.html` with the spec's query parameters (firstName,
 * lastName, language, difficulty, subLevel, score, totalQuestions, date, passed) and, beyond the
 * spec, `id`, the id of the certificate the server issued (it arrives with the sync). Everything the page
 * shows comes from the address, so it opens offline.
 */
import type { I18n } from '@lingui/core';
import { quizLanguageNames, quizSubLevelNames, quizTierNames, type Certificate } from '@institute/shared-schema';
import type { CertificateSearch } from './certificate-address';
import { levelLabel } from './quiz-level-labels';

export type { CertificateSearch };

/** The address of a certificate the server issued (the user bucket's `certificates` row): its name, score and date are the server's. */
export function certificateSearch(certificate: Certificate): CertificateSearch {
  return {
    firstName: certificate.firstName,
    lastName: certificate.lastName,
    language: certificate.language,
    difficulty: certificate.tier,
    subLevel: certificate.subLevel,
    score: certificate.score,
    totalQuestions: certificate.totalQuestions,
    date: certificate.date,
    passed: true,
    id: certificate.id,
  };
}

/** A language, tier or sub-level key as its English name ("python" → "Python"); other text as it is. */
export function displayName(value: string): string {
  const names: Record<string, string> = { ...quizLanguageNames, ...quizTierNames, ...quizSubLevelNames };
  return names[value] ?? value;
}

/**
 * `displayName` in the reader's language: a tier's or a sub-level's name translated, a programming
 * language's name as it is ("Python"), other text as it is.
 */
export function localName(value: string, i18n: I18n): string {
  return levelLabel(value, i18n) ?? displayName(value);
}
