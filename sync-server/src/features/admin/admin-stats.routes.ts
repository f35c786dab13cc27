/** The administrator dashboard's figures (site spec section 2), counted on the server. */
import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '@institute/shared-schema';
import { route } from '../../http/route.js';
import { countAdminStats } from './admin-stats.repository.js';

export const adminStatsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  route(app, adminApi.stats, async () => countAdminStats(db, new Date().toISOString().slice(0, 10)));
};
