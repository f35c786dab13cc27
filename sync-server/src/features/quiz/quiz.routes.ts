/**
 * `GET /api/quiz/bank`: the whole bank in the spec's shape (language > levels > tier > subLevels >
 * sub-level > questions), built from the database once per bank version and then served from
 * memory with an ETag, so a phone that has it already gets a 304.
 */
import type { FastifyPluginAsync } from 'fastify';
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
} from '@institute/shared-schema';

export const quizRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  let cache: { version: string; etag: string; body: QuizBank } | null = null;

  async function bank() {
    const version =
      (await db.selectFrom('server_settings').select('value').where('key', '=', 'quiz_bank_hash').executeTakeFirst())?.value ?? 'none';
    if (cache?.version === version) return cache;
    const rows = await db
      .selectFrom('quiz_questions')
      .selectAll()
      .orderBy('language')
      .orderBy('tier')
      .orderBy('sub_level')
      .orderBy('position')
      .execute();
    const body = Object.fromEntries(
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
    for (const r of rows) {
      const level = body[r.language as QuizLanguage]?.levels[r.tier as QuizTier]?.subLevels[r.sub_level as QuizSubLevel];
      level?.questions.push({
        id: r.id,
        kind: r.kind as QuizQuestion['kind'],
        question: r.question,
        ...(r.code !== null ? { code: r.code } : {}),
        options: r.options,
        correct: r.correct,
        explanation: r.explanation,
        ...(r.verify ? { verify: r.verify } : {}),
      });
    }
    cache = { version, etag: `"${version.slice(0, 32)}"`, body };
    return cache;
  }

  app.get('/api/quiz/bank', async (request, reply) => {
    const { etag, body } = await bank();
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return body;
  });
};
