/**
 * `GET /metrics`, Prometheus's text format, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer …`, compared in constant time). Without METRICS_TOKEN configured it
 * answers 404, as if it did not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { messages, metricsApi } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { route } from '../../http/route.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

export const metricsRoutes: FastifyPluginAsync<{ token: string | null }> = async (app, { token }) => {
  const expected = token === null ? null : digest(token);
  const guard = async (request: FastifyRequest) => {
    if (expected === null) throw new HttpError(404, messages.request.notFound);
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Digests of equal length: the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), expected)) throw new HttpError(401, messages.request.metricsToken);
  };
  route(
    app,
    metricsApi.get,
    async (_request, reply) => {
      const text = await app.metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
    },
    { onRequest: guard },
  );
};
