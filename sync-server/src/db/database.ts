/**
 * Opens the database the configuration names: PostgreSQL through `pg` when DATABASE_URL is set,
 * embedded PGlite (a data folder, or memory for tests) otherwise. Both return rows with the same
 * JavaScript types: int8 as number, date as 'YYYY-MM-DD' text, timestamptz as Date.
 */
import fs from 'node:fs/promises';
import { Kysely } from 'kysely';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { pgliteDialect } from './pglite-dialect.js';

export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const types = new pg.TypeOverrides();
    types.setTypeParser(INT8, (v: string) => Number(v));
    types.setTypeParser(DATE, (v: string) => v);
    const pool = new pg.Pool({ connectionString: target.url, max: 10, types });
    // A connection the server ends (a restart, a failover, an administrator's terminate) raises an
    // 'error' event. A query in flight gets it as a rejection; an idle or closing connection has
    // nobody to tell, and an unheard 'error' event would crash the process. The pool replaces it.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (target.dataDir) await fs.mkdir(target.dataDir, { recursive: true });
  const lite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v },
  });
  const db = new Kysely<DB>({ dialect: pgliteDialect(lite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
