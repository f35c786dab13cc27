/**
 * Page breaks for the PDF, on blocks whose lines are already measured (`resume-blocks.ts` makes them
 * from the resume; `make-pdf.ts` draws the result). Rules (../shared/research/resume-pdf.md):
 * - a line is never cut: breaks fall only between lines;
 * - a `keepTogether` block (one job, one school) moves whole to the next page when it does not fit,
 *   unless it is taller than a page, when it breaks between lines like any other;
 * - a `keepWithNext` block (a section heading) needs room for itself and the start of what follows
 *   (the whole next block when that keeps together, else its first `orphanLines` lines), or it
 *   moves to the next page with it.
 *
 * Columns (`paginateColumns`): a two-column or sidebar design's columns start together under the
 * header and are paginated each on its own with the same rules; page n of the document holds page n
 * of every column, so each column continues on the next page at the top of its own place.
 */

export interface MeasuredLine<T> {
  /** Height taken by the line, spacing below it included (points). */
  height: number;
  content: T;
}

export interface Block<T> {
  lines: MeasuredLine<T>[];
  keepTogether?: boolean;
  keepWithNext?: boolean;
  /** Space before the block (points), dropped at the top of a page. */
  spaceBefore?: number;
}

export interface PlacedLine<T> {
  /** Top of the line from the top of the page's content area. */
  y: number;
  height: number;
  content: T;
}

/** Lines of the next block that must follow a heading onto its page when that block may split. */
export const orphanLines = 3;

const sum = (lines: { height: number }[]) => lines.reduce((h, l) => h + l.height, 0);

/** The height the start of a block needs on the page of the heading before it. */
function leadHeight<T>(block: Block<T> | undefined, pageHeight: number): number {
  if (!block) return 0;
  const whole = sum(block.lines);
  if (block.keepTogether && whole <= pageHeight) return whole;
  return sum(block.lines.slice(0, orphanLines));
}

/**
 * Places the blocks on pages `pageHeight` tall; the first page's content starts at `top` (under a
 * header drawn apart), the others at 0. The first page is always there, even when nothing fits on it.
 */
export function paginate<T>(blocks: Block<T>[], pageHeight: number, top = 0): PlacedLine<T>[][] {
  const pages: PlacedLine<T>[][] = [[]];
  let y = top;
  let pageTop = top;
  const newPage = () => {
    pages.push([]);
    y = pageTop = 0;
  };
  blocks.forEach((block, i) => {
    if (block.lines.length === 0) return;
    if (y > pageTop) y += block.spaceBefore ?? 0;
    const height = sum(block.lines);
    let needed = block.keepTogether && height <= pageHeight ? height : (block.lines[0]?.height ?? 0);
    if (block.keepWithNext) needed = height + leadHeight(blocks[i + 1], pageHeight);
    // A heading and what follows taller than a page cannot be kept: it keeps only itself.
    if (needed > pageHeight) needed = height <= pageHeight ? height : (block.lines[0]?.height ?? 0);
    if (y > 0 && y + needed > pageHeight) newPage();
    for (const line of block.lines) {
      if (y > 0 && y + line.height > pageHeight) newPage();
      pages[pages.length - 1]!.push({ y, height: line.height, content: line.content });
      y += line.height;
    }
  });
  return pages.filter((p, i) => p.length > 0 || i === 0);
}

export interface Column<T> {
  blocks: Block<T>[];
  /** Room kept free at the top and bottom of the column on every page (a tinted sidebar's padding). */
  inset?: number;
}

/**
 * Columns side by side, all starting at `top` on the first page: each is paginated on its own (same
 * rules, its own breaks), then page n gets every column's page n (empty where a column has ended).
 * `pages[n][c]` holds column c's lines on page n, their `y` from the top of the content area.
 */
export function paginateColumns<T>(columns: Column<T>[], pageHeight: number, top = 0): PlacedLine<T>[][][] {
  const each = columns.map(({ blocks, inset = 0 }) =>
    paginate(blocks, pageHeight - 2 * inset, top).map((lines) => lines.map((l) => ({ ...l, y: l.y + inset }))),
  );
  const count = Math.max(1, ...each.map((pages) => pages.length));
  return Array.from({ length: count }, (_, n) => each.map((pages) => pages[n] ?? []));
}
