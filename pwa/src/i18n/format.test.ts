import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

describe('formattersFor', () => {
  const at = '2026-11-22T10:05:00Z';

  it('formats numbers and dates in the language, each options its own formatter', () => {
    const mr = formattersFor('mr');
    expect(mr.number(2000)).toBe('२,०००');
    expect(mr.number(0.5, { style: 'percent' })).toBe('५०%');
    // Asked again with the first options: the kept formatter is the first one's, not the second's.
    expect(mr.number(2000)).toBe('२,०००');
    const en = formattersFor('en');
    expect(en.dateTime(at, { year: 'numeric', timeZone: 'UTC' })).toBe('2026');
    expect(en.dateTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })).toBe('10:05');
    expect(en.dateTime(at, { year: 'numeric', timeZone: 'UTC' })).toBe('2026');
  });

  it('keeps a formatter per language: the same options in another language draw its digits', () => {
    const options = { day: 'numeric', timeZone: 'UTC' } as const;
    expect(formattersFor('en').dateTime(at, options)).toBe('22');
    expect(formattersFor('mr').dateTime(at, options)).toBe('२२');
  });
});
