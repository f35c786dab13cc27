/**
 * CSV exports (issue 19): administrators only; UTF-8 with a byte-order mark, RFC 4180 quoting,
 * formula-like cells neutralised; every row exactly once across pages; payment proofs with their
 * transaction ids and decisions.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportKinds } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { csvCell } from '../src/features/exports/csv.js';
import { exportPageRows } from '../src/features/exports/exports.repository.js';
import { insertCourse } from '../src/features/courses/courses.repository.js';
import { createAccount, type SignedInAccount } from './sync-helpers.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let admin: SignedInAccount;
let student: SignedInAccount;

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  admin = await createAccount(t, app, 'Admin', 'admin');
  student = await createAccount(t, app, 'Asha');
}, 120_000);
afterAll(async () => {
  await app.close();
});

const download = (kind: string, headers = admin.headers) => app.inject({ url: `/api/admin/exports/${kind}`, headers });

describe(`CSV exports on ${testDatabaseKind}`, () => {
  it('refuses visitors (401) and students (403) for every export, and an unknown kind (400)', async () => {
    for (const kind of exportKinds) {
      expect((await app.inject({ url: `/api/admin/exports/${kind}` })).statusCode).toBe(401);
      expect((await download(kind, student.headers)).statusCode).toBe(403);
    }
    expect((await download('passwords')).statusCode).toBe(400);
  });

  it('quotes every text cell, doubles quotes, and neutralises formulas', () => {
    expect(csvCell('Asha, "the best"')).toBe('"Asha, ""the best"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    for (const f of ['=1+1', '+91 98765', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(f)).toBe(`"'${f}"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('yes');
  });

  it('streams students as UTF-8 with a byte-order mark, names kept exactly and formulas neutralised', async () => {
    await t.db
      .updateTable('users')
      .set({ first_name: '=HYPERLINK("http://evil.example","Click")', last_name: 'Pâtil, "Jr"\nSecond line' })
      .where('id', '=', student.id)
      .execute();
    const res = await download('students');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(['Id', 'First name', 'Last name', 'Email', 'Phone', 'Status', 'Joined']);
    // Only students: the administrator is not in the file.
    expect(rows.slice(1).map((r) => r[0])).toEqual([student.id]);
    expect(rows[1]![1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[1]![2]).toBe('Pâtil, "Jr"\nSecond line');
    expect(rows[1]![3]).toBe(student.email);
  });

  it('sends every row exactly once across pages', async () => {
    const n = exportPageRows * 2 + 7;
    await sql`
      insert into users (first_name, last_name, email, role, phone_number, password_hash)
      select 'Bulk', 'Student ' || i, 'bulk' || i || '@example.com', 'student', null, 'x'
      from generate_series(1, ${n}::int) as i`.execute(t.db);
    const res = await download('students');
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8')).slice(1);
    expect(rows).toHaveLength(n + 1);
    expect(new Set(rows.map((r) => r[0])).size).toBe(n + 1);
  });

  it('exports payment proofs with transaction ids and decisions, enrolments and quiz results', async () => {
    const course = await insertCourse(t.db, {
      title: 'Java',
      description: 'Java',
      level: 'Beginner',
      duration: '6 weeks',
      instructor: 'R. Kulkarni',
      price: 4999,
      originalPrice: 7999,
      category: 'Programming',
      skills: [],
      isActive: true,
      syllabus: [],
      status: 'published',
    });
    const base = {
      student_id: student.id,
      course_id: course.id,
      student_name: 'Asha Test',
      course_name: 'Java',
      amount: 4999,
      mobile_number: '9000000000',
      screenshot: null,
    };
    await t.db
      .insertInto('payment_verifications')
      .values([
        { ...base, transaction_id: 'UPI-PENDING' },
        {
          ...base,
          transaction_id: '=CMD()',
          status: 'rejected',
          admin_notes: 'Not on the statement',
          decided_by: admin.id,
          decided_at: new Date(),
        },
      ])
      .execute();
    await t.db.insertInto('enrollments').values({ student_id: student.id, course_id: course.id, progress: 40 }).execute();
    await t.db
      .insertInto('quiz_attempts')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        user_id: student.id,
        language: 'python',
        tier: 'beginner',
        sub_level: 'level1',
        score: 17,
        total_questions: 20,
        total_time_ms: 120_400,
        answers: '[]',
        finished_at: new Date('2026-11-20T10:00:00Z'),
      })
      .execute();

    const payments = parseCsv((await download('payments')).rawPayload.subarray(3).toString('utf8'));
    expect(payments[0]).toContain('Transaction id');
    const rejected = payments.find((r) => r[4] === "'=CMD()")!;
    expect(rejected.slice(7)).toEqual(['rejected', admin.email, expect.stringMatching(/^\d{4}-/), 'Not on the statement']);
    expect(payments.find((r) => r[4] === 'UPI-PENDING')!.slice(7)).toEqual(['pending', '', '', '']);

    const enrollments = parseCsv((await download('enrollments')).rawPayload.subarray(3).toString('utf8'));
    expect(enrollments.slice(1).map((r) => [r[3], r[4], r[5]])).toEqual([['Java', 'in-progress', '40']]);

    const quiz = parseCsv((await download('quiz-results')).rawPayload.subarray(3).toString('utf8'));
    expect(quiz[1]!.slice(3)).toEqual(['python', 'beginner', 'level1', '17', '20', 'yes', '120', '2026-11-20T10:00:00.000Z']);
  });
});
