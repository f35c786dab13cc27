/** SQL for the quiz bank's questions (`quiz_questions`) lives here and only here. */
import type { Insertable, Kysely } from 'kysely';
import type { DB, QuizQuestionsTable } from '../../db/schema.js';

/** Every question in the bank's order: language, tier, sub-level, position. */
export const listQuizQuestions = (db: Kysely<DB>) =>
  db.selectFrom('quiz_questions').selectAll().orderBy('language').orderBy('tier').orderBy('sub_level').orderBy('position').execute();

/** Inserts the questions, or rewrites those whose id exists (in batches, to stay under the parameter limit). */
export async function upsertQuizQuestions(db: Kysely<DB>, rows: Insertable<QuizQuestionsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('quiz_questions')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          language: eb.ref('excluded.language'),
          tier: eb.ref('excluded.tier'),
          sub_level: eb.ref('excluded.sub_level'),
          position: eb.ref('excluded.position'),
          kind: eb.ref('excluded.kind'),
          question: eb.ref('excluded.question'),
          code: eb.ref('excluded.code'),
          options: eb.ref('excluded.options'),
          correct: eb.ref('excluded.correct'),
          explanation: eb.ref('excluded.explanation'),
          verify: eb.ref('excluded.verify'),
        })),
      )
      .execute();
}

/** Deletes the questions that left the bank (the sync trigger leaves their tombstones). */
export async function deleteQuizQuestionsExcept(db: Kysely<DB>, keptIds: string[]): Promise<void> {
  await db.deleteFrom('quiz_questions').where('id', 'not in', keptIds).execute();
}
