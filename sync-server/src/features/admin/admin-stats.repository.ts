/** SQL of the administrator dashboard's eight figures (site spec section 2) lives here and only here. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The dashboard's figures; `today` (`YYYY-MM-DD`) decides which sessions are upcoming. */
export async function countAdminStats(db: Kysely<DB>, today: string) {
  const count = (rows: { n: number | string | bigint }[]) => Number(rows[0]?.n ?? 0);
  const [students, courses, activeCourses, revenue, estimate, testimonials, sessions, upcoming] = await Promise.all([
    db
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('n'))
      .where('role', '=', 'student')
      .execute(),
    db
      .selectFrom('courses')
      .select(sql<number>`count(*)`.as('n'))
      .execute(),
    db
      .selectFrom('courses')
      .select(sql<number>`count(*)`.as('n'))
      .where('is_active', '=', true)
      .execute(),
    // Revenue is money received: the amounts of approved payment proofs.
    db
      .selectFrom('payment_verifications')
      .select(sql<number>`coalesce(sum(amount::bigint), 0)`.as('n'))
      .where('status', '=', 'approved')
      .execute(),
    // The spec's figure (section 9), price times students at today's prices: only an estimate.
    db
      .selectFrom('courses')
      .select(sql<number>`coalesce(sum(price::bigint * students), 0)`.as('n'))
      .execute(),
    db
      .selectFrom('testimonials')
      .select(sql<number>`count(*)`.as('n'))
      .execute(),
    db
      .selectFrom('live_sessions')
      .select(sql<number>`count(*)`.as('n'))
      .execute(),
    db
      .selectFrom('live_sessions')
      .select(sql<number>`count(*)`.as('n'))
      .where('date', '>=', today)
      .where('status', 'in', ['scheduled', 'ongoing'])
      .execute(),
  ]);
  return {
    totalStudents: count(students),
    totalCourses: count(courses),
    activeCourses: count(activeCourses),
    totalRevenue: count(revenue),
    estimatedRevenue: count(estimate),
    totalTestimonials: count(testimonials),
    liveSessions: count(sessions),
    upcomingSessions: count(upcoming),
  };
}
