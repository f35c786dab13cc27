/**
 * The rollup behind "active students per week" (migration `2026-11-27T9600-activity-rollup`): its
 * tables must always equal what the activity rows say, whatever changes them. After each change
 * (a real sync push with program runs, statements of many rows around the institute's midnight,
 * deletions, moved rows, a live session, a device or a student deleted with their rows, a student
 * made administrator) this file compares `user_activity_days` and `user_activity_weeks` with the
 * activity tables, and the endpoint's weekly and total counts with the distinct (student, week)
 * pairs computed from the activity rows themselves, as the page did before the rollup, over
 * ranges that cut weeks at either end, a single day and a range inside one week. Last, the
 * migration's backfill: taken down, rows added without it, and up again.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, type Analytics } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import * as rollupMigration from '../src/db/migrations/2026-11-27T9600-activity-rollup.js';
import { createAccount, push, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let admin: SignedInAccount;
const students: SignedInAccount[] = [];
const sessions: string[] = [];

/** The activity rows, each with its account and day on the institute's calendar (Asia/Kolkata). */
const activity = sql`
  select c.user_id, (m.applied_at at time zone 'Asia/Kolkata')::date as day
  from sync_mutations m join sync_clients c on c.client_id = m.client_id where c.user_id is not null
  union all select user_id, (finished_at at time zone 'Asia/Kolkata')::date from quiz_attempts
  union all select user_id, (created_at at time zone 'Asia/Kolkata')::date from code_runs
  union all select user_id, (joined_at at time zone 'Asia/Kolkata')::date from session_participants`;

/** The rollup's tables equal the activity rows' days and weeks, exactly. */
async function expectRollupTrue() {
  const truthDays = await sql<{ row: string }>`
    select user_id || ' ' || day::text || ' ' || count(*) as row from (${activity}) a group by user_id, day order by 1`.execute(t.db);
  const days = await sql<{ row: string }>`
    select user_id || ' ' || day::text || ' ' || events as row from user_activity_days order by 1`.execute(t.db);
  expect(days.rows.map((r) => r.row)).toEqual(truthDays.rows.map((r) => r.row));
  const truthWeeks = await sql<{ row: string }>`
    select user_id || ' ' || date_trunc('week', day)::date::text || ' ' || count(distinct day) as row
    from (${activity}) a group by user_id, date_trunc('week', day) order by 1`.execute(t.db);
  const weeks = await sql<{ row: string }>`
    select user_id || ' ' || week::text || ' ' || days as row from user_activity_weeks order by 1`.execute(t.db);
  expect(weeks.rows.map((r) => r.row)).toEqual(truthWeeks.rows.map((r) => r.row));
  return days.rows.length;
}

/** The endpoint's active students equal the distinct (student, week) pairs of the activity rows in the range. */
async function expectFiguresTrue(from: string, to: string) {
  const res = await app.inject({ url: `/api/admin/analytics?from=${from}&to=${to}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  const { activeStudents } = res.json<Analytics>();
  const inRange = sql`
    select a.user_id, a.day from (${activity}) a join users u on u.id = a.user_id and u.role = 'student'
    where a.day >= ${from}::date and a.day <= ${to}::date`;
  const weeks = await sql<{ week: string; n: number }>`
    select date_trunc('week', day)::date::text as week, count(distinct user_id)::int as n from (${inRange}) p group by 1`.execute(t.db);
  const total = await sql<{ n: number }>`select count(distinct user_id)::int as n from (${inRange}) p`.execute(t.db);
  const expected = Object.fromEntries(weeks.rows.map((r) => [r.week, r.n]));
  const got = Object.fromEntries(activeStudents.weeks.filter((w) => w.students > 0).map((w) => [w.week, w.students]));
  expect(got, `${from} to ${to}`).toEqual(expected);
  expect(activeStudents.total, `${from} to ${to}`).toBe(total.rows[0]!.n);
  return activeStudents.total;
}

/** Ranges over the seeded weeks: cut at both ends, starting on a Monday, ending on a Sunday, one day, inside one week. */
const ranges = [
  ['2026-02-25', '2026-04-08'],
  ['2026-03-02', '2026-03-29'],
  ['2026-03-04', '2026-03-22'],
  ['2026-03-10', '2026-03-10'],
  ['2026-03-10', '2026-03-13'],
  ['2026-03-13', '2026-03-17'],
  ['2026-01-01', '2026-12-31'],
] as const;

async function expectAllTrue() {
  await expectRollupTrue();
  for (const [from, to] of ranges) await expectFiguresTrue(from, to);
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** An instant in March 2026 (days 1 to 28), half of them within half an hour of the institute's midnight (18:30 UTC). */
function instants(n: number, next: () => number) {
  return Array.from({ length: n }, () => {
    const day = 1 + Math.floor(next() * 28);
    const minute = next() < 0.5 ? 18 * 60 + Math.floor(next() * 60) : Math.floor(next() * 24 * 60);
    return new Date(Date.UTC(2026, 2, day, 0, minute));
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent', runnerInProcess: false }, database: t, authRateLimitPerMinute: 10_000 });
  admin = await createAccount(t, app, 'Admin', 'admin');
  for (const name of ['Asha', 'Bela', 'Chetan', 'Dev', 'Esha']) students.push(await createAccount(t, app, name));
  const course = await t.db
    .insertInto('courses')
    .values({
      title: 'Course',
      description: 'd',
      level: 'Beginner',
      duration: '8 weeks',
      instructor: 'I',
      price: 100,
      status: 'published',
      skills: '[]',
      projects: '[]',
      syllabus: '[]',
      learning_outcomes: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const date of ['2026-03-09', '2026-03-16', '2026-03-22'])
    sessions.push(
      (
        await t.db
          .insertInto('live_sessions')
          .values({ course_id: course.id, title: `Live ${date}`, date })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe(`the activity rollup on ${testDatabaseKind}`, () => {
  it('follows a real sync push: its mutations and the program runs it queued count on today', async () => {
    const [asha] = students as [SignedInAccount];
    const run = (seq: number) => ({
      seq,
      id: randomUUID(),
      name: 'code.run',
      args: { id: randomUUID(), language: 'python', code: 'print(1)' },
    });
    const answer = await push(app, asha, 'asha-phone', [run(1), run(2)]);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    // Two mutations and two runs: one day with four activity rows, one week with one day.
    const today = dayIn('Asia/Kolkata');
    expect(await t.db.selectFrom('user_activity_days').select(['user_id', 'day', 'events']).execute()).toEqual([
      { user_id: asha.id, day: today, events: 4 },
    ]);
    expect(await t.db.selectFrom('user_activity_weeks').select(['user_id', 'days']).execute()).toEqual([{ user_id: asha.id, days: 1 }]);
    await expectRollupTrue();
    expect(await expectFiguresTrue(today, today)).toBe(1);
  });

  it('follows statements of many rows around the institute midnight, on every activity table', async () => {
    const next = random(19);
    const pick = () => students[Math.floor(next() * students.length)]!.id;
    const accounts = [...students.map((s) => s.id), admin.id];
    await t.db
      .insertInto('quiz_attempts')
      .values(
        instants(120, next).map((at, i) => ({
          id: randomUUID(),
          user_id: i % 17 === 0 ? admin.id : pick(),
          language: 'python',
          tier: 'beginner',
          sub_level: 'level1',
          score: 10,
          total_questions: 20,
          total_time_ms: 60_000,
          answers: '[]',
          finished_at: at,
        })),
      )
      .execute();
    await t.db
      .insertInto('code_runs')
      .values(
        instants(80, next).map((at, i) => ({
          id: randomUUID(),
          user_id: i % 11 === 0 ? admin.id : pick(),
          language: 'c',
          code: 'x',
          created_at: at,
        })),
      )
      .execute();
    for (const [i, session] of sessions.entries())
      await t.db
        .insertInto('session_participants')
        .values(
          accounts
            .filter((_, j) => (i + j) % 2 === 0)
            .map((user_id, j) => ({ session_id: session, user_id, joined_at: new Date(Date.UTC(2026, 2, 9 + 6 * i, 18, 15 + j * 5)) })),
        )
        .execute();
    await t.db
      .insertInto('sync_clients')
      .values(accounts.map((user_id, i) => ({ client_id: `device-${i}`, user_id })))
      .execute();
    await t.db
      .insertInto('sync_mutations')
      .values(
        instants(150, next).map((at, i) => ({
          client_id: `device-${i % accounts.length}`,
          seq: i,
          mutation_id: randomUUID(),
          name: 'profile.update',
          status: 'applied' as const,
          applied_at: at,
        })),
      )
      .execute();
    // A device with no account any more counts for nobody.
    await t.db.insertInto('sync_clients').values({ client_id: 'orphan', user_id: null }).execute();
    await t.db
      .insertInto('sync_mutations')
      .values({ client_id: 'orphan', seq: 1, mutation_id: randomUUID(), name: 'profile.update', status: 'applied', applied_at: new Date() })
      .execute();
    expect(await expectRollupTrue()).toBeGreaterThan(60);
    await expectAllTrue();
    expect(await expectFiguresTrue('2026-03-01', '2026-03-31')).toBe(5);
  });

  it('follows deleted and moved rows: a day goes with its last activity, a week with its last day', async () => {
    // Deletions of many rows in one statement, and of a single one.
    await sql`delete from quiz_attempts where ctid in (select ctid from quiz_attempts order by finished_at limit 40)`.execute(t.db);
    await t.db.deleteFrom('code_runs').where('language', '=', 'c').where('created_at', '<', new Date('2026-03-15T00:00:00Z')).execute();
    await sql`delete from sync_mutations where client_id = 'device-1' and seq % 3 = 0`.execute(t.db);
    await expectRollupTrue();
    // Rows moved to another day, week or account (nothing in the server does this today; the rollup follows anyway).
    await sql`update quiz_attempts set finished_at = finished_at + interval '9 days' where ctid in (select ctid from quiz_attempts order by id limit 10)`.execute(
      t.db,
    );
    await sql`update code_runs set user_id = ${students[4]!.id} where ctid in (select ctid from code_runs where language = 'c' order by id limit 5)`.execute(
      t.db,
    );
    await sql`update session_participants set joined_at = joined_at - interval '1 hour' where session_id = ${sessions[0]!}`.execute(t.db);
    await sql`update sync_mutations set applied_at = applied_at + interval '20 minutes' where client_id = 'device-2'`.execute(t.db);
    await sql`update sync_mutations set client_id = 'device-3' where client_id = 'device-4' and seq < 60`.execute(t.db);
    // The runner's updates of a run (status, result) leave it where it was.
    await sql`update code_runs set status = 'done', finished_at = now()`.execute(t.db);
    await expectAllTrue();
  });

  it('follows cascades: a live session deleted, a device deleted or given to another account', async () => {
    await t.db.deleteFrom('live_sessions').where('id', '=', sessions[1]!).execute();
    await expectRollupTrue();
    await t.db.deleteFrom('sync_clients').where('client_id', '=', 'device-0').execute();
    await expectRollupTrue();
    await t.db.updateTable('sync_clients').set({ user_id: students[3]!.id }).where('client_id', '=', 'device-2').execute();
    await t.db.updateTable('sync_clients').set({ user_id: null }).where('client_id', '=', 'device-3').execute();
    await t.db.updateTable('sync_clients').set({ user_id: students[0]!.id }).where('client_id', '=', 'orphan').execute();
    await expectAllTrue();
  });

  it('deleting a student removes their days and weeks with their activity, and the figures stay right', async () => {
    const [, bela] = students as [SignedInAccount, SignedInAccount];
    const before = await t.db.selectFrom('user_activity_days').select('user_id').where('user_id', '=', bela.id).execute();
    expect(before.length).toBeGreaterThan(0);
    const res = await app.inject({ method: 'DELETE', url: `/api/users/${bela.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('user_activity_days').select('user_id').where('user_id', '=', bela.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('user_activity_weeks').select('user_id').where('user_id', '=', bela.id).execute()).toEqual([]);
    await expectAllTrue();
    expect(await expectFiguresTrue('2026-03-01', '2026-03-31')).toBe(4);
  });

  it('counts only accounts that are students now: a student made administrator leaves the figures, an administrator made student joins them', async () => {
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', students[2]!.id).execute();
    await t.db.updateTable('users').set({ role: 'student' }).where('id', '=', admin.id).execute();
    // The endpoint asks for an administrator: a second one signs in, and stays the tests' administrator
    // (the first is a student now; its token would pass only while the server's account cache is warm).
    admin = await createAccount(t, app, 'Other', 'admin');
    await expectAllTrue();
    expect(await expectFiguresTrue('2026-03-01', '2026-03-31')).toBe(4);
  });

  it('the migration fills the rollup from the activity already recorded (down, rows added without it, up)', async () => {
    await rollupMigration.down(t.db);
    await t.db
      .insertInto('quiz_attempts')
      .values(
        instants(30, random(7)).map((finished_at) => ({
          id: randomUUID(),
          user_id: students[4]!.id,
          language: 'java',
          tier: 'beginner',
          sub_level: 'level1',
          score: 20,
          total_questions: 20,
          total_time_ms: 60_000,
          answers: '[]',
          finished_at,
        })),
      )
      .execute();
    await rollupMigration.up(t.db);
    expect(await expectRollupTrue()).toBeGreaterThan(60);
    await expectAllTrue();
  });
});
