import type { FastifyPluginAsync } from 'fastify';
import { migrationLevel } from '../../db/migrate.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async () => {
    const level = await migrationLevel(app.database.db);
    return { status: 'ok', database: app.database.kind, migration: level.latest, migrations: level.applied };
  });
};
