/**
 * `pnpm backup` / `pnpm restore` as a round trip on the real database of each kind: every table
 * (read from the catalogue, so a new table is covered without touching this test) holds rows, the
 * uploads folder holds files; a backup restored into a fresh target has every table's rows and
 * every file's bytes. A damaged archive, a newer one and an occupied target are refused.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../src/backup/backup.js';
import { writeArchive } from '../src/backup/backup-archive.js';
import { backupFormat, backupFormatVersion, databaseEntry } from '../src/backup/backup-manifest.js';
import { restoreBackup } from '../src/backup/restore.js';
import { openDatabase, type Database, type DatabaseTarget } from '../src/db/database.js';
import { listTables } from '../src/db/database-dump.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ensureAdmin, seedDemoData } from '../src/seed/seed.js';
import { fillEveryTable } from './fill-every-table.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table
type AnyDb = Kysely<any>;

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'institute-backup-'));
const sourceDir = path.join(work, 'source');
const backupsDir = path.join(work, 'backups');
const opened: { close(): Promise<void> }[] = [];

/** A database of the kind under test: PGlite in a data folder, or a new PostgreSQL database. */
async function freshTarget(dataDir: string, migrate: boolean): Promise<{ target: DatabaseTarget; open: () => Promise<Database> }> {
  if (testDatabaseKind === 'postgres') {
    const created: TestDatabase = await createTestDatabase({ migrate });
    opened.push(created);
    return { target: { kind: 'postgres', url: created.url! }, open: async () => created };
  }
  const target: DatabaseTarget = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  return {
    target,
    open: async () => {
      const database = await openDatabase(target);
      opened.push(database);
      return database;
    },
  };
}

async function tableContents(db: AnyDb): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const { rows } = await sql<{ r: string }>`select to_jsonb(t)::text as r from ${sql.table(table)} t order by 1`.execute(db);
    out[table] = rows.map((row) => row.r);
  }
  return out;
}

async function filesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await fs.readdir(dir, { recursive: true })).sort()) {
    const full = path.join(dir, name);
    if ((await fs.stat(full)).isFile()) out[name] = (await fs.readFile(full)).toString('base64');
  }
  return out;
}

let source: Database;
let sourceTarget: DatabaseTarget;
let archive: string;
/** The target of the first restore: it holds data for the second. */
const restoredDir = path.join(work, 'restored');
let restoredTarget: DatabaseTarget;
let openRestored: () => Promise<Database>;

beforeAll(async () => {
  const made = await freshTarget(sourceDir, true);
  sourceTarget = made.target;
  source = await made.open();
  await migrateToLatest(source.db);
  await seedDemoData(source.db);
  await ensureAdmin(source.db, null);
  await fillEveryTable(source.db);
  // Uploads: nested folders, an empty file, binary bytes.
  const uploads = path.join(sourceDir, 'uploads');
  await fs.mkdir(path.join(uploads, 'avatars', 'deep'), { recursive: true });
  await fs.writeFile(path.join(uploads, 'screenshot.png'), randomBytes(300_000));
  await fs.writeFile(path.join(uploads, 'avatars', 'a.webp'), randomBytes(1234));
  await fs.writeFile(path.join(uploads, 'avatars', 'deep', 'empty.bin'), Buffer.alloc(0));
}, 120_000);

afterAll(async () => {
  for (const database of opened.reverse()) await database.close().catch(() => undefined);
  await fs.rm(work, { recursive: true, force: true });
});

describe(`backup and restore on ${testDatabaseKind}`, () => {
  it('restores every table and every file into a fresh target', async () => {
    const before = await tableContents(source.db);
    const empty = Object.entries(before).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([t]) => t)).toEqual([]);
    expect(Object.keys(before).length).toBeGreaterThan(30);

    const made = await createBackup({ target: sourceTarget, database: source, dataDir: sourceDir, outDir: backupsDir });
    archive = made.file;
    expect(path.basename(archive)).toMatch(/^institute-backup-.*\.tar$/);
    expect(made.manifest.database.kind).toBe(testDatabaseKind);
    expect(made.manifest.uploadFiles).toBe(3);
    expect(made.manifest.files.map((f) => f.path)).toContain(databaseEntry[testDatabaseKind]);

    const fresh = await freshTarget(restoredDir, false);
    restoredTarget = fresh.target;
    openRestored = fresh.open;
    const result = await restoreBackup({ archive, target: fresh.target, dataDir: restoredDir });
    expect(result.movedAside).toEqual([]);
    const restored = await fresh.open();
    expect(await tableContents(restored.db)).toEqual(before);
    expect(await filesOf(path.join(restoredDir, 'uploads'))).toEqual(await filesOf(path.join(sourceDir, 'uploads')));
    if (restoredTarget.kind === 'pglite') await restored.close();
  }, 120_000);

  it('refuses an occupied target without --force, and replaces it with --force', async () => {
    // The first restore's target now holds the data, and one more file.
    await fs.writeFile(path.join(restoredDir, 'uploads', 'old.txt'), 'old');
    await expect(restoreBackup({ archive, target: restoredTarget, dataDir: restoredDir })).rejects.toThrow(/holds data.*--force/);

    const result = await restoreBackup({ archive, target: restoredTarget, dataDir: restoredDir, force: true });
    expect(result.movedAside.some((p) => p.includes('uploads.before-restore-'))).toBe(true);
    expect(
      await fs.readFile(
        path.join(
          result.movedAside.find((p) => p.includes('uploads'))!,
          'old.txt',
        ),
        'utf8',
      ),
    ).toBe('old');
    expect(await filesOf(path.join(restoredDir, 'uploads'))).toEqual(await filesOf(path.join(sourceDir, 'uploads')));
    const restored = await openRestored();
    expect(await tableContents(restored.db)).toEqual(await tableContents(source.db));
  }, 120_000);

  it('refuses a damaged archive and changes nothing', async () => {
    const bytes = await fs.readFile(archive);
    const flipped = path.join(work, 'flipped.tar');
    const copy = Buffer.from(bytes);
    copy[1024 + 700] = copy[1024 + 700]! ^ 0xff; // inside the database entry's data
    await fs.writeFile(flipped, copy);
    const truncated = path.join(work, 'truncated.tar');
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    for (const damaged of [flipped, truncated]) {
      const dir = path.join(work, `damaged-${path.basename(damaged)}`);
      const fresh = await freshTarget(dir, false);
      await expect(restoreBackup({ archive: damaged, target: fresh.target, dataDir: dir })).rejects.toThrow(/damaged/);
      if (fresh.target.kind === 'pglite') expect(await fs.readdir(dir)).toEqual([]);
      else expect(await listTables((await fresh.open()).db)).toEqual([]);
    }
  }, 120_000);

  it('refuses a backup from a newer migration level', async () => {
    const newer = path.join(work, 'newer.tar');
    const dump = path.join(work, 'dump.bin');
    await fs.writeFile(dump, 'x');
    await writeArchive(newer, [{ name: databaseEntry[testDatabaseKind], source: dump }], (files) => ({
      format: backupFormat,
      version: backupFormatVersion,
      createdAt: new Date().toISOString(),
      database: { kind: testDatabaseKind, migration: '2999-01-01T0000-from-the-future', migrations: 99 },
      uploadFiles: 0,
      files,
    }));
    const dir = path.join(work, 'newer-target');
    const fresh = await freshTarget(dir, false);
    await expect(restoreBackup({ archive: newer, target: fresh.target, dataDir: dir })).rejects.toThrow(
      /newer version of the app \(migration 2999-01-01T0000-from-the-future/,
    );
  }, 60_000);
});
