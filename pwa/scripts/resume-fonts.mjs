/**
 * Makes the two fonts the resume PDF embeds for text outside WinAnsi (the rupee sign, Devanagari
 * for Marathi and Hindi): Noto Sans Devanagari 400 and 700 (TTF, from
 * @expo-google-fonts/noto-sans-devanagari), cut by hb-subset (subset-font) to Latin, Devanagari,
 * the rupee sign and common punctuation, with their shaping tables kept. The results are committed
 * (`src/features/resume/pdf/fonts/`); run again only to change the character set:
 *   node pwa/scripts/resume-fonts.mjs
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const range = (from, to) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
const text =
  range(0x20, 0x7e) + // Basic Latin
  range(0xa0, 0xff) + // Latin-1 (WinAnsi's accents)
  range(0x900, 0x97f) + // Devanagari
  range(0xa8e0, 0xa8ff) + // Devanagari Extended
  range(0x1cd0, 0x1cfa) + // Vedic Extensions used in Marathi text
  '\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9\u00b7\u200c\u200d\u25cc';

const out = new URL('../src/features/resume/pdf/fonts/', import.meta.url);
for (const [weight, name] of [
  ['400Regular', 'NotoSansDevanagari-Regular.ttf'],
  ['700Bold', 'NotoSansDevanagari-Bold.ttf'],
]) {
  const source = await readFile(require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`));
  const subset = await subsetFont(source, text, { targetFormat: 'truetype' });
  await writeFile(new URL(name, out), subset);
  console.log(`${name}: ${source.length} → ${subset.length} bytes`);
}
