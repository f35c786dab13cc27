#!/usr/bin/env node
/**
 * After `vite build` and `vite build --ssr`: renders the public routes into dist/prerendered/
 * (with .br and .gz copies). `dist/index.html` stays the empty shell that the service worker and
 * every other route use; the server sends a prerendered page only for the first load of its path.
 *
 * Each page's critical CSS is inlined (Beasties: the rules its HTML uses) and the stylesheet is
 * loaded without blocking the first paint (`preload` swapped to a stylesheet on load), so a first
 * visit paints from the HTML alone.
 */
import Beasties from 'beasties';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const prerenderedRoutes = [
  '/',
  '/courses',
  '/services/quiz',
  '/services/job-portal',
  '/privacy-policy',
  '/terms',
  '/about/mission',
  '/about/journey',
  '/about/team',
  '/about/institutes',
  '/about/internship',
  '/gallery',
  '/placements',
];

const dist = new URL('../dist/', import.meta.url).pathname;
const ssrEntry = new URL('../dist-ssr/entry-server.js', import.meta.url).pathname;
const { render, sitePages, siteUrl } = await import(ssrEntry);
/** The address canonical links and Open Graph URLs use: `SITE_URL` at build time, else the institute's (shared-schema `siteUrl`). */
const origin = (process.env.SITE_URL ?? siteUrl).replace(/\/$/, '');
/**
 * The shell as prerendered pages start: the colour scheme Mantine's provider sets on <html> when it
 * runs (`defaultColorScheme="light"`) is there from the first byte, so Beasties keeps the rules that
 * depend on it (a bordered card's border colour) and nothing grows when the app takes over.
 */
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">');
if (!shell.includes('data-mantine-color-scheme="light"')) throw new Error('the shell has no <html> element');
const out = path.join(dist, 'prerendered');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The stylesheets of a route's own chunks (a screen's Mantine sheets beyond the entry's): linked
 * in its page too, so Beasties inlines what the page uses and nothing moves when the route's code
 * brings them (a course filter drawn unstyled, then styled, shifted the whole list).
 */
function routeStylesheets(route) {
  const base = route === '/' ? 'index' : route.slice(1);
  const source = [`src/routes/${base}.tsx?tsr-split=component`, `src/routes/${base}/index.tsx?tsr-split=component`].find(
    (k) => manifest[k],
  );
  if (!source) throw new Error(`no chunk for ${route} in the manifest`);
  const css = new Set();
  const seen = new Set();
  (function walk(key) {
    if (seen.has(key) || !manifest[key] || manifest[key].isEntry) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) css.add(file);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  })(source);
  return [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
}
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'swap',
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});
fs.mkdirSync(out, { recursive: true });

const escapeAttr = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** A page's own head (issue 15): title, description, canonical link and Open Graph tags, where `sitePages` names the page. */
function withHead(html, route) {
  const page = sitePages[route];
  if (!page) return html;
  const url = `${origin}${route}`;
  const title = escapeAttr(page.title);
  const description = escapeAttr(page.description);
  const tags = [
    `<link rel="canonical" href="${escapeAttr(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
  ].join('');
  const out = html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${description}$2`)
    .replace('</head>', `${tags}</head>`);
  if (!out.includes(`<title>${title}</title>`) || !out.includes(`content="${description}"`))
    throw new Error(`${route}: the shell's title or description was not replaced`);
  return out;
}

for (const route of prerenderedRoutes) {
  const rendered = withHead(shell, route)
    .replace('</head>', `${routeStylesheets(route)}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${route}">${await render(route)}</div>`);
  if (rendered === shell) throw new Error('the shell has no <div id="root"></div> to fill');
  const html = await beasties.process(rendered);
  const blocking = html.replace(/<noscript>.*?<\/noscript>/gs, '').match(/<link rel="stylesheet"[^>]*>/g);
  if (blocking) throw new Error(`${route}: a stylesheet still blocks the first paint: ${blocking.join(' ')}`);
  const file = path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  console.log(`prerendered ${route} (${(html.length / 1024).toFixed(1)} KB)`);
}
fs.rmSync(new URL('../dist-ssr/', import.meta.url), { recursive: true, force: true });
