import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { historyLine, historyOf, resultOutput, visibleControls } from './output-text';

i18n.loadAndActivate({ locale: 'en', messages: {} });

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

describe('the list of recent runs', () => {
  it("keeps the program's first line as printed", () => {
    const kept = historyOf(resultOutput({ status: 'ok', output: 'नमस्ते\nworld\n', exitCode: 0, timeMs: 1 }));
    expect(kept).toEqual({ summary: 'नमस्ते' });
    expect(historyLine(kept)).toBe('नमस्ते');
  });

  it("says the interface's words in the reader's language of the moment, not of the run", () => {
    const kept = historyOf({ text: '', note: { say: 'rendered' } });
    expect(kept).toEqual({ summary: '', shown: { say: 'rendered' } });
    expect(historyLine(kept)).toBe('Rendered HTML');
    // The reader switches to Marathi: the same stored run is drawn in Marathi.
    const missing: string[] = [];
    const listen = i18n.on('missing', ({ id }) => missing.push(id));
    i18n.loadAndActivate({ locale: 'mr', messages: {} });
    historyLine(kept);
    listen();
    expect(missing).toHaveLength(1);
    i18n.loadAndActivate({ locale: 'mr', messages: { [missing[0]!]: 'HTML दाखवले' } });
    expect(historyLine(kept)).toBe('HTML दाखवले');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('shows a run recorded before notes were kept as it was written', () => {
    expect(historyLine({ summary: 'Error: Time limit exceeded' })).toBe('Error: Time limit exceeded');
    // A note of a kind this version does not know (written by a newer one): the words as they were.
    expect(historyLine({ summary: 'Stopped by the teacher', shown: { say: 'stopped' } })).toBe('Stopped by the teacher');
  });
});
