import { describe, expect, it } from 'vitest';
import { resultOutput, visibleControls } from './output-text';

describe('the Output pane', () => {
  it('draws a NUL and other control characters visibly, keeping tabs and line breaks', () => {
    expect(visibleControls('a\u0000b\n')).toBe('a␀b\n');
    expect(visibleControls('\u001b[31mred\u0007\u007f')).toBe('␛[31mred␇␡');
    expect(visibleControls('x\ty\r\nz')).toBe('x\ty\r\nz');
  });

  it("keeps the program's output itself unchanged (Copy output copies it)", () => {
    expect(resultOutput({ status: 'ok', output: 'a\u0000b\n', exitCode: 0, timeMs: 1 }).text).toBe('a\u0000b\n');
  });
});
