/** The analytics page's calendar and range rules (issue 19), shared by the page and the server. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  analyticsMaxDays,
  checkAnalyticsRange,
  dayIn,
  daysInRange,
  messages,
  monthsInRange,
  presetRange,
  weekOf,
  weeksInRange,
} from '../src/index.js';

describe('analytics calendar', () => {
  it('moves days and counts them, across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2024-01-01', '2025-12-31')).toBe(analyticsMaxDays);
  });

  it('names the Monday of a week and every week and month a range touches', () => {
    expect(weekOf('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(weekOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekOf('2026-01-01')).toBe('2025-12-29'); // a Thursday, the week begins in the year before
    expect(weeksInRange('2026-03-01', '2026-03-16')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
    expect(monthsInRange('2025-11-28', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsInRange('2026-03-05', '2026-03-09')).toEqual(['2026-03']);
  });

  it('gives the presets ending today', () => {
    expect(presetRange('30d', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(presetRange('90d', '2026-11-27')).toEqual({ from: '2026-08-30', to: '2026-11-27' });
    expect(presetRange('12m', '2026-11-27')).toEqual({ from: '2025-11-28', to: '2026-11-27' });
    expect(presetRange('12m', '2025-02-28')).toEqual({ from: '2024-02-29', to: '2025-02-28' });
    expect(presetRange('12m', '2024-02-29')).toEqual({ from: '2023-03-02', to: '2024-02-29' });
  });

  it("reads today on the institute's calendar", () => {
    // 20:00 UTC on 27 November is already 28 November in India.
    expect(dayIn('Asia/Kolkata', Date.parse('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    expect(dayIn('UTC', Date.parse('2026-11-27T20:00:00Z'))).toBe('2026-11-27');
  });

  it('refuses a range backwards, longer than two years or outside 2000–2099', () => {
    const w = messages.adminAnalytics;
    expect(checkAnalyticsRange('2026-03-01', '2026-03-31')).toBeNull();
    expect(checkAnalyticsRange('2026-03-01', '2026-03-01')).toBeNull();
    expect(checkAnalyticsRange('2026-03-02', '2026-03-01')).toBe(w.rangeOrder);
    expect(checkAnalyticsRange('2024-01-01', '2025-12-31')).toBeNull();
    expect(checkAnalyticsRange('2024-01-01', '2026-01-01')).toBe(w.rangeTooLong);
    expect(checkAnalyticsRange('1999-12-31', '2000-01-05')).toBe(w.outOfBounds);
    expect(checkAnalyticsRange('2099-12-01', '2100-01-01')).toBe(w.outOfBounds);
  });
});
