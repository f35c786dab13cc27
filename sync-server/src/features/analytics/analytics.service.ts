/**
 * The analytics page's figures (issue 19): the range's rules (the shared `checkAnalyticsRange`),
 * the institute's midnights that bound it, and the aggregates of `analytics.repository.ts` shaped
 * for the page: every month and week of the range present (zero when nothing happened), quiz
 * levels and languages in the bank's order, the pass rate from the bank's pass mark.
 */
import type { Kysely } from 'kysely';
import {
  addDays,
  analyticsCourseCount,
  checkAnalyticsRange,
  dayIn,
  defaultSiteConfig,
  monthsInRange,
  quizLanguages,
  quizRules,
  quizTiers,
  wallClockToInstant,
  weeksInRange,
  type Analytics,
  type AnalyticsQuery,
} from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import {
  activeStudents,
  activityTimeZone,
  codeRunsByLanguage,
  decisionTimes,
  enrolmentsByCourseAndMonth,
  listCourses,
  proofsByStatus,
  quizByLevel,
  revenueByMonth,
  type AnalyticsWindow,
} from './analytics.repository.js';

const order = (list: readonly string[], value: string) => {
  const i = list.indexOf(value);
  return i === -1 ? list.length : i;
};

export async function analytics(
  db: Kysely<DB>,
  query: AnalyticsQuery,
  { now = Date.now(), timeZone = defaultSiteConfig.timeZone }: { now?: number; timeZone?: string } = {},
): Promise<Analytics> {
  const to = query.to ?? dayIn(timeZone, now);
  const from = query.from ?? addDays(to, -29);
  const problem = checkAnalyticsRange(from, to);
  if (problem) throw new HttpError(400, problem);

  // The rollup of activity has its days on one zone's calendar: another zone's weeks would be wrong.
  if (timeZone !== activityTimeZone) throw new Error(`Analytics are kept in ${activityTimeZone}, not ${timeZone}`);

  const midnight = (day: string) => new Date(wallClockToInstant(day, '00:00', timeZone));
  const months = monthsInRange(from, to);
  const weeks = weeksInRange(from, to);
  const firstWeek = weeks[0]!;
  const lastWeek = weeks.at(-1)!;
  const w: AnalyticsWindow = {
    lo: midnight(from),
    hi: midnight(addDays(to, 1)),
    monthStarts: months.map((m) => midnight(`${m}-01`).toISOString()),
    days: { from, to },
    wholeWeeks: {
      from: firstWeek === from ? firstWeek : addDays(firstWeek, 7),
      to: addDays(lastWeek, 6) === to ? lastWeek : addDays(lastWeek, -7),
    },
  };
  const [enrolments, revenue, statuses, decisions, active, quiz, runs, courses] = await Promise.all([
    enrolmentsByCourseAndMonth(db, w),
    revenueByMonth(db, w),
    proofsByStatus(db, w),
    decisionTimes(db, w),
    activeStudents(db, w),
    quizByLevel(db, w, quizRules.passMark),
    codeRunsByLanguage(db, w),
    listCourses(db),
  ]);

  const enrolled = new Map<string, number>();
  const perCourse = new Map<string, number>();
  for (const r of enrolments) {
    const month = months[r.bucket - 1]!;
    enrolled.set(month, (enrolled.get(month) ?? 0) + r.n);
    perCourse.set(r.course_id, (perCourse.get(r.course_id) ?? 0) + r.n);
  }
  const paid = new Map(revenue.map((r) => [months[r.bucket - 1]!, r.n]));
  const weekly = new Map(active.weeks.map((r) => [r.week, r.n]));
  const byStatus = new Map(statuses.map((r) => [r.status, r.n]));
  // Published courses count with no enrolment; a draft or archived one only when it was enrolled in.
  const chosen = courses
    .map((c) => ({ id: c.id, title: c.title, enrolments: perCourse.get(c.id) ?? 0, published: c.status === 'published' }))
    .filter((c) => c.published || c.enrolments > 0)
    .map(({ published: _, ...c }) => c);
  const byTitle = (a: { title: string; id: string }, b: { title: string; id: string }) =>
    a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
  const most = chosen.toSorted((a, b) => b.enrolments - a.enrolments || byTitle(a, b)).slice(0, analyticsCourseCount);
  const mostIds = new Set(most.map((c) => c.id));
  const least = chosen
    .toSorted((a, b) => a.enrolments - b.enrolments || byTitle(a, b))
    .slice(0, analyticsCourseCount)
    .filter((c) => !mostIds.has(c.id));

  return {
    from,
    to,
    timeZone,
    months: months.map((month) => ({ month, enrolments: enrolled.get(month) ?? 0, revenue: paid.get(month) ?? 0 })),
    payments: {
      byStatus: (['pending', 'approved', 'rejected'] as const).map((status) => ({ status, proofs: byStatus.get(status) ?? 0 })),
      decided: decisions.decided,
      medianDecisionSeconds: decisions.medianSeconds === null ? null : Math.round(decisions.medianSeconds),
    },
    activeStudents: {
      total: active.total,
      weeks: weeks.map((week) => ({ week, students: weekly.get(week) ?? 0 })),
    },
    quiz: quiz
      .sort(
        (a, b) =>
          order(quizLanguages, a.language) - order(quizLanguages, b.language) || order(quizTiers, a.tier) - order(quizTiers, b.tier),
      )
      .map((r) => ({ ...r, passRate: Math.round((r.passed / r.attempts) * 1000) / 10 })),
    codeRuns: runs
      .map((r) => ({ language: r.language, runs: r.n }))
      .sort((a, b) => b.runs - a.runs || a.language.localeCompare(b.language)),
    courses: { mostChosen: most, leastChosen: least },
  };
}
