/** Decorates the app with the database and, unless it is shared with another app, closes it with the app. */
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export const databasePlugin = fp<{ database: Database; closeWithApp: boolean }>(
  async (app, { database, closeWithApp }) => {
    app.decorate('database', database);
    if (closeWithApp) app.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);
