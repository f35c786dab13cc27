import { describe, expect, it } from 'vitest';
import { discountPercent, formatDate, formatMinutesSeconds, formatRupees, joinMessages, matchesJob, totalRevenue } from '../src/index.js';

describe('formatting rules', () => {
  it('dates are short US style, Not specified when missing, Invalid date when unparseable', () => {
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDate(null)).toBe('Not specified');
    expect(formatDate('')).toBe('Not specified');
    expect(formatDate('someday')).toBe('Invalid date');
  });
  it('rupees with Indian digit grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(4999)).toBe('₹4,999');
  });
  it('discount percent is rounded, absent without a higher original price', () => {
    expect(discountPercent(14999, 19999)).toBe(25);
    expect(discountPercent(100, 300)).toBe(67);
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, 100)).toBeNull();
  });
  it('revenue is the sum of price times students', () => {
    expect(
      totalRevenue([
        { price: 1000, students: 3 },
        { price: 250, students: 4 },
      ]),
    ).toBe(4000);
    expect(totalRevenue([])).toBe(0);
  });
  it('minutes and seconds', () => {
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(65_400)).toBe('1:05');
  });
  it('course form errors joined by commas, once each', () => {
    expect(
      joinMessages([{ message: 'Title is required' }, { message: 'Price must be greater than 0' }, { message: 'Title is required' }]),
    ).toBe('Title is required, Price must be greater than 0');
  });
});

describe('job search and filter (site 4, 5)', () => {
  const intern = { title: 'Web Intern', company: 'EPL', location: 'Nashik', role: 'Internship' as const };
  const full = { title: 'Java Developer', company: 'TCS', location: 'Pune', role: 'Full Time' as const };
  it('filters by role', () => {
    expect(matchesJob(intern, 'internship', '')).toBe(true);
    expect(matchesJob(full, 'internship', '')).toBe(false);
    expect(matchesJob(full, 'full-time', '')).toBe(true);
    expect(matchesJob(intern, 'all', '')).toBe(true);
  });
  it('search is a case-insensitive substring of title, company or location', () => {
    expect(matchesJob(full, 'all', 'pUNe')).toBe(true);
    expect(matchesJob(full, 'all', 'tcs')).toBe(true);
    expect(matchesJob(full, 'all', 'nashik')).toBe(false);
    expect(matchesJob(full, 'internship', 'java')).toBe(false);
  });
});

describe('image recognition by content', async () => {
  const { detectImageType } = await import('../src/index.js');
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/gif', new TextEncoder().encode('GIF89a....')],
    ['image/webp', new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ')],
  ])('recognises %s', (type, data) => expect(detectImageType(data)).toBe(type));
  it.each([
    ['a PDF', new TextEncoder().encode('%PDF-1.7 ...')],
    ['text renamed to .png', new TextEncoder().encode('hello, this is not an image')],
    ['a RIFF that is not WEBP', new TextEncoder().encode('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, data) => expect(detectImageType(data)).toBeNull());
});
