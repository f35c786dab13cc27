/**
 * Serves the built PWA: brotli or gzip files made at build time (preCompressed), hashed assets
 * cached for a year, and the HTML shell, service worker and manifest never cached, so a new
 * release reaches every phone on its next visit. A public route prerendered at build time
 * (`prerendered/<route>.html`) is sent for its own path; every other client route gets the empty
 * shell, which is also what the service worker keeps for offline navigations.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const noCache = /^prerendered\/|(^|\/)(index\.html|html-preview\.html|sw\.js|registerSW\.js|manifest\.webmanifest|workbox-[\w-]+\.js)$/;

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
      index: false,
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
    const prerenderedDir = path.join(root, 'prerendered');
    const prerendered = new Set(
      fs.existsSync(prerenderedDir)
        ? fs
            .readdirSync(prerenderedDir, { recursive: true, encoding: 'utf8' })
            .filter((f) => f.endsWith('.html'))
            .map((f) => f.split(path.sep).join('/'))
        : [],
    );
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // A client route has no extension, except the spec's `/certificate.html` (a route, not a file).
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        (!path.extname(pathname) || pathname === '/certificate.html');
      if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
      const page = pathname === '/' ? 'index.html' : `${pathname.slice(1).replace(/\/$/, '')}.html`;
      reply.header('cache-control', 'no-cache');
      return prerendered.has(page) ? reply.sendFile(`prerendered/${page}`) : reply.sendFile('index.html');
    });
  },
  { name: 'static' },
);
