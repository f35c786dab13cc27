/** `GET /api/admin/analytics` (issue 19): the analytics page's figures for a range of days, administrators only. */
import type { FastifyPluginAsync } from 'fastify';
import { adminAnalyticsApi } from '@institute/shared-schema';
import { route } from '../../http/route.js';
import { analytics } from './analytics.service.js';

export const analyticsRoutes: FastifyPluginAsync<{ now?: () => number }> = async (app, { now = Date.now }) => {
  const db = app.database.db;
  route(app, adminAnalyticsApi.get, async (request) => analytics(db, request.query, { now: now() }));
};
