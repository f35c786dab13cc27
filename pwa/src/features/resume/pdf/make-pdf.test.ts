import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleResumeFor, type Resume } from '@institute/shared-schema';
import { englishSectionTitles, resumeOutline, type SectionTitles } from '../resume-outline';
import { resumeTemplates, type ResumeDesign } from '../templates';
import { columnBoxes, makeResumePdf, tint } from './make-pdf';
import { breakLines } from './text-engine';
import { isWinAnsi, needsShaping, type PdfFonts } from './pdf-fonts';
import { createShaper, outlineToPdfOps } from './shaper';

const fontFile = (name: string) => {
  const b = readFileSync(new URL(`./fonts/${name}`, import.meta.url));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
};
const fonts: PdfFonts = { regular: fontFile('NotoSansDevanagari-Regular.ttf'), bold: fontFile('NotoSansDevanagari-Bold.ttf') };
const dir = mkdtempSync(join(tmpdir(), 'resume-pdf-'));

async function pdf(resume: Resume, photo = false, titles?: SectionTitles) {
  let asked = 0;
  const blob = await makeResumePdf(resume, {
    accent: '#1c4f8c',
    photo,
    titles,
    loadFonts: async () => {
      asked++;
      return fonts;
    },
  });
  const path = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
  const fontList = execFileSync('pdffonts', [path], { encoding: 'utf8' });
  const images = execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }).trim().split('\n').length - 2;
  return { size: blob.size, text, flat: text.replace(/\s+/g, ' '), fontList, asked, images };
}

describe('the text outside WinAnsi', () => {
  it('tells WinAnsi text from text that needs an embedded font, and Devanagari from the rest', () => {
    expect(isWinAnsi('Café – “résumé” • €5')).toBe(true);
    expect(isWinAnsi('₹ 50,000')).toBe(false);
    expect(isWinAnsi('प्रिया')).toBe(false);
    expect(needsShaping('₹ 50,000')).toBe(false);
    expect(needsShaping('Priya प्रिया')).toBe(true);
  });

  it('shapes Devanagari: the short i goes before its consonant, a conjunct is one glyph', () => {
    const shaper = createShaper(fonts);
    // कि: HarfBuzz puts the glyph of ि first; unshaped it would follow क.
    const ki = shaper.shape('कि', false);
    const unshapedK = shaper.shape('क', false).glyphs[0]!.id;
    expect(ki.glyphs).toHaveLength(2);
    expect(ki.glyphs[1]!.id).toBe(unshapedK);
    expect(ki.glyphs[0]!.id).not.toBe(unshapedK);
    // क्ष (ka, virama, ssa) is one conjunct glyph, no visible virama.
    expect(shaper.shape('क्ष', false).glyphs).toHaveLength(1);
    expect(shaper.shape('क्ष', true).width).toBeGreaterThan(0);
    // The same in a line that starts in Latin: Devanagari is still shaped as Devanagari.
    const mixed = shaper.shape('Intern, कि क्ष', false);
    const latin = shaper.shape('Intern, ', false).glyphs.length;
    expect(mixed.glyphs[latin + 1]!.id).toBe(unshapedK);
    expect(mixed.glyphs).toHaveLength(latin + 4);
  });

  it('turns outlines into PDF path operators, quadratic curves as cubic ones', () => {
    expect(
      outlineToPdfOps([
        { type: 'M', values: [0, 0] },
        { type: 'Q', values: [30, 30, 60, 0] },
        { type: 'L', values: [0, 0] },
        { type: 'Z', values: [] },
      ]),
    ).toBe('0 0 m\n20 20 40 20 60 0 c\n0 0 l\nh');
  });

  it('breaks lines on measured words and an over-long word between graphemes', () => {
    const measure = (s: string) => [...s].length;
    expect(breakLines('aa bb cc dd', 5, measure)).toEqual(['aa bb', 'cc dd']);
    expect(breakLines('abcdefgh', 3, measure)).toEqual(['abc', 'def', 'gh']);
    expect(breakLines('one\n\ntwo', 10, measure)).toEqual(['one', '', 'two']);
    // A Devanagari cluster (क्षि) is never split inside.
    expect(breakLines('क्षिक्षि', 4, measure)).toEqual(['क्षि', 'क्षि']);
  });
});

describe('the PDF', () => {
  it('keeps a Latin resume on the built-in font: nothing embedded, nothing loaded', async () => {
    const out = await pdf(sampleResumeFor('FresherTemplate1'));
    expect(out.asked).toBe(0);
    expect(out.fontList).not.toMatch(/Noto/);
    expect(out.size).toBeLessThan(150_000);
  });

  it('draws the rupee sign and Devanagari names, extractable as typed and in order', async () => {
    const resume = sampleResumeFor('FresherTemplate1');
    resume.basics.name = 'प्रिया शर्मा';
    resume.basics.label = 'मराठी: सॉफ्टवेअर अभियंता';
    resume.basics.summary = 'Expected salary ₹6,50,000 a year. हिंदी में काम करने का अनुभव, क्षमता और कौशल।';
    resume.work[0]!.position = 'Intern, किशोर ट्रेडर्स';
    const out = await pdf(resume);
    expect(out.asked).toBe(1);
    expect(out.fontList).toMatch(/NotoSansDevanagari/);
    const order = [
      'प्रिया शर्मा',
      'मराठी: सॉफ्टवेअर अभियंता',
      'Expected salary ₹6,50,000 a year.',
      'हिंदी में काम करने का अनुभव, क्षमता और कौशल।',
      'Intern, किशोर ट्रेडर्स',
    ];
    let from = 0;
    for (const words of order) {
      const at = out.flat.indexOf(words, from);
      expect(at, words).toBeGreaterThanOrEqual(from);
      from = at + words.length;
    }
    expect(out.size).toBeLessThan(250_000);
  });

  it("a resume written in English with the page's Marathi headings embeds and shapes Devanagari for them", async () => {
    const marathi = { ...englishSectionTitles, work: 'कामाचा अनुभव', education: 'शिक्षण', skills: 'कौशल्ये' };
    const out = await pdf(sampleResumeFor('FresherTemplate1'), false, marathi);
    expect(out.asked).toBe(1);
    expect(out.fontList).toMatch(/NotoSansDevanagari/);
    // Shaped: the text extracts as written (an unshaped कौशल्ये would lose its conjunct and vowel sign).
    for (const heading of ['कामाचा अनुभव', 'शिक्षण', 'कौशल्ये']) expect(out.flat).toContain(heading);
  });

  it('a rupee sign alone embeds the font but needs no shaping', async () => {
    const resume = sampleResumeFor('exp-1');
    resume.basics.summary = 'Managed a budget of ₹2 crore.';
    const out = await pdf(resume);
    expect(out.flat).toContain('Managed a budget of ₹2 crore.');
  });

  it('draws the photo on photo templates only', async () => {
    // A 1×1 JPEG, as the photo reader would leave a data URL.
    const jpeg =
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
    const resume = sampleResumeFor('FresherTemplate3');
    resume.basics.image = jpeg;
    expect((await pdf(resume, true)).images).toBe(1);
    expect((await pdf(resume, false)).images).toBe(0);
  });
});

/** A resume long enough for two pages in any layout: both columns continue on page 2. */
function longResume(id: 'FresherTemplate9' | 'FresherTemplate3' | 'exp-4') {
  const r = sampleResumeFor(id);
  const job = r.work[0]!;
  r.work = Array.from({ length: 7 }, (_, i) => ({ ...job, position: `Role number ${i + 1}` }));
  r.certificates = Array.from({ length: 14 }, (_, i) => ({
    name: `Certificate number ${i + 1}`,
    issuer: 'EPL Institute',
    date: '2025',
    url: '',
  }));
  r.skills = Array.from({ length: 10 }, (_, i) => ({ name: `Skill group ${i + 1}`, level: '', keywords: ['Java', 'SQL', 'React'] }));
  return r;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
/** A column's words in reading order, as the outline gives them (what the PDF must carry). */
function columnWords(resume: Resume, keys: ResumeDesign['main']) {
  return resumeOutline(resume, keys).sections.flatMap((s) => [
    ...words(s.title),
    ...s.items.flatMap((it) => [it.title, it.meta, it.text, ...it.bullets.map((b) => `• ${b}`)].flatMap((t) => words(t ?? ''))),
  ]);
}

async function designPdf(id: 'FresherTemplate9' | 'FresherTemplate3' | 'exp-4') {
  const { design } = resumeTemplates[id];
  const resume = longResume(id);
  const blob = await makeResumePdf(resume, { ...design, photo: false });
  const path = join(dir, `${id}.pdf`);
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  const pageText = (n: number, ...mode: string[]) =>
    execFileSync('pdftotext', [...mode, '-f', `${n}`, '-l', `${n}`, path, '-'], { encoding: 'utf8' });
  return { resume, design, path, pages, pageText };
}

describe("the PDF in the design's columns", () => {
  it('places the columns as the page does: equal halves, or a sidebar a third wide on its side', () => {
    const [single] = columnBoxes('single');
    expect(single).toMatchObject({ section: 'main', x: 42, tinted: false });
    const [main, side] = columnBoxes('two-column');
    expect(main!.width).toBeCloseTo(side!.width);
    expect(main!.x).toBeLessThan(side!.x);
    const [rMain, rSide] = columnBoxes('sidebar-right');
    expect(rMain!.width).toBeCloseTo(2 * rSide!.width);
    expect(rMain!.x).toBeLessThan(rSide!.x);
    expect(rSide!.tinted).toBe(true);
    const [lMain, lSide] = columnBoxes('sidebar-left');
    expect(lSide!.x).toBeLessThan(lMain!.x);
    // Side by side, never overlapping, inside the margins.
    for (const layout of ['two-column', 'sidebar-left', 'sidebar-right'] as const) {
      const [a, b] = columnBoxes(layout).sort((p, q) => p.x - q.x);
      expect(a!.x + a!.width).toBeLessThan(b!.x);
      expect(b!.x + b!.width).toBeCloseTo(595.28 - 42);
    }
    expect(tint('#1c4f8c')).toBe('#ebeff5');
  });

  for (const id of ['FresherTemplate9', 'FresherTemplate3', 'exp-4'] as const)
    it(`${id} (${resumeTemplates[id].design.layout}): each page's text is the main column's, then the side's, each whole and in order`, async () => {
      const { resume, design, pages, pageText } = await designPdf(id);
      expect(pages).toBe(2);
      const outline = resumeOutline(resume, []);
      const header = words([outline.name, outline.label, outline.contact, ...outline.links.map((l) => l.text)].join(' '));
      const main = columnWords(resume, design.main);
      const side = columnWords(resume, design.side);
      // The text as written (pdftotext -raw, the order pdf.js, PDFBox and Tika read): per page,
      // a stretch of the main column then a stretch of the side, never a line of one inside the other.
      let m = 0;
      let s = 0;
      for (let n = 1; n <= pages; n++) {
        let page = words(pageText(n, '-raw'));
        if (n === 1) {
          expect(page.slice(0, header.length)).toEqual(header);
          page = page.slice(header.length);
        }
        expect(page.slice(-4)).toEqual(['Page', `${n}`, 'of', `${pages}`]);
        page = page.slice(0, -4);
        let k = 0;
        while (k < page.length && m + k < main.length && page[k] === main[m + k]) k++;
        expect(page.slice(k), `page ${n}: the rest is the side column`).toEqual(side.slice(s, s + page.length - k));
        m += k;
        s += page.length - k;
        // Both columns have text on both pages.
        expect(k, `page ${n} main`).toBeGreaterThan(0);
        expect(page.length - k, `page ${n} side`).toBeGreaterThan(0);
      }
      expect([m, s]).toEqual([main.length, side.length]);
      // Not checked: poppler's own reading order (pdftotext without -raw) guesses columns from the
      // blocks' positions and, on pages like these, takes blocks of the two columns in turn (its
      // table detection and the blocks' widened boxes); see docs/ARCHITECTURE.md, "The resume builder".
    });

  it("draws a sidebar's tint down the page beside the main column, and none for two equal columns", async () => {
    const pixel = async (id: 'FresherTemplate9' | 'FresherTemplate3' | 'exp-4', page: number) => {
      const { path, design } = await designPdf(id);
      const side = columnBoxes(design.layout)[1]!;
      // 36 dpi: half a point a pixel. A point near the side column's left edge, low on the page.
      const ppm = execFileSync('pdftoppm', ['-r', '36', '-f', `${page}`, '-l', `${page}`, path]);
      const [, w] = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 20).toString('latin1'))!;
      const headerLength = /^P6\s+\d+\s+\d+\s+255\s/.exec(ppm.subarray(0, 20).toString('latin1'))![0].length;
      const x = Math.round((side.x + 3) / 2);
      const y = Math.round(760 / 2);
      const at = headerLength + (y * Number(w) + x) * 3;
      return [...ppm.subarray(at, at + 3)];
    };
    const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const near = (got: number[], hex: string) =>
      expect(
        got.map((c, i) => Math.abs(c - rgbOf(hex)[i]!)).every((d) => d <= 2),
        `${got.join(',')} ~ ${hex}`,
      ).toBe(true);
    const sidebar = resumeTemplates.FresherTemplate3.design.accent;
    near(await pixel('FresherTemplate3', 1), tint(sidebar));
    near(await pixel('exp-4', 1), tint(resumeTemplates['exp-4'].design.accent));
    near(await pixel('FresherTemplate9', 1), '#ffffff');
    // Page 2 too: the sidebar goes on beside the main column's continuation.
    near(await pixel('FresherTemplate3', 2), tint(sidebar));
  });
});

describe('page numbers in the language of the preview', () => {
  it('writes "पृष्ठ २ पैकी १" in Marathi, embedding and shaping the Devanagari font for it alone', async () => {
    const { design } = resumeTemplates.FresherTemplate9;
    let asked = 0;
    const digits = (n: number) => n.toLocaleString('mr-IN', { numberingSystem: 'deva' });
    const blob = await makeResumePdf(longResume('FresherTemplate9'), {
      ...design,
      photo: false,
      pageNumber: (n, count) => `पृष्ठ ${digits(count)} पैकी ${digits(n)}`,
      loadFonts: async () => {
        asked++;
        return fonts;
      },
    });
    const path = join(dir, 'page-numbers-mr.pdf');
    writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
    const pageText = (n: number) => execFileSync('pdftotext', ['-f', `${n}`, '-l', `${n}`, path, '-'], { encoding: 'utf8' });
    expect(asked).toBe(1);
    expect(execFileSync('pdffonts', [path], { encoding: 'utf8' })).toMatch(/NotoSansDevanagari/);
    expect(pageText(1).replace(/\s+/g, ' ')).toContain('पृष्ठ २ पैकी १');
    expect(pageText(2).replace(/\s+/g, ' ')).toContain('पृष्ठ २ पैकी २');
    expect(pageText(1)).not.toContain('Page 1 of 2');
  });
});
