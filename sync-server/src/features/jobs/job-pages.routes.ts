import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { isUuid, localDay, localizePath, locales } from '@institute/shared-schema';
import { findJob } from './jobs.repository.js';
import { bareShell, jobPageHtml } from './job-page-html.js';

/**
 * `GET /services/job-portal/:id`: the job's page with its data in the HTML (`job-page-html.ts`).
 * An unknown job gets the plain shell with 404, and the app says the job is not there. A page, not
 * an API route: outside `apiContract`.
 */
export const jobPagesRoutes: FastifyPluginAsync<{ publicDir: string }> = async (app, { publicDir }) => {
  const shellFile = path.join(publicDir, 'index.html');
  const shell = fs.existsSync(shellFile) ? fs.readFileSync(shellFile, 'utf8') : bareShell;
  const db = app.database.db;

  // A page, not part of the API: left out of the OpenAPI document. In Marathi and Hindi the job's
  // facts are not written into the HTML (their labels are English): the app draws them in the
  // reader's language, and the English page stays the one search engines read them from.
  for (const locale of locales)
    app.get<{ Params: { id: string } }>(
      localizePath('/services/job-portal/:id', locale),
      { schema: { hide: true } },
      async (request, reply) => {
        const { id } = request.params;
        const job = isUuid(id) ? await findJob(db, id) : undefined;
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        const localShell = shell.replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`);
        if (!job) return reply.code(404).send(localShell);
        return reply.send(locale === 'en' ? jobPageHtml(shell, job, localDay()) : localShell);
      },
    );
};
