/**
 * The certificate as an A4 landscape PDF, drawn with jsPDF's own text and shapes (no screenshot of
 * the page, so it is sharp and small). jsPDF, qrcode and the text engine load only when the learner
 * asks.
 *
 * Its words are the page's, in the reader's language: the resume's text engine
 * (`../resume/pdf/text-engine.ts`) writes English with the built-in Helvetica, and Marathi or
 * Hindi (or a name in Devanagari) with Noto Sans Devanagari embedded and shaped by HarfBuzz, under
 * a text layer that `pdftotext` and search read as written.
 */
import { defaultSiteConfig } from '@institute/shared-schema';
import type { TextRun } from '../resume/pdf/text-engine';
import type { PdfFonts } from '../resume/pdf/pdf-fonts';
import { saveFile } from '../../ui/save-file';

/** The certificate's words, as the page shows them in the reader's language. */
export interface CertificateWording {
  title: string;
  certifies: string;
  achievement: string;
  score: string;
  awarded: string;
  /** "Certificate ID: …", when the certificate has an id. */
  id: string | null;
  scanToVerify: string;
}

export interface CertificateFacts {
  name: string;
  /** The certificate's id, for the file's name. */
  id: string | null;
  wording: CertificateWording;
  verifyUrl: string | null;
  /** The embedded fonts, asked for only when the words need them (tests pass files read from disk). */
  loadFonts?: () => Promise<PdfFonts>;
}

/** Millimetres to the document's points. */
const mm = (n: number) => (n * 72) / 25.4;
const blue = '#1864ab';
const ink = '#212529';

/** The certificate's PDF, as bytes. */
export async function makeCertificatePdf({ name, wording, verifyUrl, loadFonts }: CertificateFacts): Promise<Blob> {
  const [{ jsPDF }, qr, { textEngineFor }] = await Promise.all([import('jspdf'), import('qrcode'), import('../resume/pdf/text-engine')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const w = doc.internal.pageSize.getWidth();
  const institute = defaultSiteConfig.name.toUpperCase();
  const words = [institute, name, ...Object.values(wording).filter((v): v is string => v !== null)].join('\n');
  const engine = await textEngineFor(doc, words, loadFonts);

  doc.setDrawColor(blue);
  doc.setLineWidth(mm(1.5));
  doc.rect(mm(10), mm(10), w - mm(20), mm(190));
  doc.setLineWidth(mm(0.4));
  doc.rect(mm(14), mm(14), w - mm(28), mm(182));

  // The lines from the top, centred; a line too long for the sheet wraps and moves the rest down.
  let y = mm(36);
  const centred = (run: TextRun, gapAfter: number) => {
    for (const line of engine.wrap(run.text, run.size, !!run.bold, w - mm(48))) {
      const part = { ...run, text: line };
      engine.draw(part, (w - engine.width(part)) / 2, y);
      y += run.size * 1.35;
    }
    y += gapAfter;
  };
  centred({ text: institute, size: 14, bold: true, color: blue }, mm(14));
  centred({ text: wording.title, size: 30, bold: true, color: ink }, mm(6));
  centred({ text: wording.certifies, size: 13, color: ink }, mm(6));
  centred({ text: name, size: 28, bold: true, color: ink }, mm(4));
  centred({ text: wording.achievement, size: 13, color: ink }, 0);
  centred({ text: wording.score, size: 13, color: ink }, mm(8));
  centred({ text: wording.awarded, size: 12, color: ink }, 0);

  if (wording.id) engine.draw({ text: wording.id, size: 10, color: ink }, mm(24), mm(186));
  if (verifyUrl) {
    const image = await qr.toDataURL(verifyUrl, { margin: 1, width: 300 });
    doc.addImage(image, 'PNG', w - mm(58), mm(150), mm(34), mm(34));
    const scan = { text: wording.scanToVerify, size: 8, color: ink };
    engine.draw(scan, w - mm(41) - engine.width(scan) / 2, mm(188));
  }
  return doc.output('blob');
}

/** Makes the certificate's PDF and saves it as `certificate-<id>.pdf`. */
export async function downloadCertificatePdf(facts: CertificateFacts) {
  saveFile(await makeCertificatePdf(facts), `certificate-${facts.id ?? 'quiz'}.pdf`);
}
