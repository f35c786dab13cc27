/**
 * The resume as an A4 PDF with real text, drawn with jsPDF's text API from the data model (not a
 * picture of the page: ../shared/research/resume-pdf.md measured that as the only way to get clean,
 * searchable text in reading order). Loaded with `import()` only when a download is asked for.
 * Lines are measured with the PDF's own font, placed by `paginate` (no line cut, headings kept with
 * what follows), then drawn; links stay clickable; page numbers last. The design's layout is kept:
 * the header across the page, then one column, or the main and side sections in two columns (equal,
 * or a tinted sidebar a third wide on the left or right, as `resume.module.css` draws them), each
 * column paginated on its own and continued on the next page (`paginateColumns`). Each page's text
 * is written column by column (main, then side), so extractors read each column whole.
 *
 * Fonts (`pdf-fonts.ts`): a resume whose text WinAnsi can encode uses the built-in Helvetica and
 * embeds nothing. Otherwise Noto Sans Devanagari is embedded (jsPDF keeps only the glyphs used) and
 * loaded then; lines with Devanagari are shaped by HarfBuzz (`shaper.ts`, loaded only for them) and
 * drawn as glyph outlines, under an invisible text layer stretched to the same width that carries
 * the words as typed, so `pdftotext`, search and copy read them in logical order.
 */
import { jsPDF } from 'jspdf';
import type { Resume } from '@institute/shared-schema';
import { defaultSectionOrder, resumeOutline, type SectionTitles } from '../resume-outline';
import type { ResumeHeaderStyle, ResumeHeadingStyle, ResumeLayout, ResumeSectionKey } from '../templates';
import { paginate, paginateColumns, type Block, type MeasuredLine } from './paginate';
import { allText, type PdfFonts } from './pdf-fonts';
import { textEngineFor, type TextEngine, type TextRun } from './text-engine';

const page = { width: 595.28, height: 841.89, margin: 42 };
const contentWidth = page.width - 2 * page.margin;
const footer = 24;
const photoSize = 72;

interface Run extends TextRun {
  indent?: number;
  /** A heading's decoration, drawn under it: a rule, a bar before it, a filled band, a short rule. */
  decor?: ResumeHeadingStyle;
  center?: boolean;
}

export interface ResumePdfOptions {
  /** Colour of the name and the headings. */
  accent: string;
  /** Draw the resume's photo (templates with a photo). */
  photo?: boolean;
  /** The design's header and heading styles, layout and sections (main, then side), as on screen. */
  header?: ResumeHeaderStyle;
  headings?: ResumeHeadingStyle;
  /** One column (main then side), or main and side in the design's two columns. Default `single`. */
  layout?: ResumeLayout;
  main?: readonly ResumeSectionKey[];
  side?: readonly ResumeSectionKey[];
  /**
   * The sections' headings, in the language of the preview (English by default). The fonts are
   * chosen from the resume's text and these headings together (`engineFor`): Marathi or Hindi
   * headings embed and shape Noto Sans Devanagari even on a resume written in English.
   */
  titles?: SectionTitles;
  /** A page's number at its foot when there are several ("Page 1 of 2" by default), in the language of the preview. */
  pageNumber?: (page: number, count: number) => string;
  /** The embedded fonts, asked for only when the text needs them (tests pass files read from disk). */
  loadFonts?: () => Promise<PdfFonts>;
}

/**
 * The fonts and shaper a resume needs, loaded only then (HarfBuzz only for Devanagari): chosen from
 * everything the page writes, the resume's text and the headings alike.
 */
const engineFor = (doc: jsPDF, resume: Resume, options: ResumePdfOptions): Promise<TextEngine> =>
  textEngineFor(
    doc,
    [allText({ ...resume, meta: undefined }), ...Object.values(options.titles ?? {}), pageNumberOf(options)(10, 10)].join('\n'),
    options.loadFonts,
  );

const pageNumberOf = (options: ResumePdfOptions) => options.pageNumber ?? ((n: number, count: number) => `Page ${n} of ${count}`);

/** Where a column sits on the page (points from the left edge) and how its text is inset. */
export interface ColumnBox {
  section: 'main' | 'side';
  x: number;
  width: number;
  /** A tinted sidebar: its background is drawn and its text kept `padX`/`padY` inside it. */
  tinted: boolean;
  padX: number;
  padY: number;
}

/** The gap between columns and a sidebar's padding, as on the page (1.2rem; 0.6rem 0.7rem at 12 pt a rem). */
const columnGap = 14.4;
const sidebarPad = { x: 8.4, y: 7.2 };

/**
 * The design's columns as on the page (`resume.module.css`): one column; two equal ones; a sidebar a
 * third wide on the left or the right. Main first, then side: the order the text is written in.
 */
export function columnBoxes(layout: ResumeLayout): ColumnBox[] {
  const left = page.margin;
  if (layout === 'single') return [{ section: 'main', x: left, width: contentWidth, tinted: false, padX: 0, padY: 0 }];
  const share = layout === 'two-column' ? 1 / 2 : 2 / 3;
  const mainWidth = (contentWidth - columnGap) * share;
  const sideWidth = contentWidth - columnGap - mainWidth;
  const tinted = layout !== 'two-column';
  const pad = tinted ? sidebarPad : { x: 0, y: 0 };
  const mainLeft = layout === 'sidebar-left' ? left + sideWidth + columnGap : left;
  const sideLeft = layout === 'sidebar-left' ? left : left + mainWidth + columnGap;
  return [
    { section: 'main', x: mainLeft, width: mainWidth, tinted: false, padX: 0, padY: 0 },
    { section: 'side', x: sideLeft, width: sideWidth, tinted, padX: pad.x, padY: pad.y },
  ];
}

/** The accent mixed with white as the page's sidebar (`color-mix(in srgb, accent 9%, white)`). */
export function tint(accent: string, share = 0.09): string {
  const n = Number.parseInt(accent.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const mix = (c: number) =>
    Math.round(c * share + 255 * (1 - share))
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

export async function makeResumePdf(resume: Resume, options: ResumePdfOptions): Promise<Blob> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: resume.basics.name || 'Resume', subject: resume.basics.label, creator: 'Resume Builder' });
  const engine = await engineFor(doc, resume, options);
  const accent = options.accent;
  const image = resume.basics.image;
  const photo = options.photo && /^data:image\/(jpeg|png);base64,/.test(image) ? image : null;
  const layout = options.layout ?? 'single';
  const main = options.main ?? defaultSectionOrder;
  const side = options.side ?? [];
  const boxes = columnBoxes(layout);

  const wrap = (run: Run, gapAfter = 0, width = contentWidth): MeasuredLine<Run>[] => {
    const parts = engine.wrap(run.text, run.size, !!run.bold, width - (run.indent ?? 0));
    return parts.map((text, i) => ({ height: run.size * 1.35 + (i === parts.length - 1 ? gapAfter : 0), content: { ...run, text } }));
  };
  const outline = resumeOutline(resume, []);
  const band = options.header === 'band';
  const center = options.header === 'centered';
  const onBand = band ? '#ffffff' : undefined;

  // The header, across the page; beside the photo when there is one, and at least as tall as it.
  const headerWidth = photo ? contentWidth - photoSize - 14 : contentWidth;
  const header = [
    ...wrap({ text: outline.name || ' ', size: 20, bold: true, color: onBand ?? accent, center }, 2, headerWidth),
    ...(outline.label ? wrap({ text: outline.label, size: 12, color: onBand, center }, 2, headerWidth) : []),
    ...wrap({ text: outline.contact || ' ', size: 9.5, color: onBand ?? '#333333', center }, 0, headerWidth),
    ...outline.links.flatMap((l) => wrap({ text: l.text, size: 9.5, color: onBand ?? '#333333', link: l.url, center }, 0, headerWidth)),
  ];
  const headerHeight = header.reduce((h, l) => h + l.height, 0);
  if (photo && headerHeight < photoSize) header[header.length - 1]!.height += photoSize - headerHeight;
  const headerHeightDrawn = header.reduce((h, l) => h + l.height, 0);

  /** A column's blocks: its sections, each heading kept with its next block (or three lines of it). */
  const columnBlocks = (keys: readonly ResumeSectionKey[], width: number): Block<Run>[] => {
    const blocks: Block<Run>[] = [];
    const add = (lines: MeasuredLine<Run>[], opts: Omit<Block<Run>, 'lines'> = {}) => lines.length && blocks.push({ lines, ...opts });
    const decor = options.headings ?? 'rule';
    for (const section of resumeOutline(resume, keys, options.titles).sections) {
      const heading = { text: section.title, size: 12, bold: true, color: decor === 'filled' ? '#ffffff' : accent, decor };
      add(wrap({ ...heading, indent: decor === 'bar' ? 8 : 0 }, 4, width), { keepWithNext: true, spaceBefore: 12 });
      for (const it of section.items) {
        const lines = [
          ...(it.title ? wrap({ text: it.title, size: 10.5, bold: true }, 0, width) : []),
          ...(it.meta ? wrap({ text: it.meta, size: 9.5, color: '#444444' }, 0, width) : []),
          ...(it.text ? wrap({ text: it.text, size: 10 }, 0, width) : []),
          ...it.bullets.flatMap((h) => wrap({ text: `•  ${h}`, size: 10, indent: 10 }, 0, width)),
        ];
        add(lines, section.itemsKeepTogether ? { keepTogether: true, spaceBefore: 5 } : {});
      }
    }
    return blocks;
  };
  // One column holds every section in reading order; two hold main and side, as on the page.
  const columns = boxes.map((box) => ({
    box,
    blocks: columnBlocks(
      box.section === 'main' && layout === 'single' ? [...main, ...side] : box.section === 'main' ? main : side,
      box.width - 2 * box.padX,
    ),
    inset: box.padY,
  }));

  const decorate = (run: Run, baseline: number, box: ColumnBox) => {
    if (!run.decor) return;
    const left = box.x + box.padX;
    const width = box.width - 2 * box.padX;
    if (run.decor === 'filled') doc.setFillColor(accent).rect(left, baseline - run.size - 1, width, run.size + 5, 'F');
    else if (run.decor === 'bar') doc.setFillColor(accent).rect(left, baseline - run.size + 1, 3, run.size + 2, 'F');
    else {
      const length = run.decor === 'caps' ? Math.min(engine.width(run), width) : width;
      doc
        .setDrawColor(accent)
        .setLineWidth(run.decor === 'caps' ? 1.5 : 0.6)
        .line(left, baseline + 3.5, left + length, baseline + 3.5);
    }
  };
  const drawLine = (run: Run, y: number, box: ColumnBox | null) => {
    const baseline = page.margin + y + run.size;
    let x = (box ? box.x + box.padX : page.margin) + (run.indent ?? 0);
    if (run.center) x = (page.width - engine.width(run)) / 2;
    if (box) decorate(run, baseline, box);
    engine.draw(run, x, baseline);
  };

  // The header flows on its own (it fits a page unless absurdly long); the columns start under it.
  const pageHeight = page.height - 2 * page.margin - footer;
  const headerPages = paginate([{ lines: header }], pageHeight);
  const lastHeader = headerPages.at(-1)!.at(-1);
  const columnsTop = lastHeader ? lastHeader.y + lastHeader.height + 12 : 0;
  const columnPages = paginateColumns(columns, pageHeight, columnsTop);
  const firstColumnPage = headerPages.length - 1;
  const pageCount = firstColumnPage + columnPages.length;
  for (let i = 0; i < pageCount; i++) {
    if (i > 0) doc.addPage();
    // The band behind the header on the first page, drawn before its text.
    if (i === 0 && band) doc.setFillColor(accent).rect(0, 0, page.width, page.margin + headerHeightDrawn + 10, 'F');
    for (const { y, content } of headerPages[i] ?? []) drawLine(content, y, null);
    const onPage = columnPages[i - firstColumnPage];
    if (!onPage) continue;
    // A tinted sidebar runs down the whole page beside the main column (on every page, as a printed
    // sidebar design does), drawn under its text.
    const top = i === firstColumnPage ? columnsTop : 0;
    for (const { box } of columns)
      if (box.tinted) doc.setFillColor(tint(accent)).rect(box.x, page.margin + top, box.width, pageHeight - top, 'F');
    // Main column first, then the side: the order the text is read in.
    onPage.forEach((lines, c) => {
      for (const { y, content } of lines) drawLine(content, y, columns[c]!.box);
    });
  }
  if (photo) {
    doc.setPage(1);
    doc.addImage(
      photo,
      photo.startsWith('data:image/png') ? 'PNG' : 'JPEG',
      page.width - page.margin - photoSize,
      page.margin,
      photoSize,
      photoSize,
    );
  }
  // Page numbers last, once the count is known.
  if (pageCount > 1)
    for (let i = 0; i < pageCount; i++) {
      doc.setPage(i + 1);
      const run = { text: pageNumberOf(options)(i + 1, pageCount), size: 8.5, color: '#666666' };
      engine.draw(run, page.width - page.margin - engine.width(run), page.height - page.margin / 2);
    }
  return doc.output('blob');
}
