/**
 * The public pages (`publicPages`), `/sitemap.xml` and `/robots.txt`. Pages, not API routes:
 * outside `apiContract` and the OpenAPI document.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  acceptLanguageTags,
  defaultLocale,
  isLocale,
  localDay,
  localeCookie,
  localizePath,
  locales,
  preferredLocale,
  publicPages,
  type Locale,
} from '@institute/shared-schema';
import { openJobsForSitemap } from './public-pages.repository.js';
import { escapeHtml } from '../../escape-html.js';
import { PublicPages } from './public-pages.service.js';

export interface PublicPagesOptions {
  publicDir: string;
  publicUrl: string | null;
  pageCacheSeconds: number;
}

export const publicPagesRoutes: FastifyPluginAsync<PublicPagesOptions> = async (app, { publicDir, publicUrl, pageCacheSeconds }) => {
  const db = app.database.db;
  const pages = new PublicPages(db, publicDir, pageCacheSeconds);
  /** The origin visitors use: PUBLIC_URL, else the one this request named (when it is a plain host name). */
  const originOf = (request: FastifyRequest) =>
    publicUrl ??
    `${request.protocol}://${/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(request.host) ? request.host : 'localhost'}`;

  /**
   * The language a visitor to an English address wants instead, if any: the one they chose (the
   * `lang` cookie the app sets), else, when they never chose, the first their browser prefers.
   */
  const wantedLocale = (request: FastifyRequest): Locale => {
    const chosen = new RegExp(`(?:^|;\\s*)${localeCookie}=([a-z]{2})(?:;|$)`).exec(request.headers.cookie ?? '')?.[1];
    if (isLocale(chosen)) return chosen;
    return preferredLocale(acceptLanguageTags(request.headers['accept-language'])) ?? defaultLocale;
  };

  // Every public page in every language: `/courses`, `/mr/courses`, `/hi/courses`.
  for (const page of publicPages)
    for (const locale of locales)
      app.get(localizePath(page.path, locale), { schema: { hide: true } }, async (request, reply) => {
        if (locale === defaultLocale) {
          // The English address serves everyone who has not asked for Marathi or Hindi: a reader
          // who has is sent to the page in it before any English is drawn.
          reply.header('vary', 'Cookie, Accept-Language');
          const wanted = wantedLocale(request);
          if (wanted !== defaultLocale) {
            const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
            return reply.header('cache-control', 'no-cache').redirect(`${localizePath(page.path, wanted)}${query}`, 302);
          }
        }
        const html = await pages.html(page, originOf(request), locale);
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const jobs = await openJobsForSitemap(db, localDay());
    const urls = [
      ...publicPages.flatMap((p) => locales.map((l) => `<url><loc>${escapeHtml(origin + localizePath(p.path, l))}</loc></url>`)),
      ...jobs.map((j) => `<url><loc>${escapeHtml(`${origin}/services/job-portal/${j.id}`)}</loc><lastmod>${j.posted_on}</lastmod></url>`),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.header('cache-control', 'public, max-age=600').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const text = [
      'User-agent: *',
      'Allow: /',
      ...locales.flatMap((l) => [`Disallow: ${localizePath('/admin', l)}`, `Disallow: ${localizePath('/student', l)}`]),
      'Disallow: /api/',
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(text);
  });
};
