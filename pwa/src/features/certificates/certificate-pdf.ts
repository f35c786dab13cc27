/**
 * The certificate as an A4 landscape PDF, drawn with jsPDF's own text and shapes (no screenshot of
 * the page, so it is sharp and small). jsPDF and qrcode load only when the learner asks.
 *
 * Its wording is English in every language, on purpose: jsPDF's built-in fonts have no Devanagari,
 * and jsPDF does not shape Devanagari's conjuncts and vowel signs even with an embedded font, so a
 * Marathi or Hindi line would print as broken letters. The page itself (and its print) is in the
 * reader's language.
 */
import { defaultSiteConfig, formatDate } from '@institute/shared-schema';
import { displayName, type CertificateSearch } from './certificate-search';

export interface CertificateFacts {
  name: string;
  search: CertificateSearch;
  verifyUrl: string | null;
}

export async function downloadCertificatePdf({ name, search, verifyUrl }: CertificateFacts) {
  const level = `${displayName(search.difficulty)} ${displayName(search.subLevel)}`.trim();
  const c = {
    name,
    achievement: `has passed the ${level} of the ${displayName(search.language)} Quiz Challenge`,
    score: `${search.score} / ${search.totalQuestions}`,
    // English, like the rest of the PDF (see above).
    date: formatDate(search.date, 'en'),
    id: search.id,
    verifyUrl,
  };
  const [{ jsPDF }, qr] = await Promise.all([import('jspdf'), import('qrcode')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const w = 297;
  const center = (text: string, y: number, size: number, style: 'normal' | 'bold' = 'normal') => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    doc.text(text, w / 2, y, { align: 'center' });
  };
  doc.setDrawColor(24, 100, 171);
  doc.setLineWidth(1.5);
  doc.rect(10, 10, w - 20, 190);
  doc.setLineWidth(0.4);
  doc.rect(14, 14, w - 28, 182);
  doc.setTextColor(24, 100, 171);
  center(defaultSiteConfig.name.toUpperCase(), 36, 14, 'bold');
  doc.setTextColor(33, 37, 41);
  center('Certificate of Achievement', 56, 30, 'bold');
  center('This certifies that', 74, 13);
  center(c.name, 92, 28, 'bold');
  center(c.achievement, 110, 13);
  center(`with a score of ${c.score}`, 120, 13);
  center(`Awarded on ${c.date}`, 136, 12);
  if (c.id) {
    doc.setFontSize(10);
    doc.text(`Certificate ID: ${c.id}`, 24, 186);
  }
  if (c.verifyUrl) {
    const image = await qr.toDataURL(c.verifyUrl, { margin: 1, width: 300 });
    doc.addImage(image, 'PNG', w - 58, 150, 34, 34);
    doc.setFontSize(8);
    doc.text('Scan to verify', w - 41, 188, { align: 'center' });
  }
  doc.save(`certificate-${c.id ?? 'quiz'}.pdf`);
}
