import { describe, expect, it } from 'vitest';
import { isMoving, toggled } from './motion';

describe('motion (WCAG 2.2.2)', () => {
  it('moves by default, stays still under reduced motion, and the visitor’s choice wins either way', () => {
    expect(isMoving('auto', false)).toBe(true);
    expect(isMoving('auto', true)).toBe(false);
    expect(isMoving('playing', true)).toBe(true);
    expect(isMoving('paused', false)).toBe(false);
    expect(toggled('auto', false)).toBe('paused');
    expect(toggled('auto', true)).toBe('playing');
    expect(toggled('paused', false)).toBe('playing');
    expect(toggled('playing', true)).toBe('paused');
  });
});
