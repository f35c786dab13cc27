/**
 * The administrator's analytics (issue 19): the figures an institute's owner reads every week, for
 * a range of days. Days are the institute's calendar (`timeZone` of the site configuration), both
 * ends included; months are `YYYY-MM` and weeks start on Monday (`YYYY-MM-DD` of that Monday), as
 * PostgreSQL's `date_trunc('week', …)` counts them. The range rules and the calendar helpers are
 * pure, so the page and the server apply the same ones.
 */
import { z } from 'zod';
import { messages } from '../messages.js';
import { bound } from '../fields.js';

/** The longest range, in days (two years and a leap day). */
export const analyticsMaxDays = 731;
/** No figure is older than this day, nor newer than `analyticsLastDay`. */
export const analyticsFirstDay = '2000-01-01';
export const analyticsLastDay = '2099-12-31';
/** How many courses each of the most and least chosen lists holds. */
export const analyticsCourseCount = 5;

/** The range control's choices; `custom` takes two dates. */
export const analyticsPresets = ['30d', '90d', '12m', 'custom'] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];
export const analyticsPresetLabels: Record<AnalyticsPreset, string> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  custom: 'Custom',
};

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOf = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);

/** `day` (`YYYY-MM-DD`) moved by `days` days. */
export const addDays = (day: string, days: number) => dayOf(dayNumber(day) + days);

/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** Today (`YYYY-MM-DD`) on the calendar of `timeZone` at the instant `now`. */
export function dayIn(timeZone: string, now: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}

/** The range of a preset ending on `today`: 30 or 90 days, or the 12 months up to today (from the same day a year back, plus one). */
export function presetRange(preset: Exclude<AnalyticsPreset, 'custom'>, today: string): { from: string; to: string } {
  if (preset === '30d') return { from: addDays(today, -29), to: today };
  if (preset === '90d') return { from: addDays(today, -89), to: today };
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const yearBack = new Date(Date.UTC(y - 1, m - 1, d));
  // 29 February a year back does not exist: Date.UTC rolls it to 1 March, which is the day after anyway.
  return { from: addDays(yearBack.toISOString().slice(0, 10), 1), to: today };
}

/** What is wrong with a range, in the catalogue's words, or null when it is good. */
export function checkAnalyticsRange(from: string, to: string): string | null {
  const w = messages.adminAnalytics;
  if (from < analyticsFirstDay || to > analyticsLastDay || from > analyticsLastDay || to < analyticsFirstDay) return w.outOfBounds;
  if (from > to) return w.rangeOrder;
  if (daysInRange(from, to) > analyticsMaxDays) return w.rangeTooLong;
  return null;
}

/** Every month (`YYYY-MM`) the range touches, in order. */
export function monthsInRange(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    if (++m > 12) [y, m] = [y + 1, 1];
  }
}

/** The Monday (`YYYY-MM-DD`) of the week `day` is in. */
export function weekOf(day: string): string {
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: day numbers modulo 7 are 0 on Thursdays, 4 on Mondays.
  return dayOf(n - ((((n - 4) % 7) + 7) % 7));
}

/** Every week (its Monday) the range touches, in order. */
export function weeksInRange(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = weekOf(from); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

const day = z.string().max(10, bound()).pipe(z.iso.date());

export const analyticsQuerySchema = z.object({
  /** First day included, `YYYY-MM-DD` on the institute's calendar; 29 days before `to` when absent. */
  from: day.optional(),
  /** Last day included; today when absent. */
  to: day.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);
const courseFigure = z.object({ id: z.string(), title: z.string(), enrolments: count });

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The calendar months and weeks are counted in. */
  timeZone: z.string(),
  /** Every month of the range: enrolments made, and rupees of approved payment proofs submitted in it. */
  months: z.array(z.object({ month: z.string(), enrolments: count, revenue: count })),
  payments: z.object({
    /** Proofs submitted in the range, by their status now. */
    byStatus: z.array(z.object({ status: z.enum(['pending', 'approved', 'rejected']), proofs: count })),
    /** Proofs decided in the range, and the median time from submission to decision (seconds; null when none). */
    decided: count,
    medianDecisionSeconds: z.number().min(0).nullable(),
  }),
  /** Students active in each week of the range, and in the range as a whole (each student once). */
  activeStudents: z.object({ total: count, weeks: z.array(z.object({ week: z.string(), students: count })) }),
  /** Quiz attempts finished in the range by language and tier, and how many passed; `passRate` is a percentage with one decimal. */
  quiz: z.array(z.object({ language: z.string(), tier: z.string(), attempts: count, passed: count, passRate: z.number().min(0).max(100) })),
  /** Programs run in the range, by language. */
  codeRuns: z.array(z.object({ language: z.string(), runs: count })),
  /** Enrolments made in the range per course: the most chosen, and the least chosen of the others (published courses count with none). */
  courses: z.object({ mostChosen: z.array(courseFigure), leastChosen: z.array(courseFigure) }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
