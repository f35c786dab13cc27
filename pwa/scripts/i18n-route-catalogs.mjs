#!/usr/bin/env node
/**
 * Which translation catalogues each route draws from: the catalogue of every feature (and `app`,
 * for src/app, ui, sync, data, api and routes) whose code the route's file reaches through its
 * imports, static or lazy, and that has messages. Written to src/i18n/route-catalogs.gen.ts;
 * the root route's loader loads a route's catalogues before it is drawn (`catalogs.ts`).
 *
 *   node scripts/i18n-route-catalogs.mjs          writes the file
 *   node scripts/i18n-route-catalogs.mjs --check  fails if the file is not up to date
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pwa = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(pwa, 'src');
export const generatedFile = path.join(src, 'i18n/route-catalogs.gen.ts');

const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g;

function resolveModule(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The catalogue a source file's messages go to (lingui.config.ts). */
function catalogOf(file) {
  const relative = path.relative(src, file).split(path.sep);
  return relative[0] === 'features' ? relative[1] : 'app';
}

function catalogFile(name, locale) {
  return name === 'app' ? path.join(src, 'locales', 'app', `${locale}.po`) : path.join(src, 'features', name, 'locales', `${locale}.po`);
}

function hasMessages(name) {
  const file = catalogFile(name, 'en');
  return fs.existsSync(file) && /^msgid "[^"]/m.test(fs.readFileSync(file, 'utf8'));
}

/** Names a file imports from the shared schema. */
const sharedImport = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@institute\/shared-schema'/g;
const importedNames = (list) =>
  list.split(',').map(
    (n) =>
      n
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0],
  );

/** The files a file reaches through its imports, static or lazy, itself included. */
function reachedFiles(entry) {
  const seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveModule(file, specifier);
      if (target && target.startsWith(src)) stack.push(target);
    }
  }
  return seen;
}

/**
 * What of the shared catalogue (`messages` of shared-schema) files use: the groups they name
 * (`messages.payments.…`), and whether they use a schema (zod's errors are its texts) or the whole.
 */
function sharedUse(files) {
  const groups = new Set();
  let whole = false;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, list] of text.matchAll(sharedImport)) {
      const names = importedNames(list);
      if (names.some((name) => /Schema$/.test(name) || name === 'joinMessages')) whole = true;
      if (names.includes('messages')) {
        const named = [...text.matchAll(/\bmessages\.(\w+)/g)].map((m) => m[1]);
        // A file that hands `messages` on whole (not `messages.group`) may show any of it.
        if (new RegExp(String.raw`\bmessages\b(?!\.)(?![^\n]*from '@institute)`).test(text.replace(sharedImport, ''))) whole = true;
        for (const group of named) groups.add(group);
      }
    }
  }
  return { groups, whole };
}

/** The root route's file: every page draws what it reaches (the layout and its widgets). */
const rootFile = path.join(src, 'routes', '__root.tsx');

/**
 * The groups of the shared catalogue the first load shows: those of `messages-first-load.ts` and
 * those the layout and its widgets name. They are the `shared-first` catalogue, on every page
 * (scripts/i18n-shared-messages.ts); the others are `shared`, for the pages that use them.
 */
export function firstLoadGroups() {
  return [...new Set(['auth', 'access', 'public', ...sharedUse(reachedFiles(rootFile)).groups])].sort();
}

function reachedCatalogs(entry, firstGroups) {
  const files = reachedFiles(entry);
  const names = [...new Set([...files].map(catalogOf))].filter(hasMessages);
  const { groups, whole } = sharedUse(files);
  if (whole || [...groups].some((group) => !firstGroups.includes(group))) names.push('shared');
  return names.sort();
}

/** Route id → the catalogues its file reaches, read from TanStack Router's generated route tree. */
export function routeCatalogs() {
  const tree = fs.readFileSync(path.join(src, 'routeTree.gen.ts'), 'utf8');
  const files = new Map(
    [...tree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map(([, name, file]) => [name, file]),
  );
  // FileRoutesById: each route's full id and the constant made from its import (`XRoute` of `XRouteImport`).
  const byId = tree.slice(tree.indexOf('export interface FileRoutesById'));
  const ids = new Map([['rootRouteImport', '__root__']]);
  for (const [, id, constant] of byId.slice(0, byId.indexOf('}')).matchAll(/'([^']+)': typeof (\w+?)(?:WithChildren)?\n/g)) {
    ids.set(`${constant}Import`, id);
  }
  const result = {};
  const firstGroups = firstLoadGroups();
  for (const [name, file] of files) {
    const id = ids.get(name);
    if (!id) throw new Error(`no route id for ${file} in routeTree.gen.ts`);
    result[id] = reachedCatalogs(resolveModule(path.join(src, 'routes', 'x'), `./${file}`), firstGroups);
    // The first load's shared texts (the layout's notices) are there on every page.
    if (id === '__root__') result[id] = [...result[id], 'shared-first'].sort();
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

export function generatedSource() {
  return `// Written by scripts/i18n-route-catalogs.mjs (\`pnpm --filter @institute/pwa i18n\`): do not edit.
// The translation catalogues each route's code draws from, loaded before the route is drawn.
export const routeCatalogs: Record<string, readonly string[]> = ${JSON.stringify(routeCatalogs(), null, 2)};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = generatedSource();
  if (process.argv.includes('--check')) {
    if (!fs.existsSync(generatedFile) || fs.readFileSync(generatedFile, 'utf8') !== source) {
      console.error('src/i18n/route-catalogs.gen.ts is not up to date: run `pnpm --filter @institute/pwa i18n`');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(generatedFile, source);
  }
}
