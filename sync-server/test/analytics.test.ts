/**
 * The analytics endpoint (issue 19): administrators only; every chart's figures on a small set
 * seeded by hand and counted here by hand (months and weeks on the institute's calendar,
 * Asia/Kolkata, so a row just after its midnight belongs to the next day there); the range filter;
 * bad ranges refused with 400 in the catalogue's words.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, analyticsSchema, dayIn, messages, type Analytics } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { createAccount, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let admin: SignedInAccount;
let student: SignedInAccount;
const ids: Record<string, string> = {};

/** An instant on the institute's clock (IST, +05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  admin = await createAccount(t, app, 'Admin', 'admin');
  student = await createAccount(t, app, 'Asha');
  for (const name of ['Bela', 'Chetan', 'Dev']) ids[name] = (await createAccount(t, app, name)).id;
  ids.Asha = student.id;
  const [a, b, c, d] = [ids.Asha, ids.Bela!, ids.Chetan!, ids.Dev!];

  const course = async (title: string, status = 'published') =>
    (
      await t.db
        .insertInto('courses')
        .values({
          title,
          description: 'd',
          level: 'Beginner',
          duration: '8 weeks',
          instructor: 'I',
          price: 100,
          status: status as 'published',
          skills: '[]',
          projects: '[]',
          syllabus: '[]',
          learning_outcomes: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  for (const n of [1, 2, 3, 4, 5, 6, 7]) ids[`C${n}`] = await course(`Course ${n}`);
  ids.Draft = await course('Draft course', 'draft');
  const [c1, c2, c3] = [ids.C1!, ids.C2!, ids.C3!];

  const enrol = (student_id: string, course_id: string, at: string) =>
    t.db
      .insertInto('enrollments')
      .values({ student_id, course_id, enrolled_at: ist(at) })
      .execute();
  await enrol(a, c1, '2026-03-05T10:00:00');
  await enrol(b, c1, '2026-03-31T23:00:00');
  await enrol(c, c1, '2026-04-01T01:00:00'); // April in India, still 31 March in UTC
  await enrol(a, c2, '2026-04-10T10:00:00');
  await enrol(b, c2, '2026-04-20T10:00:00');
  await enrol(a, c3, '2026-04-25T10:00:00');
  await enrol(d, c3, '2026-02-15T10:00:00'); // before the range

  const proof = (student_id: string, course_id: string, amount: number, submitted: string, status: string, decided?: string) =>
    t.db
      .insertInto('payment_verifications')
      .values({
        student_id,
        course_id,
        student_name: 'S',
        course_name: 'C',
        amount,
        mobile_number: '9000000000',
        transaction_id: randomUUID(),
        payment_date: ist(submitted),
        status: status as 'approved',
        decided_at: decided ? ist(decided) : null,
      })
      .execute();
  await proof(a, c1, 1000, '2026-03-04T10:00:00', 'approved', '2026-03-04T12:00:00'); // 2 h
  await proof(b, c1, 1500, '2026-03-31T20:00:00', 'approved', '2026-04-01T02:00:00'); // 6 h
  await proof(c, c2, 800, '2026-04-09T09:00:00', 'rejected', '2026-04-09T10:00:00'); // 1 h
  await proof(a, c2, 900, '2026-04-10T08:00:00', 'approved', '2026-04-11T08:00:00'); // 24 h
  await proof(b, c3, 700, '2026-04-29T08:00:00', 'pending');
  await proof(d, c3, 600, '2026-02-14T08:00:00', 'approved', '2026-02-15T08:00:00'); // before the range
  await proof(c, c3, 500, '2026-02-27T10:00:00', 'approved', '2026-03-02T10:00:00'); // submitted before, decided in it: 72 h

  const attempt = (user_id: string, language: string, tier: string, score: number, at: string) =>
    t.db
      .insertInto('quiz_attempts')
      .values({
        id: randomUUID(),
        user_id,
        language,
        tier,
        sub_level: 'level1',
        score,
        total_questions: 20,
        total_time_ms: 60_000,
        answers: '[]',
        finished_at: ist(at),
      })
      .execute();
  await attempt(a, 'python', 'beginner', 18, '2026-03-02T10:00:00');
  await attempt(b, 'python', 'beginner', 10, '2026-03-03T10:00:00');
  await attempt(a, 'python', 'beginner', 16, '2026-03-04T10:00:00'); // the pass mark itself passes
  await attempt(a, 'java', 'intermediate', 15, '2026-03-05T10:00:00');
  await attempt(d, 'java', 'intermediate', 20, '2026-02-20T10:00:00'); // before the range

  const run = (user_id: string, language: string, at: string) =>
    t.db
      .insertInto('code_runs')
      .values({ id: randomUUID(), user_id, language, code: 'x', created_at: ist(at) })
      .execute();
  await run(c, 'python', '2026-03-10T10:00:00');
  await run(a, 'javascript', '2026-03-11T10:00:00');
  await run(admin.id, 'python', '2026-03-11T11:00:00'); // counted as a run, not as an active student
  await run(c, 'c', '2026-05-02T10:00:00'); // after the range

  const session = await t.db
    .insertInto('live_sessions')
    .values({ course_id: c1, title: 'Live', date: '2026-03-16' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('session_participants')
    .values({ session_id: session.id, user_id: b, joined_at: ist('2026-03-16T12:00:00') })
    .execute();

  await t.db.insertInto('sync_clients').values({ client_id: 'chetan-phone', user_id: c }).execute();
  const pushed = (seq: number, at: string) =>
    t.db
      .insertInto('sync_mutations')
      .values({ client_id: 'chetan-phone', seq, mutation_id: randomUUID(), name: 'profile.update', status: 'applied', applied_at: ist(at) })
      .execute();
  await pushed(1, '2026-03-22T23:30:00'); // a Sunday
  await pushed(2, '2026-03-23T00:30:00'); // the next Monday in India, still Sunday in UTC
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function figures(query: string): Promise<Analytics> {
  const res = await app.inject({ url: `/api/admin/analytics${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<Analytics>();
  expect(analyticsSchema.strict().safeParse(body).success).toBe(true);
  return body;
}

describe(`analytics on ${testDatabaseKind}`, () => {
  it('refuses visitors (401) and students (403)', async () => {
    expect((await app.inject({ url: '/api/admin/analytics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/analytics', headers: student.headers })).statusCode).toBe(403);
  });

  it('counts every chart of March and April 2026 as by hand', async () => {
    const f = await figures('?from=2026-03-01&to=2026-04-30');
    expect(f).toMatchObject({ from: '2026-03-01', to: '2026-04-30', timeZone: 'Asia/Kolkata' });
    expect(f.months).toEqual([
      { month: '2026-03', enrolments: 2, revenue: 2500 },
      { month: '2026-04', enrolments: 4, revenue: 900 },
    ]);
    expect(f.payments).toEqual({
      byStatus: [
        { status: 'pending', proofs: 1 },
        { status: 'approved', proofs: 3 },
        { status: 'rejected', proofs: 1 },
      ],
      // 1 h, 2 h, 6 h, 24 h, 72 h: the median is 6 h.
      decided: 5,
      medianDecisionSeconds: 6 * 3600,
    });
    expect(f.activeStudents.total).toBe(3);
    expect(f.activeStudents.weeks).toEqual([
      { week: '2026-02-23', students: 0 },
      { week: '2026-03-02', students: 2 }, // Asha and Bela took quizzes
      { week: '2026-03-09', students: 2 }, // Chetan and Asha ran programs (the admin's run does not count)
      { week: '2026-03-16', students: 2 }, // Bela joined a session, Chetan's phone synced on Sunday night
      { week: '2026-03-23', students: 1 }, // Chetan's phone, Monday 00:30 in India
      { week: '2026-03-30', students: 0 },
      { week: '2026-04-06', students: 0 },
      { week: '2026-04-13', students: 0 },
      { week: '2026-04-20', students: 0 },
      { week: '2026-04-27', students: 0 },
    ]);
    expect(f.quiz).toEqual([
      { language: 'python', tier: 'beginner', attempts: 3, passed: 2, passRate: 66.7 },
      { language: 'java', tier: 'intermediate', attempts: 1, passed: 0, passRate: 0 },
    ]);
    expect(f.codeRuns).toEqual([
      { language: 'python', runs: 2 },
      { language: 'javascript', runs: 1 },
    ]);
    const named = (list: { title: string; enrolments: number }[]) => list.map((c) => [c.title, c.enrolments]);
    expect(named(f.courses.mostChosen)).toEqual([
      ['Course 1', 3],
      ['Course 2', 2],
      ['Course 3', 1],
      ['Course 4', 0],
      ['Course 5', 0],
    ]);
    // The five fewest are 4, 5, 6, 7 (none) and 3; those not already among the most chosen. The draft does not count.
    expect(named(f.courses.leastChosen)).toEqual([
      ['Course 6', 0],
      ['Course 7', 0],
    ]);
  });

  it('filters by the range: April alone, March alone (an even count of decisions: the median between the middle two)', async () => {
    const april = await figures('?from=2026-04-01&to=2026-04-30');
    expect(april.months).toEqual([{ month: '2026-04', enrolments: 4, revenue: 900 }]);
    expect(april.payments).toMatchObject({ decided: 3, medianDecisionSeconds: 6 * 3600 });
    expect(april.payments.byStatus.map((s) => s.proofs)).toEqual([1, 1, 1]);
    expect(april.activeStudents.total).toBe(0);
    expect(april.quiz).toEqual([]);
    expect(april.codeRuns).toEqual([]);
    expect(april.courses.mostChosen.slice(0, 3).map((c) => [c.title, c.enrolments])).toEqual([
      ['Course 2', 2],
      ['Course 1', 1],
      ['Course 3', 1],
    ]);

    const march = await figures('?from=2026-03-01&to=2026-03-31');
    expect(march.months).toEqual([{ month: '2026-03', enrolments: 2, revenue: 2500 }]);
    // 2 h and 72 h.
    expect(march.payments).toMatchObject({ decided: 2, medianDecisionSeconds: 37 * 3600 });
    expect(march.activeStudents.total).toBe(3);

    const empty = await figures('?from=2025-01-01&to=2025-01-31');
    expect(empty.payments).toMatchObject({ decided: 0, medianDecisionSeconds: null });
    expect(empty.months).toEqual([{ month: '2025-01', enrolments: 0, revenue: 0 }]);
    expect(empty.activeStudents.weeks.every((w) => w.students === 0)).toBe(true);
  });

  it('defaults to the last 30 days ending today on the institute calendar', async () => {
    const f = await figures('');
    const today = dayIn('Asia/Kolkata');
    expect(f.to).toBe(today);
    expect(f.from).toBe(addDays(today, -29));
    expect(f.activeStudents.weeks.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses bad ranges with 400 in the catalogue words', async () => {
    const refused = async (query: string, message?: string) => {
      const res = await app.inject({ url: `/api/admin/analytics${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
      if (message) expect(res.json<{ message: string }>().message).toBe(message);
    };
    const w = messages.adminAnalytics;
    await refused('?from=2026-04-30&to=2026-04-01', w.rangeOrder);
    await refused('?from=2024-01-01&to=2026-01-02', w.rangeTooLong);
    await refused('?from=1999-12-31&to=2000-01-30', w.outOfBounds);
    await refused('?from=2099-12-31&to=2100-01-01', w.outOfBounds);
    await refused('?to=1999-12-31', w.outOfBounds);
    await refused('?from=2026-02-30&to=2026-03-01');
    await refused('?from=yesterday');
    await refused('?from=2026-03-01T00:00:00Z&to=2026-03-02');
    // Two years and a leap day is the longest range.
    await figures('?from=2024-01-01&to=2025-12-31');
  });
});
