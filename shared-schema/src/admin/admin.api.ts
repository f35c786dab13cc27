/** The administrator dashboard's figures on the wire (site spec section 2), counted by the server. */
import { z } from 'zod';
import { defineEndpoint, noQuery } from '../api/endpoint.js';

const count = z.number().int().min(0);

export const adminStatsSchema = z.object({
  totalStudents: count,
  totalCourses: count,
  activeCourses: count,
  /** Rupees received: the sum of approved payment proofs' amounts. */
  totalRevenue: count,
  /**
   * Rupees, an estimate only: price times students over every course (spec section 9), at today's
   * prices, so it drifts from what was paid when a price changes.
   */
  estimatedRevenue: count,
  totalTestimonials: count,
  liveSessions: count,
  upcomingSessions: count,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminApi = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    summary: 'The dashboard figures: students, courses, revenue, testimonials, live sessions',
    query: noQuery,
    answers: { 200: adminStatsSchema },
  }),
} as const;
