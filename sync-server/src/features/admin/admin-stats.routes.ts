/** The administrator dashboard's seven figures (site spec section 2), counted on the server. */
import type { FastifyPluginAsync } from 'fastify';
import { countAdminStats } from './admin-stats.repository.js';

export const adminStatsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.get('/api/admin/stats', { preHandler: app.requireRole('admin') }, async () => {
    return countAdminStats(db, new Date().toISOString().slice(0, 10));
  });
};
