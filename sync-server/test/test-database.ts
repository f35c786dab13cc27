/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created on TEST_POSTGRES_URL's server and dropped afterwards. TEST_DATABASE picks the kind; the
 * root Vitest config runs every server test once with each.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

export const testDatabaseKind = (process.env.TEST_DATABASE ?? 'pglite') as 'pglite' | 'postgres';
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends Database {
  /** The URL of the PostgreSQL database, for tests that start a second process on it. */
  url: string | null;
}

export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  let database: Database;
  let url: string | null = null;
  let drop = async () => {};
  if (testDatabaseKind === 'postgres') {
    const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    database = await openDatabase({ kind: 'postgres', url });
    drop = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  if (migrate) await migrateToLatest(database.db);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
