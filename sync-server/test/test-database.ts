/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created on TEST_POSTGRES_URL's server and dropped afterwards. TEST_DATABASE picks the kind; the
 * root Vitest config runs every server test once with each.
 *
 * Migrating costs 2 to 3 s on PGlite (under a second on PostgreSQL), and some fifty files each
 * need a database, so the migrated schema is made once and copied: a PGlite `dumpDataDir` archive
 * in the temporary folder, and a PostgreSQL template database. Both are named by a hash of the
 * migrations' sources, so a changed migration makes a new template; `{ migrate: false }` gives an
 * empty database for the tests of the migrations themselves.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

export const testDatabaseKind = (process.env.TEST_DATABASE ?? 'pglite') as 'pglite' | 'postgres';
const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends Database {
  /** The URL of the PostgreSQL database, for tests that start a second process on it. */
  url: string | null;
}

/** A hash of every migration's source and of PGlite's version (its archive's format): the templates' name. */
const migrationsHash = (() => {
  const dir = new URL('../src/db/', import.meta.url).pathname;
  const files = ['migrate.ts', ...fs.readdirSync(path.join(dir, 'migrations')).map((f) => `migrations/${f}`)].sort();
  const hash = createHash('sha256').update(fs.readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  return hash.digest('hex').slice(0, 16);
})();

const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The migrated PostgreSQL template, made by whichever test file comes first: it migrates a database
 * of its own and renames it to the template's name; a file that loses that race drops its copy.
 * Looked up once per test file (`once`).
 */
async function findOrMakePostgresTemplate(): Promise<string> {
  const template = `test_template_${migrationsHash}`;
  const exists = await withAdmin(async (a) => (await a.query('select 1 from pg_database where datname = $1', [template])).rowCount);
  if (exists) return template;
  const building = `test_building_${randomBytes(6).toString('hex')}`;
  await withAdmin((a) => a.query(`create database ${building}`));
  const database = await openDatabase({ kind: 'postgres', url: urlOf(building) });
  await migrateToLatest(database.db);
  await database.close();
  await withAdmin(async (a) => {
    try {
      await a.query(`alter database ${building} rename to ${template}`);
      // Templates of earlier migrations are of no more use (ignored if a test still holds one).
      const old = await a.query<{ datname: string }>(
        "select datname from pg_database where datname like 'test\\_template\\_%' and datname <> $1",
        [template],
      );
      for (const { datname } of old.rows) await a.query(`drop database if exists ${datname}`).catch(() => undefined);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error;
      await a.query(`drop database if exists ${building}`);
    }
  });
  return template;
}

/**
 * The migrated PGlite template: a `dumpDataDir` archive, written once (atomically) to the temporary
 * folder, and read once per test file (`once`).
 */
async function readOrMakePgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `institute-test-pglite-${migrationsHash}.tar.gz`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateToLatest(database.db);
    const dump = await database.dumpDataDir!();
    await database.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    // Archives of earlier migrations are of no more use.
    for (const old of fs.readdirSync(os.tmpdir()))
      if (/^institute-test-pglite-[0-9a-f]+\.tar\.gz$/.test(old) && path.join(os.tmpdir(), old) !== file)
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
  }
  return new Blob([fs.readFileSync(file)]);
}

/** The first call's promise, kept: a file that opens several databases finds its template once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
const postgresTemplate = once(findOrMakePostgresTemplate);
const pgliteTemplate = once(readOrMakePgliteTemplate);

export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  let database: Database;
  let url: string | null = null;
  let drop = async () => {};
  if (testDatabaseKind === 'postgres') {
    const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const template = migrate ? await postgresTemplate() : null;
    await withAdmin((a) => a.query(`create database ${name}${template ? ` template ${template}` : ''}`));
    url = urlOf(name);
    database = await openDatabase({ kind: 'postgres', url });
    drop = async () => {
      await withAdmin((a) => a.query(`drop database if exists ${name} with (force)`));
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null, ...(migrate ? { loadDataDir: await pgliteTemplate() } : {}) });
  }
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
