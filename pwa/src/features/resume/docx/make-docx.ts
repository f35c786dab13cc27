/**
 * The resume as a Word document (the landing page promises "PDF or DOCX"), made in the browser with
 * the `docx` package, loaded with `import()` only when asked for. Same content and order as the PDF
 * (`resume-outline.ts`), with real structure an applicant tracking system or an editor reads: the
 * name a Title, sections Heading 1, items Heading 2, highlights a bulleted list, links hyperlinks.
 * Word shapes Devanagari itself; the fonts named are Noto Sans Devanagari for complex script
 * (where installed) and the document's default otherwise.
 */
import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Resume } from '@institute/shared-schema';
import { resumeOutline, type SectionTitles } from '../resume-outline';
import type { ResumeSectionKey } from '../templates';

/** `text`: the interface's words in the language of the preview (English by default): the sections' headings, and the title of a resume without a name. */
export function makeResumeDocx(
  resume: Resume,
  accent: string,
  order?: readonly ResumeSectionKey[],
  text: { titles?: SectionTitles; untitled?: string } = {},
): Promise<Blob> {
  const outline = resumeOutline(resume, order, text.titles);
  const untitled = text.untitled ?? 'Resume';
  const color = accent.replace('#', '');
  const children: Paragraph[] = [];

  children.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: outline.name || untitled, color })] }));
  if (outline.label) children.push(new Paragraph({ children: [new TextRun({ text: outline.label, size: 26 })] }));
  if (outline.contact) children.push(new Paragraph({ text: outline.contact }));
  for (const link of outline.links)
    children.push(
      new Paragraph({
        children: [new ExternalHyperlink({ link: link.url, children: [new TextRun({ text: link.text, style: 'Hyperlink' })] })],
      }),
    );

  for (const section of outline.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: section.title, color })] }));
    for (const item of section.items) {
      if (item.title) children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, text: item.title, keepNext: true }));
      if (item.meta) children.push(new Paragraph({ children: [new TextRun({ text: item.meta, color: '555555' })], keepNext: true }));
      if (item.text) for (const line of item.text.split('\n')) children.push(new Paragraph({ text: line }));
      for (const bullet of item.bullets) children.push(new Paragraph({ text: bullet, bullet: { level: 0 } }));
    }
  }

  const doc = new Document({
    creator: 'Resume Builder',
    title: outline.name || untitled,
    styles: { default: { document: { run: { font: { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Noto Sans Devanagari' } } } } },
    sections: [{ properties: { page: { size: { width: 11906, height: 16838 } } }, children }],
  });
  return Packer.toBlob(doc);
}
