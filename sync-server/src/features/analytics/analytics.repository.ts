/**
 * The SQL of the analytics page (issue 19): every figure is an aggregate (GROUP BY, count, sum,
 * percentile_cont), so the answer's size follows the range's months, weeks, languages and courses,
 * never the rows. Each query takes the range as two instants, `lo` included and `hi` excluded (the
 * institute's midnights, computed by the service). Months are buckets: the service gives the
 * instant each one starts on the institute's calendar (exact across daylight-saving changes), and
 * `width_bucket(at, starts)` finds a row's by binary search, which costs half of converting every
 * row to the institute's time zone and truncating it (measured on PGlite). A bucket is the 1-based
 * index of its start. Active students read a rollup by day and week instead of the activity rows
 * (`activeStudents`). The same SQL runs on PostgreSQL 15 and PGlite.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The time zone of the rollup's days (`activity_day` of migration `2026-11-27T9600-activity-rollup`):
 * the analytics of another zone cannot be read from it.
 */
export const activityTimeZone = 'Asia/Kolkata';

export interface AnalyticsWindow {
  lo: Date;
  hi: Date;
  /** ISO instants where each month of the range starts (the first is at or before `lo`). */
  monthStarts: string[];
  /** The range's first and last days (`YYYY-MM-DD`, the institute's calendar). */
  days: { from: string; to: string };
  /** The Mondays of the first and last weeks wholly in the range (`from` after `to` when none is). */
  wholeWeeks: { from: string; to: string };
}

const bucket = (column: string, starts: string[]) => sql<number>`width_bucket(${sql.ref(column)}, ${starts}::timestamptz[])`;

/** Enrolments made in the range by course and month bucket: one pass serves the months' chart and the courses' ranking. */
export async function enrolmentsByCourseAndMonth(db: Kysely<DB>, w: AnalyticsWindow) {
  const { rows } = await sql<{ course_id: string; bucket: number; n: number }>`
    select course_id, ${bucket('enrolled_at', w.monthStarts)} as bucket, count(*)::int as n
    from enrollments
    where enrolled_at >= ${w.lo} and enrolled_at < ${w.hi}
    group by 1, 2`.execute(db);
  return rows;
}

/** Rupees of approved payment proofs, by the month bucket they were submitted in. */
export async function revenueByMonth(db: Kysely<DB>, w: AnalyticsWindow) {
  const { rows } = await sql<{ bucket: number; n: number | string }>`
    select ${bucket('payment_date', w.monthStarts)} as bucket, sum(amount::bigint)::bigint as n
    from payment_verifications
    where status = 'approved' and payment_date >= ${w.lo} and payment_date < ${w.hi}
    group by 1`.execute(db);
  return rows.map((r) => ({ bucket: r.bucket, n: Number(r.n) }));
}

/** Proofs submitted in the range, by their status. */
export async function proofsByStatus(db: Kysely<DB>, w: AnalyticsWindow) {
  const { rows } = await sql<{ status: 'pending' | 'approved' | 'rejected'; n: number }>`
    select status, count(*)::int as n
    from payment_verifications
    where payment_date >= ${w.lo} and payment_date < ${w.hi}
    group by status`.execute(db);
  return rows;
}

/** Proofs decided in the range, and the median seconds from submission to decision. */
export async function decisionTimes(db: Kysely<DB>, w: AnalyticsWindow) {
  const { rows } = await sql<{ n: number; median: number | string | null }>`
    select count(*)::int as n,
      percentile_cont(0.5) within group (order by extract(epoch from decided_at - payment_date)::float8) as median
    from payment_verifications
    where decided_at is not null and decided_at >= ${w.lo} and decided_at < ${w.hi}`.execute(db);
  const row = rows[0];
  return { decided: row?.n ?? 0, medianSeconds: row?.median === null || row?.median === undefined ? null : Number(row.median) };
}

/**
 * Distinct active students in each week of the range, and in the whole range, in one statement.
 * What counts as being active: a sync push (each mutation is recorded with the device's account),
 * a quiz attempt finished, a program run, a live session joined. Pulls are not recorded, and no
 * table records a lesson opened, so neither counts. Only accounts that are students now.
 *
 * It reads the rollup the triggers of migration `2026-11-27T9600-activity-rollup` keep, not the
 * activity rows: a week wholly in the range counts its (account, week) rows, already distinct; a
 * week the range cuts (its first or last) counts the distinct accounts of its days in the range;
 * the range's total counts the distinct accounts of its days. Other accounts than students are
 * few (administrators): their rows are subtracted from the weeks' counts by the primary key, which
 * costs less than joining every row to `users`.
 */
export async function activeStudents(db: Kysely<DB>, w: AnalyticsWindow) {
  const { from, to } = w.days;
  const whole = w.wholeWeeks;
  const { rows } = await sql<{ week: string | null; n: number }>`
    with others as materialized (select id from users where role <> 'student'),
    weekly as (
      select week, count(*) as n
      from user_activity_weeks
      where week >= ${whole.from}::date and week <= ${whole.to}::date
      group by week
      union all
      select week, -count(*)
      from user_activity_weeks
      where user_id = any (array(select id from others)) and week >= ${whole.from}::date and week <= ${whole.to}::date
      group by week
      union all
      select activity_week(day), count(distinct user_id)
      from user_activity_days
      where ((day >= ${from}::date and day <= ${to}::date and day < ${whole.from}::date)
          or (day >= ${from}::date and day <= ${to}::date and day > ${whole.to}::date + 6))
        and user_id not in (select id from others)
      group by 1
    )
    select week::text, sum(n)::int as n from weekly group by week
    union all
    -- Each student once: a hash aggregate (count(distinct) would sort every pair).
    select null, count(*)::int
    from (select user_id from user_activity_days where day >= ${from}::date and day <= ${to}::date group by user_id) students
    where user_id not in (select id from others)`.execute(db);
  return {
    weeks: rows.filter((r): r is { week: string; n: number } => r.week !== null),
    total: rows.find((r) => r.week === null)?.n ?? 0,
  };
}

/** Quiz attempts finished in the range by language and tier, and how many scored at least `passMark`. */
export async function quizByLevel(db: Kysely<DB>, w: AnalyticsWindow, passMark: number) {
  const { rows } = await sql<{ language: string; tier: string; attempts: number; passed: number }>`
    select language, tier, count(*)::int as attempts, (count(*) filter (where score >= ${passMark}))::int as passed
    from quiz_attempts
    where finished_at >= ${w.lo} and finished_at < ${w.hi}
    group by language, tier`.execute(db);
  return rows;
}

/** Programs run in the range, by language. */
export async function codeRunsByLanguage(db: Kysely<DB>, w: AnalyticsWindow) {
  const { rows } = await sql<{ language: string; n: number }>`
    select language, count(*)::int as n
    from code_runs
    where created_at >= ${w.lo} and created_at < ${w.hi}
    group by language`.execute(db);
  return rows;
}

/** Every course's id, title and status (an institute has tens of courses, not thousands). */
export const listCourses = (db: Kysely<DB>) => db.selectFrom('courses').select(['id', 'title', 'status']).execute();
