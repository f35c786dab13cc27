import { describe, expect, it } from 'vitest';
import { paginate, paginateColumns, type Block } from './paginate';

const lines = (name: string, n: number, height = 10) => Array.from({ length: n }, (_, i) => ({ height, content: `${name}${i + 1}` }));
const text = (pages: { content: string }[][]) => pages.map((p) => p.map((l) => l.content));

describe('paginate', () => {
  it('fills pages in order and breaks a long section between lines', () => {
    const pages = paginate([{ lines: lines('a', 25) }], 100);
    expect(text(pages)).toEqual([
      lines('a', 10).map((l) => l.content),
      lines('a', 20)
        .slice(10)
        .map((l) => l.content),
      lines('a', 25)
        .slice(20)
        .map((l) => l.content),
    ]);
    // Every line lies wholly inside its page: none is cut.
    for (const page of pages) for (const l of page) expect(l.y + l.height).toBeLessThanOrEqual(100);
  });

  it('moves a keep-together block whole to the next page', () => {
    const pages = paginate([{ lines: lines('a', 7) }, { lines: lines('job', 4), keepTogether: true }], 100);
    expect(text(pages)).toEqual([lines('a', 7).map((l) => l.content), ['job1', 'job2', 'job3', 'job4']]);
  });

  it('keeps a heading with the whole next block when that block keeps together', () => {
    const blocks: Block<string>[] = [
      { lines: lines('a', 6) },
      { lines: [{ height: 10, content: 'Heading' }], keepWithNext: true },
      { lines: lines('job', 4), keepTogether: true },
    ];
    const pages = paginate(blocks, 100);
    expect(text(pages)).toEqual([lines('a', 6).map((l) => l.content), ['Heading', 'job1', 'job2', 'job3', 'job4']]);
  });

  it('keeps a heading with three lines of a block that may split', () => {
    const blocks: Block<string>[] = [
      { lines: lines('a', 7) },
      { lines: [{ height: 10, content: 'Heading' }], keepWithNext: true },
      { lines: lines('p', 8) },
    ];
    expect(text(paginate(blocks, 100))[0]).toEqual(lines('a', 7).map((l) => l.content));
    // With room for the heading and three lines, they stay and the block continues on the next page.
    const roomy = paginate([{ lines: lines('a', 6) }, ...blocks.slice(1)], 100);
    expect(text(roomy)[0]).toEqual([...lines('a', 6).map((l) => l.content), 'Heading', 'p1', 'p2', 'p3']);
    expect(text(roomy)[1]?.[0]).toBe('p4');
  });

  it('breaks an over-tall keep-together block between lines instead of looping or clipping', () => {
    const pages = paginate([{ lines: lines('a', 3) }, { lines: lines('tall', 15), keepTogether: true }], 100);
    expect(pages.flat().map((l) => l.content)).toEqual([...lines('a', 3), ...lines('tall', 15)].map((l) => l.content));
    expect(pages[0]).toHaveLength(10);
    for (const page of pages) for (const l of page) expect(l.y + l.height).toBeLessThanOrEqual(100);
  });

  it('never leaves a heading last on a page', () => {
    for (let before = 0; before < 12; before++) {
      const pages = paginate(
        [
          { lines: lines('a', before) },
          { lines: [{ height: 10, content: 'H' }], keepWithNext: true },
          { lines: lines('p', 5), keepTogether: true },
        ],
        100,
      );
      for (const page of pages) expect(page.at(-1)?.content).not.toBe('H');
    }
  });

  it('drops the space before a block at the top of a page', () => {
    const pages = paginate([{ lines: lines('a', 10) }, { lines: lines('b', 1), spaceBefore: 20 }], 100);
    expect(pages[1]?.[0]).toMatchObject({ y: 0, content: 'b1' });
  });

  it('starts the first page at `top` (under a header) and the next pages at the top', () => {
    const pages = paginate([{ lines: lines('a', 3), spaceBefore: 12 }, { lines: lines('b', 8) }], 100, 40);
    // The space before the first block is dropped at the column's top; six lines fit under 40.
    expect(pages[0]![0]).toMatchObject({ y: 40, content: 'a1' });
    expect(text(pages)).toEqual([
      ['a1', 'a2', 'a3', 'b1', 'b2', 'b3'],
      ['b4', 'b5', 'b6', 'b7', 'b8'],
    ]);
    expect(pages[1]![0]!.y).toBe(0);
  });

  it('moves a block that does not fit under `top` to the next page, keeping the first page', () => {
    const pages = paginate([{ lines: lines('job', 4), keepTogether: true }], 100, 70);
    expect(text(pages)).toEqual([[], ['job1', 'job2', 'job3', 'job4']]);
  });
});

describe('paginateColumns', () => {
  it('starts every column under the header and continues each on the next page, page by page', () => {
    const main: Block<string>[] = [{ lines: lines('m', 14) }];
    const side: Block<string>[] = [{ lines: lines('s', 3) }];
    const pages = paginateColumns([{ blocks: main }, { blocks: side }], 100, 30);
    // Page 1: seven main lines under the header, the side's three beside them; page 2: the main goes on.
    expect(pages.map((p) => text(p))).toEqual([
      [lines('m', 7).map((l) => l.content), ['s1', 's2', 's3']],
      [
        lines('m', 14)
          .slice(7)
          .map((l) => l.content),
        [],
      ],
    ]);
    expect(pages[0]![0]![0]!.y).toBe(30);
    expect(pages[0]![1]![0]!.y).toBe(30);
    expect(pages[1]![0]![0]!.y).toBe(0);
  });

  it('has as many pages as its longest column, whichever it is', () => {
    const pages = paginateColumns([{ blocks: [{ lines: lines('m', 2) }] }, { blocks: [{ lines: lines('s', 25) }] }], 100);
    expect(pages).toHaveLength(3);
    expect(text(pages[2]!)).toEqual([[], ['s21', 's22', 's23', 's24', 's25']]);
  });

  it('applies the pagination rules in each column on its own', () => {
    // The side's heading would be last on page 1: it moves with its job; the main column is not moved.
    const side: Block<string>[] = [
      { lines: lines('s', 8) },
      { lines: [{ height: 10, content: 'Heading' }], keepWithNext: true },
      { lines: lines('job', 3), keepTogether: true },
    ];
    const pages = paginateColumns([{ blocks: [{ lines: lines('m', 10) }] }, { blocks: side }], 100);
    expect(text(pages[0]!)).toEqual([lines('m', 10).map((l) => l.content), lines('s', 8).map((l) => l.content)]);
    expect(text(pages[1]!)).toEqual([[], ['Heading', 'job1', 'job2', 'job3']]);
    // No line of either column is cut by the page's end.
    for (const page of pages) for (const column of page) for (const l of column) expect(l.y + l.height).toBeLessThanOrEqual(100);
  });

  it("keeps an inset column's lines inside its padding on every page", () => {
    const pages = paginateColumns([{ blocks: [{ lines: lines('m', 1) }] }, { blocks: [{ lines: lines('s', 20) }], inset: 5 }], 100, 20);
    const side = pages.map((p) => p[1]!);
    expect(side[0]![0]!.y).toBe(25);
    expect(side[1]![0]!.y).toBe(5);
    for (const column of side) for (const l of column) expect(l.y + l.height).toBeLessThanOrEqual(95);
    expect(side.flat().map((l) => l.content)).toEqual(lines('s', 20).map((l) => l.content));
  });
});
