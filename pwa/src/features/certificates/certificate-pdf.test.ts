/**
 * The certificate's PDF in the reader's language (issue 21): English with the built-in Helvetica,
 * Marathi with Noto Sans Devanagari embedded and shaped, its words read back by poppler's
 * pdftotext in the order written.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PdfFonts } from '../resume/pdf/pdf-fonts';
import { makeCertificatePdf, type CertificateWording } from './certificate-pdf';
import { firstOutOfOrder } from '../../testing/words-in-order';

const fontFile = (name: string) => {
  const b = readFileSync(new URL(`../resume/pdf/fonts/${name}`, import.meta.url));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
};
const fonts: PdfFonts = { regular: fontFile('NotoSansDevanagari-Regular.ttf'), bold: fontFile('NotoSansDevanagari-Bold.ttf') };
const dir = mkdtempSync(join(tmpdir(), 'certificate-pdf-'));

async function read(name: string, wording: CertificateWording) {
  let asked = 0;
  const blob = await makeCertificatePdf({
    name,
    id: 'AB12-CD34-EF56-7890',
    wording,
    verifyUrl: 'https://institute.example/certificates/AB12-CD34-EF56-7890',
    loadFonts: async () => {
      asked++;
      return fonts;
    },
  });
  const path = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  return {
    text: execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
    fonts: execFileSync('pdffonts', [path], { encoding: 'utf8' }),
    pages: Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))![1]),
    asked,
  };
}

describe('the certificate PDF', () => {
  it('in English: Helvetica only, no font loaded, every line in order on one page', async () => {
    const pdf = await read('Asha Patil', {
      title: 'Certificate of Achievement',
      certifies: 'This certifies that',
      achievement: 'has passed the Beginner Assignment Level of the Python Quiz Challenge',
      score: 'with a score of 17 / 20',
      awarded: 'Awarded on Nov 22, 2026',
      id: 'Certificate ID: AB12-CD34-EF56-7890',
      scanToVerify: 'Scan to verify',
    });
    expect(pdf.asked).toBe(0);
    expect(pdf.fonts).toMatch(/Helvetica/);
    expect(pdf.fonts).not.toMatch(/NotoSansDevanagari/);
    expect(pdf.pages).toBe(1);
    expect(
      firstOutOfOrder(pdf.text, [
        'Certificate of Achievement',
        'This certifies that',
        'Asha Patil',
        'Python Quiz Challenge',
        'with a score of 17 / 20',
        'Awarded on Nov 22, 2026',
        'Certificate ID: AB12-CD34-EF56-7890',
        'Scan to verify',
      ]),
      pdf.text,
    ).toBeUndefined();
  });

  it('in Marathi, with a name in Devanagari: the font embedded and shaped, the words read as written', async () => {
    const pdf = await read('प्रिया शर्मा', {
      title: 'उपलब्धी प्रमाणपत्र',
      certifies: 'हे प्रमाणित करण्यात येते की',
      achievement: 'यांनी Python प्रश्नमंजूषा आव्हानातील नवशिक्या असाइनमेंट स्तर उत्तीर्ण केला आहे',
      score: '१७ / २० गुणांसह',
      awarded: '२२ नोव्हें, २०२६ रोजी प्रदान',
      id: 'प्रमाणपत्र ID: AB12-CD34-EF56-7890',
      scanToVerify: 'पडताळणीसाठी स्कॅन करा',
    });
    expect(pdf.asked).toBe(1);
    expect(pdf.fonts).toMatch(/NotoSansDevanagari/);
    expect(pdf.pages).toBe(1);
    expect(
      firstOutOfOrder(pdf.text, [
        'उपलब्धी प्रमाणपत्र',
        'हे प्रमाणित करण्यात येते की',
        'प्रिया शर्मा',
        'उत्तीर्ण केला आहे',
        '१७ / २० गुणांसह',
        'रोजी प्रदान',
        'प्रमाणपत्र ID: AB12-CD34-EF56-7890',
        'पडताळणीसाठी स्कॅन करा',
      ]),
      pdf.text,
    ).toBeUndefined();
  });
});
