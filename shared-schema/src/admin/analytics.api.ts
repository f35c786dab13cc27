/** `GET /api/admin/analytics` (issue 19): every figure of the analytics page for one range, aggregated by the server. */
import { defineEndpoint } from '../api/endpoint.js';
import { analyticsQuerySchema, analyticsSchema } from './analytics.schema.js';

export const adminAnalyticsApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'admin',
    summary: 'Enrolments, revenue, payment decisions, active students, quizzes, code runs and courses for a range of days',
    query: analyticsQuerySchema,
    answers: { 200: analyticsSchema },
  }),
} as const;
