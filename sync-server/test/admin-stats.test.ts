/**
 * The administrator dashboard's figures: revenue is money received (approved payment proofs), the
 * spec's price × students is kept as a labelled estimate, and the demo data claims no money.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStatsSchema } from '@institute/shared-schema';
import { buildApp, type App } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { insertUser } from '../src/features/users/users.repository.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

let t: TestDatabase;
let app: App;
let token = '';
let studentId = '';
let adminId = '';

beforeAll(async () => {
  t = await createTestDatabase();
  app = await buildApp({ config: { publicDir: '/nonexistent' }, database: t, authRateLimitPerMinute: 10_000 });
  const passwordHash = await hashPassword('Secret1!');
  const admin = await insertUser(t.db, {
    firstName: 'Admin',
    lastName: 'Test',
    email: 'admin@example.com',
    phoneNumber: '9000000003',
    role: 'admin',
    passwordHash,
  });
  adminId = admin.id;
  const student = await insertUser(t.db, {
    firstName: 'Asha',
    lastName: 'Test',
    email: 'asha@example.com',
    phoneNumber: '9000000001',
    role: 'student',
    passwordHash,
  });
  studentId = student.id;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: 'Secret1!' },
  });
  token = login.json<{ token: string }>().token;
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function stats() {
  const res = await app.inject({ url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  const body = res.json<Record<string, number>>();
  expect(adminStatsSchema.strict().safeParse(body).success).toBe(true);
  return body;
}

describe(`administrator dashboard on ${testDatabaseKind}`, () => {
  it('counts students, courses, testimonials and sessions; the demo data claims no revenue', async () => {
    const { seedDemoData } = await import('../src/seed/seed.js');
    await seedDemoData(t.db);
    const courses = await t.db.selectFrom('courses').select(['price', 'students']).execute();
    expect(courses.length).toBeGreaterThan(0);
    // Nobody paid for a demo course: no students, so neither revenue nor its estimate is invented.
    expect(courses.every((c) => c.students === 0)).toBe(true);
    expect(await stats()).toEqual({
      totalStudents: 1,
      totalCourses: courses.length,
      activeCourses: courses.length,
      totalRevenue: 0,
      estimatedRevenue: 0,
      totalTestimonials: 8,
      liveSessions: courses.length * 4,
      upcomingSessions: courses.length * 2,
    });
  });

  it('revenue is the sum of approved payments; price × students is only the estimate', async () => {
    const [course, other] = await t.db.selectFrom('courses').select(['id', 'title', 'price']).orderBy('title').limit(2).execute();
    const proof = (c: typeof course, transactionId: string, amount: number) => ({
      student_id: studentId,
      course_id: c!.id,
      student_name: 'Asha Test',
      course_name: c!.title,
      amount,
      mobile_number: '9876543210',
      transaction_id: transactionId,
      screenshot: null,
    });
    const decided = { decided_by: adminId, decided_at: new Date() };
    await t.db
      .insertInto('payment_verifications')
      .values([
        { ...proof(course, 'UPI1', 4999), status: 'approved', ...decided },
        { ...proof(other, 'UPI2', 2500), status: 'approved', ...decided },
        { ...proof(course, 'UPI3', 7000) },
        { ...proof(other, 'UPI4', 9000), status: 'rejected', ...decided },
      ])
      .execute();
    // What an approval does to a course: one more student.
    await t.db.updateTable('courses').set({ students: 1 }).where('id', 'in', [course!.id, other!.id]).execute();

    const figures = await stats();
    expect(figures.totalRevenue).toBe(4999 + 2500);
    expect(figures.estimatedRevenue).toBe(course!.price + other!.price);
  });
});
