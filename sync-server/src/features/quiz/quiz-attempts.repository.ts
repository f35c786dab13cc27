/** SQL for quiz attempts and certificates lives here and only here. */
import type { Kysely, Selectable } from 'kysely';
import type { Certificate, QuizAttempt, QuizLanguage, QuizSubLevel, QuizTier } from '@institute/shared-schema';
import type { CertificatesTable, DB, QuizAttemptsTable } from '../../db/schema.js';

export function toAttempt(row: Selectable<QuizAttemptsTable>): QuizAttempt {
  return {
    id: row.id,
    language: row.language as QuizLanguage,
    tier: row.tier as QuizTier,
    subLevel: row.sub_level as QuizSubLevel,
    score: row.score,
    totalQuestions: row.total_questions,
    totalTimeMs: row.total_time_ms,
    answers: row.answers,
    finishedAt: row.finished_at.toISOString(),
  };
}

export function toCertificate(row: Selectable<CertificatesTable>): Certificate {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language as QuizLanguage,
    tier: row.tier as QuizTier,
    subLevel: row.sub_level as QuizSubLevel,
    score: row.score,
    totalQuestions: row.total_questions,
    date: row.issued_on,
  };
}

/**
 * Takes the account's row lock for the rest of the transaction, so two pushes of one learner
 * (two devices at once) check unlocking one after the other. Returns the name, or undefined.
 */
export const lockUser = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('users').select(['id', 'first_name', 'last_name', 'created_at']).where('id', '=', userId).forUpdate().executeTakeFirst();

/** How many attempts the account has kept, every language. */
export async function countAttempts(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('quiz_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findAttempt = (db: Kysely<DB>, id: string) =>
  db.selectFrom('quiz_attempts').selectAll().where('id', '=', id).executeTakeFirst();

export const listAttempts = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('quiz_attempts').selectAll().where('user_id', '=', userId).orderBy('finished_at').orderBy('id').execute();

/** What the unlocking fold needs of every earlier attempt of one language. */
export const attemptFacts = (db: Kysely<DB>, userId: string, language: string) =>
  db
    .selectFrom('quiz_attempts')
    .select(['tier', 'sub_level', 'score'])
    .where('user_id', '=', userId)
    .where('language', '=', language)
    .execute();

/** The right answers of one sub-level's questions. */
export const subLevelKey = (db: Kysely<DB>, language: string, tier: string, subLevel: string) =>
  db
    .selectFrom('quiz_questions')
    .select(['id', 'correct'])
    .where('language', '=', language)
    .where('tier', '=', tier)
    .where('sub_level', '=', subLevel)
    .execute();

export async function insertAttempt(db: Kysely<DB>, userId: string, a: QuizAttempt) {
  await db
    .insertInto('quiz_attempts')
    .values({
      id: a.id,
      user_id: userId,
      language: a.language,
      tier: a.tier,
      sub_level: a.subLevel,
      score: a.score,
      total_questions: a.totalQuestions,
      total_time_ms: a.totalTimeMs,
      answers: JSON.stringify(a.answers),
      finished_at: a.finishedAt,
    })
    .execute();
}

export async function insertCertificate(db: Kysely<DB>, row: Omit<Selectable<CertificatesTable>, 'created_at' | 'updated_at' | 'txid'>) {
  await db.insertInto('certificates').values(row).execute();
}

export const findCertificate = (db: Kysely<DB>, id: string) =>
  db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();

export const findCertificateByAttempt = (db: Kysely<DB>, attemptId: string) =>
  db.selectFrom('certificates').select('id').where('attempt_id', '=', attemptId).executeTakeFirst();
