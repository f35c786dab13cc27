/**
 * `GET /api/admin/exports/:kind` (issue 19): a CSV of every student, enrolment, payment proof or
 * quiz result, streamed as it is read, a page of rows at a time: a large export does not grow the
 * server's memory. The stream stops reading when the client goes away.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { adminExportsApi, exportFileName, type ExportKind } from '@institute/shared-schema';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { route } from '../../http/route.js';
import { csvByteOrderMark, csvLine } from './csv.js';
import { exportHeader, exportRows } from './exports.repository.js';

/** The file's text in chunks of about 64 KB (one write per row would be thousands of tiny chunks). */
async function* csvChunks(db: Kysely<DB>, kind: ExportKind): AsyncGenerator<string> {
  let chunk = csvByteOrderMark + csvLine(exportHeader(kind));
  for await (const cells of exportRows(db, kind)) {
    chunk += csvLine(cells);
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

export const exportsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  route(app, adminExportsApi.csv, async (request, reply) => {
    const { kind } = request.params;
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(kind, day)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csvChunks(db, kind)));
  });
};
