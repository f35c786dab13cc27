/** The gallery's moves (issue 15): the carousel and the viewer wrap both ways; a swipe is a clear horizontal move. */
import { describe, expect, it } from 'vitest';
import { swipeStep } from './photo-viewer';
import { wrapIndex } from './quiz-carousel';

describe('gallery moves', () => {
  it('wraps the carousel both ways', () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('reads a swipe left as next and right as previous, ignoring short or vertical moves', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(90, -20)).toBe(-1);
    expect(swipeStep(30, 0)).toBe(0);
    expect(swipeStep(-70, 120)).toBe(0);
  });
});
