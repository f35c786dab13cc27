/**
 * The resume as an A4 PDF with real text, drawn with jsPDF's text API from the data model (not a
 * picture of the page: ../shared/research/resume-pdf.md measured that as the only way to get clean,
 * searchable text in reading order). Loaded with `import()` only when a download is asked for.
 * Lines are measured with the PDF's own font, placed by `paginate` (no line cut, headings kept with
 * what follows), then drawn; links stay clickable; page numbers last.
 *
 * Fonts: jsPDF's built-in Helvetica (WinAnsi). Text outside it (the rupee sign, Devanagari) is not
 * drawn correctly yet: that needs an embedded Noto font and shaping (see docs/ARCHITECTURE.md).
 */
import { jsPDF } from 'jspdf';
import type { Resume } from '@institute/shared-schema';
import { paginate, type Block, type MeasuredLine } from './paginate';

const page = { width: 595.28, height: 841.89, margin: 42 };
const contentWidth = page.width - 2 * page.margin;
const footer = 24;

interface Run {
  text: string;
  size: number;
  bold?: boolean;
  color?: string;
  indent?: number;
  link?: string;
}

export function makeResumePdf(resume: Resume, accent: string): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: resume.basics.name || 'Resume', subject: resume.basics.label, creator: 'Resume Builder' });

  const wrap = (run: Run, gapAfter = 0): MeasuredLine<Run>[] => {
    doc.setFont('helvetica', run.bold ? 'bold' : 'normal').setFontSize(run.size);
    const width = contentWidth - (run.indent ?? 0);
    const parts = doc.splitTextToSize(run.text, width) as string[];
    return parts.map((text, i) => ({ height: run.size * 1.35 + (i === parts.length - 1 ? gapAfter : 0), content: { ...run, text } }));
  };
  const blocks: Block<Run>[] = [];
  const add = (lines: MeasuredLine<Run>[], opts: Omit<Block<Run>, 'lines'> = {}) => lines.length && blocks.push({ lines, ...opts });
  const joined = (...parts: (string | undefined)[]) => parts.filter((p) => p?.trim()).join(' · ');

  const b = resume.basics;
  add([
    ...wrap({ text: b.name || ' ', size: 20, bold: true, color: accent }, 2),
    ...(b.label ? wrap({ text: b.label, size: 12 }, 2) : []),
    ...wrap({ text: joined(b.location.city, b.email, b.phone) || ' ', size: 9.5, color: '#333333' }),
    ...b.profiles.filter((p) => p.url).flatMap((p) => wrap({ text: `${p.network}: ${p.url}`, size: 9.5, color: '#333333', link: p.url })),
  ]);
  const heading = (title: string) =>
    add(wrap({ text: title, size: 12, bold: true, color: accent }, 2), { keepWithNext: true, spaceBefore: 12 });
  const item = (lines: MeasuredLine<Run>[]) => add(lines, { keepTogether: true, spaceBefore: 5 });
  const detail = (text: string) => (text.trim() ? wrap({ text, size: 10 }) : []);

  if (b.summary.trim()) {
    heading('Profile');
    add(detail(b.summary));
  }
  if (resume.work.length) {
    heading('Experience');
    for (const w of resume.work)
      item([
        ...wrap({ text: w.position || w.name || ' ', size: 10.5, bold: true }),
        ...wrap({ text: joined(w.name, joined(w.startDate, w.endDate).replace(' · ', ' – ')), size: 9.5, color: '#444444' }),
        ...detail(w.summary),
        ...w.highlights.filter((h) => h.trim()).flatMap((h) => wrap({ text: `•  ${h}`, size: 10, indent: 10 })),
      ]);
  }
  if (resume.projects.length) {
    heading('Projects');
    for (const p of resume.projects) item([...wrap({ text: p.name || ' ', size: 10.5, bold: true }), ...detail(p.description)]);
  }
  if (resume.education.length) {
    heading('Education');
    for (const e of resume.education)
      item([
        ...wrap({ text: e.institution || ' ', size: 10.5, bold: true }),
        ...wrap({
          text: joined(`${e.studyType} ${e.area}`.trim(), joined(e.startDate, e.endDate).replace(' · ', ' – '), e.score),
          size: 10,
        }),
      ]);
  }
  if (resume.skills.length) {
    heading('Technical Skills');
    for (const s of resume.skills)
      item(wrap({ text: `${s.name}${s.name && s.keywords.length ? ': ' : ''}${s.keywords.join(', ')}`, size: 10 }));
  }
  if (resume.certificates.length) {
    heading('Certifications');
    for (const c of resume.certificates) item(wrap({ text: joined(c.name, c.issuer, c.date), size: 10 }));
  }
  if (resume.languages.length) {
    heading('Languages');
    add(wrap({ text: resume.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language)).join(', '), size: 10 }));
  }

  const pages = paginate(blocks, page.height - 2 * page.margin - footer);
  pages.forEach((lines, i) => {
    if (i > 0) doc.addPage();
    for (const { y, content: run } of lines) {
      doc
        .setFont('helvetica', run.bold ? 'bold' : 'normal')
        .setFontSize(run.size)
        .setTextColor(run.color ?? '#1a1a1a');
      const x = page.margin + (run.indent ?? 0);
      const baseline = page.margin + y + run.size;
      if (run.link) doc.textWithLink(run.text, x, baseline, { url: run.link });
      else doc.text(run.text, x, baseline);
    }
  });
  // Page numbers last, once the count is known.
  if (pages.length > 1)
    pages.forEach((_, i) => {
      doc
        .setPage(i + 1)
        .setFont('helvetica', 'normal')
        .setFontSize(8.5)
        .setTextColor('#666666');
      doc.text(`Page ${i + 1} of ${pages.length}`, page.width - page.margin, page.height - page.margin / 2, { align: 'right' });
    });
  return doc.output('blob');
}
