import type { FastifyPluginAsync } from 'fastify';
import { healthApi } from '@institute/shared-schema';
import { migrationLevel } from '../../db/migrate.js';
import { route } from '../../http/route.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, healthApi.get, async () => {
    const level = await migrationLevel(app.database.db);
    return { status: 'ok' as const, database: app.database.kind, migration: level.latest, migrations: level.applied };
  });
};
