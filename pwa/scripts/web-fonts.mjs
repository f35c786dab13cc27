/**
 * Makes the web fonts for Marathi and Hindi pages (issue 21): Noto Sans Devanagari 400 and 700
 * (from @expo-google-fonts/noto-sans-devanagari), cut by hb-subset (subset-font) to the Devanagari
 * blocks, with their shaping tables kept, as WOFF2. Latin text keeps the system font; the page's
 * CSS names these fonts only on a Marathi or Hindi page and only for Devanagari (`unicode-range`),
 * so an English reader never downloads them. The results are committed (`public/fonts/`); run
 * again only to change the character set:
 *   node pwa/scripts/web-fonts.mjs
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
/** Keep in step with `unicode-range` in src/app/global.css. */
const text = range(0x900, 0x97f) + range(0xa8e0, 0xa8ff) + range(0x1cd0, 0x1cfa) + '\u200c\u200d\u25cc';

const out = new URL('../public/fonts/', import.meta.url);
await mkdir(out, { recursive: true });
for (const [weight, name] of [
  ['400Regular', 'noto-sans-devanagari-400.woff2'],
  ['700Bold', 'noto-sans-devanagari-700.woff2'],
]) {
  const source = await readFile(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  await writeFile(new URL(name, out), subset);
  console.log(`${name}: ${source.length} → ${subset.length} bytes`);
}
