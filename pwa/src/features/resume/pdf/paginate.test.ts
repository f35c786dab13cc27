import { describe, expect, it } from 'vitest';
import { paginate, type Block } from './paginate';

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
});
