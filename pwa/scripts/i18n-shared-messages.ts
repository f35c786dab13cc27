/**
 * The shared catalogue's words (`shared-schema` messages: validation, server answers, the public
 * pages' notices, and the public pages' titles and descriptions) as Lingui messages, so translators find them in PO catalogues like every other
 * text. Each message's id is its English text (a message with values, a function in the catalogue,
 * has its English with `{0}`, `{1}` in their place): the client translates a text it was given
 * (a zod error, a server's answer) by looking it up (`shared-text.ts`).
 *
 * Writes src/app/i18n/shared/first-load.gen.ts (the groups the first load shows), rest.gen.ts and
 * pages.gen.ts (the public pages' descriptions, for the server's heads);
 * with --check, fails if they are not up to date. Run by `pnpm --filter @institute/pwa i18n`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessMessages, authMessages, messages, publicMessages, publicPageDescriptions, publicPages } from '@institute/shared-schema';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/app/i18n/shared');

/** A message's English: a function's with its values as `{0}`, `{1}`. */
function english(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') {
    const names = Array.from({ length: value.length }, (_, i) => `{${i}}`);
    const text = (value as (...args: string[]) => unknown)(...names);
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

function collect(tree: unknown, into: Set<string>) {
  for (const value of Object.values(tree as Record<string, unknown>)) {
    const text = english(value);
    if (text !== undefined) into.add(text);
    else if (value && typeof value === 'object') collect(value, into);
  }
  return into;
}

// The public pages' titles (their head, and the document's title on navigation) too; their
// descriptions, which only the server's heads show, in a catalogue of their own.
const pageTitles = publicPages.map((page) => page.title);
const firstLoad = collect({ accessMessages, authMessages, publicMessages, pageTitles }, new Set());
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

const files = {
  'first-load.gen.ts': source(firstLoad, 'The shared catalogue’s groups the first load shows'),
  'rest.gen.ts': source(rest, 'The rest of the shared catalogue'),
  'pages.gen.ts': source(descriptions, 'The public pages’ descriptions (their heads, made on the server)'),
};

let stale = false;
for (const [name, text] of Object.entries(files)) {
  const file = path.join(dir, name);
  if (process.argv.includes('--check')) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) stale = true;
  } else {
    fs.writeFileSync(file, text);
  }
}
if (stale) {
  console.error('src/app/i18n/shared/*.gen.ts are not up to date: run `pnpm --filter @institute/pwa i18n`');
  process.exit(1);
}
