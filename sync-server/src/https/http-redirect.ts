/**
 * Under HTTPS, the plain HTTP port (HTTP_PORT): every request is sent to the same host and path
 * over HTTPS (301 for GET and HEAD, 308 for the rest, which keeps the method and body), except the
 * `/ca` page and the authority's certificate, which a device must be able to fetch before it
 * trusts the server.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import { securityHeadersPlugin } from '../plugins/security-headers.plugin.js';
import { caPageRoutes, type CaPageOptions } from './ca-page.routes.js';
import { urlHost } from './lab-names.js';

const plainHost = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i;

export async function buildHttpRedirectApp({
  httpsPort,
  caPage,
  fallbackHost,
  logger = false,
}: {
  httpsPort: number;
  /** The /ca page, when the server made its own authority (HTTPS=auto). */
  caPage?: CaPageOptions;
  /** The host named when a request names none that can be used. */
  fallbackHost: string;
  logger?: FastifyServerOptions['logger'];
}) {
  const app = Fastify({ logger });
  await app.register(securityHeadersPlugin);
  if (caPage) await app.register(caPageRoutes, caPage);
  app.setNotFoundHandler((request, reply) => {
    const host = plainHost.test(request.hostname) ? request.hostname : urlHost(fallbackHost);
    const location = `https://${host}${httpsPort === 443 ? '' : `:${httpsPort}`}${request.url}`;
    return reply
      .code(request.method === 'GET' || request.method === 'HEAD' ? 301 : 308)
      .header('location', location)
      .send();
  });
  return app;
}
