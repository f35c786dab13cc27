/**
 * `GET /api/quiz/bank`: the whole bank in the spec's shape (language > levels > tier > subLevels >
 * sub-level > questions), built from the database once per bank version and then served from
 * memory with an ETag, so a phone that has it already gets a 304.
 */
import type { FastifyPluginAsync } from 'fastify';
import { assembleQuizBank, quizApi } from '@institute/shared-schema';
import { readServerSetting, serverSettingKeys } from '../../db/server-settings.js';
import { route } from '../../http/route.js';
import { listQuizQuestions } from './quiz-questions.repository.js';

export const quizRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  /**
   * The bank's JSON, made once per bank version through its answer schema (so it carries nothing
   * the schema does not name) and then sent as it is: thousands of questions are not checked again
   * on every request.
   */
  let cache: { version: string; etag: string; json: string } | null = null;

  async function bank() {
    const version = (await readServerSetting(db, serverSettingKeys.quizBankHash)) ?? 'none';
    if (cache?.version === version) return cache;
    const rows = await listQuizQuestions(db);
    const body = assembleQuizBank(rows.map((r) => ({ ...r, subLevel: r.sub_level })));
    cache = { version, etag: `"${version.slice(0, 32)}"`, json: JSON.stringify(quizApi.bank.answers[200].encode(body)) };
    return cache;
  }

  route(app, quizApi.bank, async (request, reply) => {
    const { etag, json } = await bank();
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
};
