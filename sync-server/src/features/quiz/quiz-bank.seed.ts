/**
 * Keeps the database's copy of the quiz bank equal to the repo's files. A hash of the files is
 * kept in `server_settings`: when it changes (a new release edited questions), every question is
 * upserted and questions that left the bank are deleted, in one transaction, so clients pulling
 * the public bucket see the change (and tombstones for removed questions).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { quizSubLevels } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { readServerSetting, serverSettingKeys, writeServerSetting } from '../../db/server-settings.js';
import { deleteQuizQuestionsExcept, upsertQuizQuestions } from './quiz-questions.repository.js';
import { loadBank } from './quiz-bank.loader.js';

export async function seedQuizBank(db: Kysely<DB>, dir?: string): Promise<{ changed: boolean; questions: number }> {
  const files = loadBank(dir);
  const broken = files.filter((f) => f.errors.length > 0);
  if (broken.length)
    throw new Error(`The quiz bank does not load: ${broken.map((f) => `${f.language}/${f.tier}: ${f.errors[0]}`).join('; ')}`);

  const rows = files.flatMap((f) =>
    quizSubLevels.flatMap((sub) =>
      f.data![sub].questions.map((q, position) => ({
        id: q.id,
        language: f.language,
        tier: f.tier,
        sub_level: sub,
        position,
        kind: q.kind,
        question: q.question,
        code: q.code ?? null,
        options: JSON.stringify(q.options),
        correct: q.correct,
        explanation: q.explanation,
        verify: q.verify ? JSON.stringify(q.verify) : null,
      })),
    ),
  );
  const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  if ((await readServerSetting(db, serverSettingKeys.quizBankHash)) === hash) return { changed: false, questions: rows.length };

  await db.transaction().execute(async (trx) => {
    await upsertQuizQuestions(trx, rows);
    await deleteQuizQuestionsExcept(
      trx,
      rows.map((r) => r.id),
    );
    await writeServerSetting(trx, serverSettingKeys.quizBankHash, hash);
  });
  return { changed: true, questions: rows.length };
}
