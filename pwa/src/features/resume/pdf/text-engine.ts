/**
 * How a PDF's text is measured, broken and drawn (the resume, the certificate): with jsPDF's
 * built-in Helvetica when WinAnsi can encode every word, else with Noto Sans Devanagari embedded
 * (jsPDF keeps only the glyphs used), its Devanagari lines shaped by HarfBuzz (`shaper.ts`, loaded
 * only for them) and drawn as glyph outlines under an invisible text layer stretched to the same
 * width that carries the words as typed, so `pdftotext`, search and copy read them in logical order.
 * The document's unit must be the point.
 */
import type { jsPDF } from 'jspdf';
import { isWinAnsi, needsShaping, type PdfFonts } from './pdf-fonts';
import type { Shaper } from './shaper';

const unicodeFamily = 'NotoSansDevanagari';

/** A run of text on one line. */
export interface TextRun {
  text: string;
  size: number;
  bold?: boolean;
  color?: string;
  link?: string;
}

/** How a line's text is measured, broken and drawn: the standard font, or embedded and shaped. */
export interface TextEngine {
  wrap(text: string, size: number, bold: boolean, width: number): string[];
  width(run: TextRun): number;
  draw(run: TextRun, x: number, baseline: number): void;
}

function standardEngine(doc: jsPDF): TextEngine {
  const setFont = (size: number, bold: boolean) => doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(size);
  return {
    wrap(text, size, bold, width) {
      setFont(size, bold);
      return doc.splitTextToSize(text, width) as string[];
    },
    width: (run) => setFont(run.size, !!run.bold).getTextWidth(run.text),
    draw(run, x, baseline) {
      setFont(run.size, !!run.bold).setTextColor(run.color ?? '#1a1a1a');
      if (run.link) doc.textWithLink(run.text, x, baseline, { url: run.link });
      else doc.text(run.text, x, baseline);
    },
  };
}

const binary = (data: ArrayBuffer) => {
  const bytes = new Uint8Array(data);
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
};

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => (c / 255).toFixed(3)).join(' ');
};

const fixed = (n: number) => Number(n.toFixed(2)).toString();

/** Greedy line breaking on measured words; a word wider than the line breaks between graphemes. */
export function breakLines(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  const graphemes = (word: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)].map((s) => s.segment);
  for (const paragraph of text.split('\n')) {
    let line = '';
    let used = 0;
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const w = measure(word);
      if (line && used + space + w <= width) {
        line += ` ${word}`;
        used += space + w;
        continue;
      }
      if (line) lines.push(line);
      if (w <= width) {
        line = word;
        used = w;
        continue;
      }
      line = '';
      used = 0;
      for (const g of graphemes(word)) {
        const gw = measure(g);
        if (line && used + gw > width) {
          lines.push(line);
          line = '';
          used = 0;
        }
        line += g;
        used += gw;
      }
    }
    lines.push(line);
  }
  return lines;
}

function unicodeEngine(doc: jsPDF, fonts: PdfFonts, shaper: Shaper | null): TextEngine {
  // Glyph outlines are written in the PDF's own space (points, y up): the document is in points.
  const pageHeight = doc.internal.pageSize.getHeight();
  doc.addFileToVFS('NotoSansDevanagari-Regular.ttf', binary(fonts.regular));
  doc.addFont('NotoSansDevanagari-Regular.ttf', unicodeFamily, 'normal', undefined, 'Identity-H');
  doc.addFileToVFS('NotoSansDevanagari-Bold.ttf', binary(fonts.bold));
  doc.addFont('NotoSansDevanagari-Bold.ttf', unicodeFamily, 'bold', undefined, 'Identity-H');
  const write = (...ops: string[]) => (doc.internal as unknown as { write: (...s: string[]) => void }).write(...ops);
  const setFont = (size: number, bold: boolean) => doc.setFont(unicodeFamily, bold ? 'bold' : 'normal').setFontSize(size);
  const shaped = (text: string) => shaper !== null && needsShaping(text);
  const widths = new Map<string, number>();
  const measure = (text: string, size: number, bold: boolean) => {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let units = widths.get(key);
    if (units === undefined) {
      // Widths are kept per 1 pt of size.
      units = shaped(text) ? shaper!.shape(text, bold).width / shaper!.unitsPerEm : setFont(1, bold).getTextWidth(text);
      widths.set(key, units);
    }
    return units * size;
  };
  return {
    wrap: (text, size, bold, width) => breakLines(text, width, (s) => measure(s, size, bold)),
    width: (run) => measure(run.text, run.size, !!run.bold),
    draw(run, x, baseline) {
      const bold = !!run.bold;
      const color = run.color ?? '#1a1a1a';
      if (!shaped(run.text)) {
        setFont(run.size, bold).setTextColor(color);
        if (run.link) doc.textWithLink(run.text, x, baseline, { url: run.link });
        else doc.text(run.text, x, baseline);
        return;
      }
      const s = shaper!;
      const run_ = s.shape(run.text, bold);
      const scale = run.size / s.unitsPerEm;
      const width = run_.width * scale;
      const k = Number(scale.toFixed(6)).toString();
      // The visible line: each glyph's outline, placed where HarfBuzz put it.
      const ops = ['q', `${rgb(color)} rg`];
      for (const g of run_.glyphs) {
        const outline = s.glyphOps(g.id, bold);
        if (!outline) continue;
        const gx = x + g.x * scale;
        const gy = pageHeight - baseline + g.y * scale;
        ops.push(`q ${k} 0 0 ${k} ${fixed(gx)} ${fixed(gy)} cm`, outline, 'f Q');
      }
      ops.push('Q');
      write(...ops);
      // The text layer: the words as typed, invisible, stretched over the same width.
      setFont(run.size, bold);
      const plain = doc.getTextWidth(run.text);
      doc.text(run.text, x, baseline, { renderingMode: 'invisible', horizontalScale: plain > 0 ? width / plain : 1 });
      if (run.link) doc.link(x, baseline - run.size * 0.8, width, run.size, { url: run.link });
    },
  };
}

const shapers = new WeakMap<PdfFonts, Promise<Shaper>>();
/** One shaper per loaded font pair: HarfBuzz faces are made once, not at every download. */
function cachedShaper(fonts: PdfFonts): Promise<Shaper> {
  let s = shapers.get(fonts);
  if (!s) {
    s = import('./shaper').then((m) => m.createShaper(fonts));
    shapers.set(fonts, s);
  }
  return s;
}

/**
 * The engine for a document that writes `text` (all of it, headings included), its fonts loaded
 * only when needed (`loadFonts`: tests pass files read from disk) and HarfBuzz only for Devanagari.
 */
export async function textEngineFor(doc: jsPDF, text: string, loadFonts?: () => Promise<PdfFonts>): Promise<TextEngine> {
  if (isWinAnsi(text)) return standardEngine(doc);
  const fonts = await (loadFonts ?? (() => import('./font-files').then((m) => m.loadPdfFonts())))();
  const shaper = needsShaping(text) ? await cachedShaper(fonts) : null;
  return unicodeEngine(doc, fonts, shaper);
}
