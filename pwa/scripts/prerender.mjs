#!/usr/bin/env node
/**
 * After `vite build` and `vite build --ssr`: renders the public routes marked `prerender` in
 * `publicPages` (shared-schema) into dist/prerendered/ (with .br and .gz copies). `dist/index.html`
 * stays the empty shell that the service worker and every other route use; the server sends a
 * prerendered page only for the first load of its path, with its head filled in and, for a page
 * that shows public rows, its body rendered again with the current rows between the
 * `<!--page-body-->` marks (`sync-server/src/features/public-pages/`). The server bundle stays in
 * dist-ssr/ for that.
 *
 * Each page's critical CSS is inlined (Beasties: the rules its HTML uses, in the light and in the
 * dark theme) and the stylesheet is loaded without blocking the first paint (`preload` swapped to a
 * stylesheet on load), so a first visit paints from the HTML alone, in the reader's theme (set on
 * `<html>` by the head's first script before anything is drawn).
 */
import Beasties from 'beasties';
import postcss from 'postcss';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const ssrEntry = new URL('../dist-ssr/entry-server.js', import.meta.url).pathname;
const { render, publicPages, samplePageData, locales, localizePath, pageCatalogFiles } = await import(ssrEntry);
const prerendered = publicPages.filter((p) => p.prerender);
const bodyStart = '<!--page-body-->';
const bodyEnd = '<!--/page-body-->';
/**
 * The shell as prerendered pages start: the colour scheme Mantine's provider sets on <html> when it
 * runs (`defaultColorScheme="light"`) is there from the first byte, so Beasties keeps the rules that
 * depend on it (a bordered card's border colour) and nothing grows when the app takes over.
 */
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">');
if (!shell.includes('<html lang="en" data-mantine-color-scheme="light"')) throw new Error('the shell has no <html lang="en"> element');
const out = path.join(dist, 'prerendered');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The page's language's catalogue loaders and the catalogues its routes draw from, named for the
 * browser to fetch alongside the entry (`modulepreload`): hydration waits for them, so without this
 * it would wait for the entry, then the loaders, then the catalogues, one after the other.
 */
async function cataloguePreloads(url) {
  const files = await pageCatalogFiles(url);
  return files
    .map((source) => {
      const chunk = manifest[source];
      if (!chunk) throw new Error(`${url}: no chunk for ${source} in the manifest`);
      return `<link rel="modulepreload" crossorigin href="/${chunk.file}">`;
    })
    .join('');
}

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
  return [...css]
    .filter((file) => !shell.includes(`href="/${file}"`)) // the entry's own, linked by the shell already
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'swap',
  // Each theme's colour variables (the page's ground and text among them): Beasties cannot match
  // `:root[data-mantine-color-scheme=…]` against the page and would leave them out.
  // The Devanagari font's rules (global.css): kept for a Marathi or Hindi page.
  allowRules: [/^:root\[data-mantine-color-scheme=/, /^:root:lang\(/],
  // The Devanagari font's @font-face (a Marathi or Hindi page's) comes in the inlined style, so
  // the font is fetched as the page is drawn; never preloaded, so it never delays that drawing.
  inlineFonts: true,
  preloadFonts: false,
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});
fs.mkdirSync(out, { recursive: true });

const inlinedStyle = /<style>([\s\S]*?)<\/style>/;
/**
 * Beasties keeps the rules that match the page as it is, and a page is rendered in one theme: the
 * page is processed in each, and the dark theme's rules the light one lacks (Mantine's
 * `[data-mantine-color-scheme='dark']` rules) are added to the inlined style.
 */
async function inlineCriticalCss(rendered) {
  const light = await beasties.process(rendered);
  const dark = await beasties.process(rendered.replace(' data-mantine-color-scheme="light"', ' data-mantine-color-scheme="dark"'));
  const lightCss = light.match(inlinedStyle)?.[1];
  const darkCss = dark.match(inlinedStyle)?.[1];
  if (lightCss === undefined || darkCss === undefined) throw new Error('Beasties inlined no style');
  const key = (node) => node.toString().trim();
  const inLight = new Set(postcss.parse(lightCss).nodes.map(key));
  const darkOnly = [...new Set(postcss.parse(darkCss).nodes.map(key))].filter((rule) => !inLight.has(rule)).join('');
  return light.replace(inlinedStyle, () => `<style>${lightCss}${darkOnly}</style>`);
}

// Each page in each language, at its address in it (`/courses`, `/mr/courses`, `/hi/courses`).
for (const { path: route, data } of prerendered)
  for (const locale of locales) {
    const url = localizePath(route, locale);
    // A page that shows public rows is drawn with sample rows for Beasties, so its critical CSS has
    // the rules of the cards the server will render with the real ones; its HTML keeps the empty body.
    const empty = await render(url);
    const drawn = data?.length ? await render(url, samplePageData) : empty;
    const rendered = shell
      .replace(/<html lang="en"/, `<html lang="${locale}"`)
      .replace('</head>', `${routeStylesheets(route)}${await cataloguePreloads(url)}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${url}">${bodyStart}${drawn}${bodyEnd}</div>`);
    if (rendered === shell) throw new Error('the shell has no <div id="root"></div> to fill');
    let html = await inlineCriticalCss(rendered);
    const start = html.indexOf(bodyStart);
    const end = html.indexOf(bodyEnd);
    if (start < 0 || end < start) throw new Error(`${route}: the page-body marks did not survive`);
    html = html.slice(0, start + bodyStart.length) + empty + html.slice(end);
    const blocking = html.replace(/<noscript>.*?<\/noscript>/gs, '').match(/<link rel="stylesheet"[^>]*>/g);
    if (blocking) throw new Error(`${route}: a stylesheet still blocks the first paint: ${blocking.join(' ')}`);
    const file = path.join(out, url === '/' ? 'index.html' : url === `/${locale}` ? `${locale}/index.html` : `${url.slice(1)}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
    console.log(`prerendered ${url} (${(html.length / 1024).toFixed(1)} KB)`);
  }
