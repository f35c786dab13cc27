/** The administrator dashboard's seven figures (site spec section 2), counted on the server. */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { adminApi } from '@institute/shared-schema';
import { route } from '../../http/route.js';

export const adminStatsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  route(app, adminApi.stats, async () => {
    const today = new Date().toISOString().slice(0, 10);
    const count = (rows: { n: number | string | bigint }[]) => Number(rows[0]?.n ?? 0);
    const [students, courses, activeCourses, revenue, testimonials, sessions, upcoming] = await Promise.all([
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
      // Revenue is the sum of price times students (spec section 9).
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
      totalTestimonials: count(testimonials),
      liveSessions: count(sessions),
      upcomingSessions: count(upcoming),
    };
  });
};
