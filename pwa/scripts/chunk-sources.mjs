// Prints which packages make up a built chunk, largest first: the bytes of minified code each
// source produced (read from the chunk's source map) and those bytes gzipped on their own.
// Usage (in pwa/, after a build): node scripts/chunk-sources.mjs <chunk-name-prefix>   (default index-)
import fs from 'node:fs';
import zlib from 'node:zlib';

const prefix = process.argv[2] ?? 'index-';
const name = fs.readdirSync('dist/assets').find((f) => f.startsWith(prefix) && f.endsWith('.js'));
if (!name) throw new Error(`no chunk dist/assets/${prefix}*.js`);
const code = fs.readFileSync(`dist/assets/${name}`, 'utf8');
const map = JSON.parse(fs.readFileSync(`dist/assets/${name}.map`, 'utf8'));
const lines = code.split('\n');
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const packageOf = (source) => {
  const m = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  return m ? m[1] : source.replace(/^.*?\/(pwa|shared-schema)\//, '$1/');
};
const text = new Map();
let source = 0;
map.mappings.split(';').forEach((line, li) => {
  let column = 0;
  const segments = [];
  for (const seg of line.split(',')) {
    if (!seg) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const ch of seg) {
      let digit = base64.indexOf(ch);
      const more = digit & 32;
      digit &= 31;
      value += digit << shift;
      if (more) shift += 5;
      else {
        values.push(value & 1 ? -(value >> 1) : value >> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length > 1) source += values[1];
    segments.push([column, values.length > 1 ? source : null]);
  }
  const lineText = lines[li] ?? '';
  segments.forEach(([start, s], i) => {
    if (s === null) return;
    const end = i + 1 < segments.length ? segments[i + 1][0] : lineText.length;
    const key = packageOf(map.sources[s]);
    text.set(key, (text.get(key) ?? '') + lineText.slice(start, end));
  });
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
console.log(`${name}: ${kb(code.length)} minified, ${kb(zlib.gzipSync(code, { level: 9 }).length)} gzip`);
for (const [key, t] of [...text].sort((a, b) => b[1].length - a[1].length).slice(0, 20))
  console.log(`${kb(t.length)} minified ${kb(zlib.gzipSync(t, { level: 9 }).length)} gzip alone  ${key}`);
