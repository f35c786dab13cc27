/**
 * Opens the database the configuration names: PostgreSQL through `pg` when DATABASE_URL is set,
 * embedded PGlite (a data folder, or memory for tests) otherwise. Both return rows with the same
 * JavaScript types: int8 as number, date as 'YYYY-MM-DD' text, timestamptz as Date.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely } from 'kysely';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { pgliteDialect } from './pglite-dialect.js';

export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `loadDataDir`: an in-memory database starts as this `dumpDataDir` copy (the tests' migrated template). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * PGlite only: its data folder as a gzipped tar, copied while no query runs (PGlite's own lock),
   * so the copy is what a crash at that instant would leave, which PostgreSQL's recovery opens.
   */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * PGlite's WebAssembly heap only grows, and PostgreSQL touches all of `shared_buffers` as it starts:
 * initdb's 128 MB made a freshly started server hold 150 MB of heap before its first request; with
 * 8 MB it holds 22. 8 MB (1,024 pages) keeps the hot pages: the whole public bucket is 2.5 MB of
 * table and index with the full quiz bank. Other reads come from the operating system's page cache,
 * as the data folder is a real folder (docs/PERFORMANCE.md "Sync").
 */
export const pgliteSettings = ['shared_buffers=8MB'];

/** A new PGlite data folder is made by a child process, so its memory leaves with it (pglite-initdb.ts). */
async function createDataDir(dataDir: string) {
  const self = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(self), `pglite-initdb${path.extname(self)}`);
  // From the sources (tests, the bench, `pnpm dev`) the script is TypeScript: tsx runs it.
  const execArgv = script.endsWith('.ts') && !process.execArgv.some((a) => a.includes('tsx')) ? ['--import', 'tsx'] : process.execArgv;
  const child = fork(script, [dataDir, ...pgliteSettings], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`Creating the PGlite database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`);
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
  if (target.dataDir) {
    await fs.mkdir(target.dataDir, { recursive: true });
    if (!existsSync(path.join(target.dataDir, 'PG_VERSION'))) await createDataDir(target.dataDir);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(!target.dataDir && target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((s) => ['-c', s])],
    parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v },
  });
  const db = new Kysely<DB>({ dialect: pgliteDialect(lite) });
  return { db, kind: 'pglite', close: () => db.destroy(), dumpDataDir: () => lite.dumpDataDir('gzip') };
}

/** Creates a PGlite data folder from a `dumpDataDir` copy (a restore); the folder must not hold a database. */
export async function loadPgliteDataDir(dataDir: string, dump: Blob): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} already holds a database`);
  await fs.mkdir(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create({
    dataDir,
    loadDataDir: dump,
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((s) => ['-c', s])],
  });
  // A clean shutdown writes a checkpoint: the next start needs no recovery.
  await lite.query('select 1');
  await lite.close();
}
