/**
 * Shaping of Devanagari (and whatever else shares its line) for the PDF: HarfBuzz (harfbuzzjs, a
 * WebAssembly build) turns a string into positioned glyphs of Noto Sans Devanagari, with the
 * conjuncts, the reordered short i (ि) and the reph a Marathi or Hindi reader expects; jsPDF
 * cannot (it maps characters to glyphs one by one: a visible halant, ि after its consonant).
 * Glyph outlines become PDF path operators in font units (`glyphOps`), drawn by `make-pdf.ts`
 * under an invisible text layer that carries the words as typed.
 *
 * Loaded with `import()` only when a resume has Devanagari in it (../shared/research/resume-pdf.md).
 */
import * as hb from 'harfbuzzjs';
import type { PdfFonts } from './pdf-fonts';

export interface ShapedGlyph {
  id: number;
  /** Pen position of the glyph's origin, in font units from the start of the run. */
  x: number;
  y: number;
}

export interface ShapedRun {
  glyphs: ShapedGlyph[];
  /** Advance of the whole run in font units. */
  width: number;
}

export interface Shaper {
  unitsPerEm: number;
  shape(text: string, bold: boolean): ShapedRun;
  /** The glyph's outline as PDF path operators in font units (y up), filled by the caller. */
  glyphOps(id: number, bold: boolean): string;
}

/** Stretches of Devanagari (joiners included) and of everything else. */
const scriptRuns = /[\p{scx=Deva}\u200C\u200D]+|[^\p{scx=Deva}\u200C\u200D]+/gu;

const round = (n: number) => Math.round(n * 10) / 10;

/** SVG-like outline commands (M, L, Q, C, Z) to PDF operators; quadratic curves become cubic. */
export function outlineToPdfOps(commands: { type: string; values: number[] }[]): string {
  const ops: string[] = [];
  let cx = 0;
  let cy = 0;
  for (const { type, values: v } of commands) {
    if (type === 'M' && v.length >= 2) {
      [cx, cy] = [v[0]!, v[1]!];
      ops.push(`${round(cx)} ${round(cy)} m`);
    } else if (type === 'L' && v.length >= 2) {
      [cx, cy] = [v[0]!, v[1]!];
      ops.push(`${round(cx)} ${round(cy)} l`);
    } else if (type === 'Q' && v.length >= 4) {
      const [qx, qy, x, y] = v as [number, number, number, number];
      const c1x = cx + (2 / 3) * (qx - cx);
      const c1y = cy + (2 / 3) * (qy - cy);
      const c2x = x + (2 / 3) * (qx - x);
      const c2y = y + (2 / 3) * (qy - y);
      ops.push(`${round(c1x)} ${round(c1y)} ${round(c2x)} ${round(c2y)} ${round(x)} ${round(y)} c`);
      [cx, cy] = [x, y];
    } else if (type === 'C' && v.length >= 6) {
      ops.push(`${v.slice(0, 6).map(round).join(' ')} c`);
      [cx, cy] = [v[4]!, v[5]!];
    } else if (type === 'Z') ops.push('h');
  }
  return ops.join('\n');
}

export function createShaper(fonts: PdfFonts): Shaper {
  const make = (data: ArrayBuffer) => {
    const face = new hb.Face(new hb.Blob(data));
    return { face, font: new hb.Font(face), paths: new Map<number, string>() };
  };
  const regular = make(fonts.regular);
  const bold = make(fonts.bold);
  return {
    unitsPerEm: regular.face.upem,
    shape(text, isBold) {
      const { font } = isBold ? bold : regular;
      const glyphs: ShapedGlyph[] = [];
      let x = 0;
      let y = 0;
      // Each script's stretch is shaped on its own: a line that starts in Latin ("Intern, किशोर")
      // would otherwise be shaped as Latin throughout, and its Devanagari left unshaped.
      for (const piece of text.match(scriptRuns) ?? []) {
        // harfbuzzjs frees the buffer's memory when the object is collected.
        const buffer = new hb.Buffer();
        buffer.addText(piece);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        const positions = buffer.getGlyphPositions();
        buffer.getGlyphInfos().forEach((info, i) => {
          const p = positions[i]!;
          glyphs.push({ id: info.codepoint, x: x + p.xOffset, y: y + p.yOffset });
          x += p.xAdvance;
          y += p.yAdvance;
        });
      }
      return { glyphs, width: x };
    },
    glyphOps(id, isBold) {
      const f = isBold ? bold : regular;
      let ops = f.paths.get(id);
      if (ops === undefined) {
        ops = outlineToPdfOps(f.font.glyphToJson(id));
        f.paths.set(id, ops);
      }
      return ops;
    },
  };
}
