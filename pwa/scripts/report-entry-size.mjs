#!/usr/bin/env node
/**
 * Reports what the home page loads before any route code: the entry chunk, its static imports
 * and its CSS, gzip-compressed as the server sends them. Fails when that closure contains a heavy
 * module that belongs to a later route (the editor, the quiz bank, PDF export, the analytics charts), so a careless
 * import into the layout is caught by the test command.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const forbidden = [
  /codemirror/i,
  /jspdf/i,
  /html2canvas/i,
  /harfbuzzjs/i,
  /node_modules\/.*\/docx\//,
  /quiz-bank\//,
  /dexie/i,
  /@mantine\/notifications/,
  /recharts/i,
  /@mantine\/charts/,
];

// The page's own tags name the first load (the entry may sit inside a code-splitting group, which
// the manifest then lists under the group's name); their static imports follow from the manifest.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const tagged = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const seen = new Set();
const files = new Set(tagged);
function walk(key) {
  if (!key || seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) walk(dep);
}
for (const file of tagged) walk(keyOfFile.get(file));

let js = 0;
let css = 0;
const offenders = [];
for (const file of files) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  if (file.endsWith('.css')) css += gz;
  else js += gz;
  const map = path.join(dist, `${file}.map`);
  if (file.endsWith('.js') && fs.existsSync(map)) {
    const sources = JSON.parse(fs.readFileSync(map, 'utf8')).sources;
    for (const s of sources) if (forbidden.some((re) => re.test(s))) offenders.push(`${file}: ${s}`);
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Home page initial load (gzip): JavaScript ${kb(js)} in ${[...files].filter((f) => f.endsWith('.js')).length} file(s), CSS ${kb(css)}`,
);
const report = { entryJsGzipBytes: js, entryCssGzipBytes: css, files: [...files] };
fs.mkdirSync(new URL('../../bench/results/', import.meta.url), { recursive: true });
fs.writeFileSync(new URL('../../bench/results/entry-size.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
if (offenders.length) {
  console.error(`The home page's initial load pulls in modules that belong to later routes:\n${offenders.slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log('No editor, quiz bank, PDF export, Dexie, notifications or chart code in the initial load.');
