import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleResumeFor, type Resume } from '@institute/shared-schema';
import { breakLines, makeResumePdf } from './make-pdf';
import { isWinAnsi, needsShaping, type PdfFonts } from './pdf-fonts';
import { createShaper, outlineToPdfOps } from './shaper';

const fontFile = (name: string) => {
  const b = readFileSync(new URL(`./fonts/${name}`, import.meta.url));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
};
const fonts: PdfFonts = { regular: fontFile('NotoSansDevanagari-Regular.ttf'), bold: fontFile('NotoSansDevanagari-Bold.ttf') };
const dir = mkdtempSync(join(tmpdir(), 'resume-pdf-'));

async function pdf(resume: Resume, photo = false) {
  let asked = 0;
  const blob = await makeResumePdf(resume, {
    accent: '#1c4f8c',
    photo,
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
