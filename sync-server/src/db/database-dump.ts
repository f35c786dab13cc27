/**
 * The database's part of a backup: PostgreSQL through its own tools (`pg_dump` in the custom
 * format, `pg_restore`), PGlite as a copy of its data folder (`dumpDataDir`, loaded back with
 * `loadPgliteDataDir`). Also the checks a restore makes on its target.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';

/**
 * A connection URL without its password, which goes to the tools in PGPASSWORD instead of their
 * command line (where any user of the machine could read it in the process list).
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) =>
    child
      .once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new Error(`${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`)
            : error,
        ),
      )
      .once('exit', resolve),
  );
  if (code !== 0) throw new Error(`${command} failed (exit ${code}): ${stderr.trim()}`);
}

/** `pg_dump` in the custom format: one consistent snapshot, taken while the server keeps running. */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** `pg_restore` into the (empty) database at `url`, all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}

/**
 * PGlite's data folder, copied after a checkpoint (so little is left for recovery to replay) and
 * while PGlite runs no query (`dumpDataDir` holds its lock); written to `file`.
 */
export async function dumpPglite(database: Database, file: string): Promise<void> {
  if (!database.dumpDataDir) throw new Error('This database is not PGlite');
  await sql`checkpoint`.execute(database.db);
  const dump = await database.dumpDataDir();
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
type AnyDb = Kysely<any>;

/** The tables of the app's schema (`public`), from the catalogue: every table, not a hand list. */
export async function listTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/** Drops everything in the `public` schema (a forced restore onto a database that holds data). */
export async function emptyPublicSchema(db: AnyDb): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
