/**
 * The public pages' HTML, made on the server: each page's head (title, description, canonical link,
 * Open Graph) from `publicPages`, and for a page that shows public rows (courses, jobs, ...) its
 * body rendered with the current rows by the PWA's server bundle (`pwa/dist-ssr/entry-server.js`)
 * and those rows in `<script id="page-data">` for hydration. So a phone paints real content before
 * any JavaScript runs, a search engine reads it, and what an administrator changes is in the HTML
 * within `pageCacheSeconds` (a page is rendered again at most that often), without a rebuild.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  localizePath,
  locales,
  pageDataLimit,
  publicPageDescriptions,
  scriptJsonText,
  type Locale,
  type PublicPage,
} from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { collectionsOf, toClientRow } from '../sync/sync-collections.js';
import { pageRows } from './public-pages.repository.js';
import { escapeHtml } from '../../escape-html.js';
import { pwaBundle, type PageData } from './pwa-bundle.js';

/** Used when the PWA is not built (tests, an API-only server): a bare document. */
const bareShell =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title></title></head><body><div id="root"></div></body></html>';

/** Marks, written by the prerender, around a page's rendered body inside `#root`. */
const bodyStart = '<!--page-body-->';
const bodyEnd = '<!--/page-body-->';

/** JSON that is safe inside a `<script>` element (no `</script>` or `<!--` can end it). */
/**
 * A page's head in a language: its language on `<html>`, its title and description in it, its
 * canonical address, the same page's address in each language (`hreflang`, English the default)
 * and Open Graph tags.
 */
export function withHead(
  html: string,
  page: PublicPage,
  origin: string,
  locale: Locale = 'en',
  meta: { title: string; description: string } = { title: page.title, description: publicPageDescriptions[page.path] ?? '' },
): string {
  const url = `${origin}${localizePath(page.path, locale)}`;
  const alternates = [
    ...locales.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(origin + localizePath(page.path, l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + page.path)}">`,
  ];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternates,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${locale === 'en' ? 'en_IN' : `${locale}_IN`}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/icons/icon-512.png`)}">`,
  ].join('');
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace('</head>', `${tags}</head>`);
}

interface Kept {
  html: string;
  at: number;
}

export class PublicPages {
  private readonly shell: string;
  private readonly templates = new Map<string, string>();
  private readonly kept = new Map<string, Kept>();
  private readonly rendering = new Map<string, Promise<string>>();
  private readonly metas = new Map<string, { title: string; description: string }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly publicDir: string,
    private readonly cacheSeconds: number,
  ) {
    const shellFile = path.join(publicDir, 'index.html');
    this.shell = fs.existsSync(shellFile) ? fs.readFileSync(shellFile, 'utf8') : bareShell;
  }

  /** The build's HTML of a page in a language: its prerendered file, or the empty shell. */
  private template(page: PublicPage, locale: Locale): string {
    const address = localizePath(page.path, locale);
    let html = this.templates.get(address);
    if (html === undefined) {
      const name = address === '/' ? 'index.html' : address === `/${locale}` ? `${locale}/index.html` : `${address.slice(1)}.html`;
      const file = path.join(this.publicDir, 'prerendered', name);
      html = page.prerender && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : this.shell;
      this.templates.set(address, html);
    }
    return html;
  }

  /** A page's body rendered with the current rows, or the build's HTML when it shows none. */
  private async body(page: PublicPage, locale: Locale): Promise<string> {
    const template = this.template(page, locale);
    const start = template.indexOf(bodyStart);
    const end = template.indexOf(bodyEnd);
    if (!page.data?.length || start < 0 || end < start) return template;
    const render = (await pwaBundle(this.publicDir))?.render;
    if (!render) return template;
    const data: PageData = {};
    const specs = collectionsOf('public');
    for (const collection of page.data) {
      const spec = specs.find((s) => s.name === collection)!;
      const rows = await pageRows(this.db, collection, pageDataLimit, page.siteItemKinds);
      data[collection] = rows.map((row) => ({ ...toClientRow(spec, row), bucket: 'public' }));
    }
    const html = await render(localizePath(page.path, locale), data);
    return (
      template.slice(0, start + bodyStart.length) +
      html +
      template.slice(end).replace('</body>', `<script type="application/json" id="page-data">${scriptJsonText(data)}</script></body>`)
    );
  }

  /** A page's title and description in a language (English when the PWA is not built). */
  private async meta(page: PublicPage, locale: Locale) {
    const key = `${locale}${page.path}`;
    let meta = this.metas.get(key);
    if (!meta) {
      const bundle = await pwaBundle(this.publicDir);
      meta = bundle ? await bundle.pageMeta(page, locale) : { title: page.title, description: publicPageDescriptions[page.path] ?? '' };
      this.metas.set(key, meta);
    }
    return meta;
  }

  /** The page's HTML in a language for a visitor who reached the site at `origin`. */
  async html(page: PublicPage, origin: string, locale: Locale = 'en'): Promise<string> {
    const now = Date.now();
    const key = localizePath(page.path, locale);
    const kept = this.kept.get(key);
    let body: string;
    if (kept && now - kept.at < this.cacheSeconds * 1000) body = kept.html;
    else {
      // One render at a time per page: visitors arriving together share it.
      let pending = this.rendering.get(key);
      if (!pending) {
        pending = this.body(page, locale).finally(() => this.rendering.delete(key));
        this.rendering.set(key, pending);
      }
      body = await pending;
      this.kept.set(key, { html: body, at: now });
    }
    return withHead(body, page, origin, locale, await this.meta(page, locale));
  }
}
