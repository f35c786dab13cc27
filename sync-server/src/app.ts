/**
 * The Fastify app factory: external plugins, then the app's own plugins, then the feature routes.
 * Tests build it with an open database and call it with `app.inject`; `start.ts` adds listening.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { databasePlugin } from './plugins/database.plugin.js';
import { staticPlugin } from './plugins/static.plugin.js';
import { healthRoutes } from './features/health/health.routes.js';
import { coursesRoutes } from './features/courses/courses.routes.js';

export interface AppOptions {
  config: Pick<Config, 'publicDir'> & Partial<Config>;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger = false }: AppOptions) {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 1024 * 1024 });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(databasePlugin, { database });
  await app.register(healthRoutes);
  await app.register(coursesRoutes);
  await app.register(staticPlugin, { root: config.publicDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
