/**
 * Serves the built PWA: brotli or gzip files made at build time (preCompressed), hashed assets
 * cached for a year, and the HTML shell, service worker and manifest never cached, so a new
 * release reaches every phone on its next visit. Client routes fall back to the shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const noCache = /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest|workbox-[\w-]+\.js)$/;

export const staticPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'the PWA is not built (run pnpm build); only /api is served');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(res, filePath) {
        // With preCompressed the path is the .br or .gz file; decide by the file it stands for.
        const rel = path
          .relative(root, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
        if (rel.startsWith('assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (noCache.test(rel)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0] ?? '');
      if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static' },
);
