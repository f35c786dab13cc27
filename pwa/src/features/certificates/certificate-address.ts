/**
 * The certificate page's address as a certificate (`/certificate.html?firstName=…`): the route's
 * search validator. Without imports, since the route table that calls it is in the app's first load.
 */
export interface CertificateSearch {
  firstName: string;
  lastName: string;
  language: string;
  difficulty: string;
  subLevel: string;
  score: number;
  totalQuestions: number;
  date: string;
  passed: boolean;
  id?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const whole = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : 0;
};

/**
 * The address's query as a certificate: a missing or malformed value becomes empty (0, false)
 * rather than an error, so any link opens. A plain function, not a zod schema: the route table that
 * calls it is in the app's first load, and zod is not.
 */
export function parseCertificateSearch(raw: Record<string, unknown>): CertificateSearch {
  return {
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    language: text(raw.language),
    difficulty: text(raw.difficulty),
    subLevel: text(raw.subLevel),
    score: whole(raw.score),
    totalQuestions: whole(raw.totalQuestions),
    date: text(raw.date),
    passed: raw.passed === true || raw.passed === 'true',
    ...(typeof raw.id === 'string' ? { id: raw.id } : {}),
  };
}
