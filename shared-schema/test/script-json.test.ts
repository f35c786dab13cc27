import { describe, expect, it } from 'vitest';
import { scriptJsonText } from '../src/index.js';

describe('scriptJsonText', () => {
  const hostile = { title: '</script><script>alert(1)</script>', note: 'line\u2028para\u2029end', nested: ['<!--', 'ok'] };

  it('cannot close the script element it is written into, and reads back as the same value', () => {
    const text = scriptJsonText(hostile);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
