/**
 * Which fonts a resume's PDF needs. Text that WinAnsi can encode is drawn in the PDF's built-in
 * Helvetica (nothing embedded: a Latin resume stays a few kilobytes). Anything else (the rupee sign,
 * Devanagari names and text) needs Noto Sans Devanagari embedded, and Devanagari needs shaping too
 * (`shaper.ts`). The font files load only then (`font-files.ts`, fetched from the precached build).
 */
export interface PdfFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

/** Unicode characters of Windows-1252's 0x80–0x9F that jsPDF's WinAnsi fonts encode. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** True when every character can be drawn with the PDF's standard fonts. */
export function isWinAnsi(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c === 0x0a || c === 0x09 || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || winAnsiExtras.has(ch)) continue;
    return false;
  }
  return true;
}

/** Devanagari (and its extensions): text that must be shaped before it is drawn. */
const complexScript = /\p{scx=Deva}/u;
export const needsShaping = (text: string) => complexScript.test(text);

/** Every text of a resume (for the choice of fonts), whatever the section. */
export function allText(value: unknown): string {
  if (typeof value === 'string') return value.startsWith('data:') ? '' : value;
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}
