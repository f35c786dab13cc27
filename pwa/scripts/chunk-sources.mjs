// Prints which packages make up a built chunk (from its source map), largest first.
// Usage: node scripts/chunk-sources.mjs <chunk-name-prefix>
import fs from 'node:fs';
const prefix = process.argv[2] ?? 'index-';
const file = fs.readdirSync('dist/assets').find((f) => f.startsWith(prefix) && f.endsWith('.js.map'));
const map = JSON.parse(fs.readFileSync(`dist/assets/${file}`, 'utf8'));
const sizes = {};
map.sources.forEach((s, i) => {
  const m = s.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  const key = m ? m[1] : s.replace(/^.*?\/(pwa|shared-schema)\//, '$1/');
  sizes[key] = (sizes[key] ?? 0) + (map.sourcesContent?.[i]?.length ?? 0);
});
for (const [k, v] of Object.entries(sizes)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15))
  console.log(`${(v / 1024).toFixed(0)} KB source  ${k}`);
