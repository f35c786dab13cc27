/**
 * The SQL of the analytics page (issue 19): every figure is an aggregate (GROUP BY, count, sum,
 * percentile_cont), so the answer's size follows the range's months, weeks, languages and courses,
 * never the rows. Each query takes the range as two instants, `lo` included and `hi` excluded (the
 * institute's midnights, computed by the service), and `timeZone` for the calendar that months and
 * weeks are counted in. The same SQL runs on PostgreSQL 15 and PGlite.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface AnalyticsWindow {
  lo: Date;
  hi: Date;
  timeZone: string;
}

/** Enrolments made in each month (`YYYY-MM`) of the range. */
export async function enrolmentsByMonth(db: Kysely<DB>, w: AnalyticsWindow) {
  const { rows } = await sql<{ month: string; n: number }>`
    select to_char(enrolled_at at time zone ${w.timeZone}, 'YYYY-MM') as month, count(*)::int as n
    from enrollments
    where enrolled_at >= ${w.lo} and enrolled_at < ${w.hi}
    group by 1`.execute(db);
  return rows;
}

/** Rupees of approved payment proofs, by the month they were submitted in. */
export async function revenueByMonth(db: Kysely<DB>, w: AnalyticsWindow) {
  const { rows } = await sql<{ month: string; n: number }>`
    select to_char(payment_date at time zone ${w.timeZone}, 'YYYY-MM') as month, sum(amount::bigint)::bigint as n
    from payment_verifications
    where status = 'approved' and payment_date >= ${w.lo} and payment_date < ${w.hi}
    group by 1`.execute(db);
  return rows.map((r) => ({ month: r.month, n: Number(r.n) }));
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
 * What counts as a student being active: a sync push (each mutation recorded with the device's
 * account), a quiz attempt finished, a program run, a live session joined. Pulls are not recorded,
 * and no table records lessons opened, so neither counts. Only accounts that are students now.
 */
const activity = (w: AnalyticsWindow) => sql`
  select a.user_id, a.at
  from (
    select c.user_id, m.applied_at as at
    from sync_mutations m join sync_clients c on c.client_id = m.client_id
    where m.applied_at >= ${w.lo} and m.applied_at < ${w.hi}
    union all
    select user_id, finished_at from quiz_attempts where finished_at >= ${w.lo} and finished_at < ${w.hi}
    union all
    select user_id, created_at from code_runs where created_at >= ${w.lo} and created_at < ${w.hi}
    union all
    select user_id, joined_at from session_participants where joined_at >= ${w.lo} and joined_at < ${w.hi}
  ) a
  join users u on u.id = a.user_id and u.role = 'student'`;

/** Distinct active students in each week (its Monday, `YYYY-MM-DD`), and in the whole range. */
export async function activeStudents(db: Kysely<DB>, w: AnalyticsWindow) {
  const [weeks, total] = await Promise.all([
    sql<{ week: string; n: number }>`
      select to_char(date_trunc('week', a.at at time zone ${w.timeZone}), 'YYYY-MM-DD') as week, count(distinct a.user_id)::int as n
      from (${activity(w)}) a
      group by 1`.execute(db),
    sql<{ n: number }>`select count(distinct a.user_id)::int as n from (${activity(w)}) a`.execute(db),
  ]);
  return { weeks: weeks.rows, total: total.rows[0]?.n ?? 0 };
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

/**
 * Enrolments made in the range per course: the `limit` courses with the most and the `limit` with
 * the fewest (ties by title), among published courses and any other course enrolled in the range.
 * `top` and `bottom` are each course's place from either end.
 */
export async function courseChoices(db: Kysely<DB>, w: AnalyticsWindow, limit: number) {
  const { rows } = await sql<{ id: string; title: string; n: number; top: number; bottom: number }>`
    select id, title, n, top::int, bottom::int
    from (
      select c.id, c.title, count(e.id)::int as n,
        row_number() over (order by count(e.id) desc, c.title, c.id) as top,
        row_number() over (order by count(e.id) asc, c.title, c.id) as bottom
      from courses c
      left join enrollments e on e.course_id = c.id and e.enrolled_at >= ${w.lo} and e.enrolled_at < ${w.hi}
      group by c.id
      having c.status = 'published' or count(e.id) > 0
    ) ranked
    where top <= ${limit} or bottom <= ${limit}`.execute(db);
  return rows;
}
