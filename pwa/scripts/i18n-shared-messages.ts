/**
 * The shared catalogue's words (`shared-schema` messages: validation, server answers, the public
 * pages' notices, and the public pages' titles and descriptions) as Lingui messages, so translators find them in PO catalogues like every other
 * text. Each message's id is its English text (a message with values, a function in the catalogue,
 * has its English with `{0}`, `{1}` in their place): the client translates a text it was given
 * (a zod error, a server's answer) by looking it up (`shared-text.ts`).
 *
 * Writes src/i18n/shared/first-load.gen.ts (the groups the first load shows), rest.gen.ts and
 * pages.gen.ts (the public pages' descriptions, for the server's heads), and the site's words kept
 * as data (`siteWordsOf`) into the features that draw them;
 * with --check, fails if they are not up to date. Run by `pnpm --filter @institute/pwa i18n`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadGroups } from './i18n-route-catalogs.mjs';
import {
  accessMessages,
  authMessages,
  messages,
  patternMatcher,
  publicMessages,
  publicPageDescriptions,
  publicPages,
  siteWordGroups,
  siteWordsOf,
} from '@institute/shared-schema';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/shared');

/**
 * A message's English texts: a string; a function's with its values as `{0}`, `{1}`, and whatever
 * else it says that is not that pattern with values in it: for a count, what it says for 0, 1 and
 * 2 ("1 change waiting to sync" beside "{0} changes waiting to sync"); for a choice, each branch
 * ("…the first of its list" beside "…the last…"); with its values equal ("Offline copy complete");
 * without its last value ("Your payment for {0} was rejected." without a note).
 */
function english(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'function') return [];
  const fn = value as (...args: unknown[]) => unknown;
  const names = Array.from({ length: fn.length }, (_, i) => `{${i}}`);
  const template = fn(...names);
  if (typeof template !== 'string') return [];
  const pattern = patternMatcher(template).regex;
  const variants: unknown[][] = [names.map(() => '{0}'), [...names.slice(0, -1), null]];
  if (fn.length === 1) for (const probe of [0, 1, 2, true, false, 'up', 'down']) variants.push([probe]);
  const texts = [template];
  for (const args of variants) {
    let text: unknown;
    try {
      text = fn(...args);
    } catch {
      continue;
    }
    const probe = args.find((a) => typeof a === 'string' && !/^\{\d\}$/.test(a)) as string | undefined;
    if (typeof text !== 'string' || pattern.test(text) || texts.includes(text)) continue;
    if (probe !== undefined && new RegExp(`\\b${probe}\\b`).test(text)) continue;
    texts.push(text);
  }
  return texts;
}

function collect(tree: unknown, into: Set<string>) {
  for (const value of Object.values(tree as Record<string, unknown>)) {
    const texts = english(value);
    if (texts.length) for (const text of texts) into.add(text);
    else if (value && typeof value === 'object') collect(value, into);
  }
  return into;
}

// The public pages' titles (their head, and the document's title on navigation) too; their
// descriptions, which only the server's heads show, in a catalogue of their own.
const pageTitles = publicPages.map((page) => page.title);
// With them, the groups the layout and its widgets name (the sync status, notifications...).
const firstGroups = firstLoadGroups() as (keyof typeof messages)[];
const firstLoad = collect(
  { accessMessages, authMessages, publicMessages, pageTitles, ...Object.fromEntries(firstGroups.map((group) => [group, messages[group]])) },
  new Set(),
);
const descriptions = new Set(Object.values(publicPageDescriptions));
const rest = [...collect(messages, new Set())].filter((text) => !firstLoad.has(text));

function source(texts: Iterable<string>, what: string) {
  const lines = [...texts].sort().map((text) => `  msg({ id: ${JSON.stringify(text)}, message: ${JSON.stringify(text)} }),`);
  return `// Written by scripts/i18n-shared-messages.ts (\`pnpm --filter @institute/pwa i18n\`): do not edit.
// ${what}, for Lingui's extraction: the shared catalogue's texts are translated by their English.
import { msg } from '@lingui/core/macro';

export const sharedMessages = [
${lines.join('\n')}
];
`;
}

/**
 * The site's fixed words kept as data in shared-schema (`siteWordsOf`: the home page's figures,
 * journey and banner lines, the about, gallery and placements pages, the institute's tagline and
 * hours), extracted into the catalogue of the feature that draws them, so only its pages load them.
 */
const features = path.resolve(dir, '../../features');
const files = {
  [path.join(dir, 'first-load.gen.ts')]: source(firstLoad, 'The shared catalogue’s groups the first load shows'),
  [path.join(dir, 'rest.gen.ts')]: source(rest, 'The rest of the shared catalogue'),
  [path.join(dir, 'pages.gen.ts')]: source(descriptions, 'The public pages’ descriptions (their heads, made on the server)'),
  [path.join(features, 'home/home-content.gen.ts')]: source(
    siteWordsOf(siteWordGroups.home),
    'The home page’s words kept as data (`homeContent`)',
  ),
  [path.join(features, 'site-content/about-content.gen.ts')]: source(
    siteWordsOf(siteWordGroups['site-content']),
    'The about, gallery and placements pages’ words kept as data (`about-content.ts`)',
  ),
  [path.join(features, 'layout/site-config.gen.ts')]: source(
    siteWordsOf(siteWordGroups.layout),
    'The institute’s tagline and hours (`defaultSiteConfig`), in the footer and on the contact page',
  ),
};

let stale = false;
for (const [file, text] of Object.entries(files)) {
  if (process.argv.includes('--check')) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) stale = true;
  } else {
    fs.writeFileSync(file, text);
  }
}
if (stale) {
  console.error('the shared messages (*.gen.ts) are not up to date: run `pnpm --filter @institute/pwa i18n`');
  process.exit(1);
}
