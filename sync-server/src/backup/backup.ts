/**
 * Makes one backup archive: the database (PostgreSQL's `pg_dump`, or PGlite's data folder copied
 * by the PGlite instance that has it open) and then every file under DATA_DIR/uploads, with a
 * manifest of checksums (backup-archive.ts). The same code serves `pnpm backup` and the server's
 * daily backup.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database, DatabaseTarget } from '../db/database.js';
import { dumpPglite, dumpPostgres } from '../db/database-dump.js';
import { migrationLevel } from '../db/migrate.js';
import { writeArchive, type ArchiveFile } from './backup-archive.js';
import { backupFormat, backupFormatVersion, databaseEntry, uploadsPrefix, type BackupManifest } from './backup-manifest.js';

export const backupFilePattern = /^institute-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

/** `institute-backup-2026-11-27T16-55-01-123Z.tar`: names sort by time (the retention relies on it). */
export const backupFileName = (at: Date) => `institute-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;

/** Every file under `dir`, as paths relative to it with forward slashes (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relative: string) => {
    let entries;
    try {
      entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && relative === '') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  await walk('');
  return out;
}

export interface BackupOptions {
  /** Where the database is (PostgreSQL's URL is what pg_dump connects to). */
  target: DatabaseTarget;
  /** The database, open (PGlite's copy is made by the instance that has the folder open). */
  database: Database;
  /** DATA_DIR: its `uploads` folder is backed up. */
  dataDir: string;
  /** The folder the archive is written to. */
  outDir: string;
  now?: () => Date;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

export async function createBackup({ target, database, dataDir, outDir, now = () => new Date() }: BackupOptions): Promise<BackupResult> {
  const startedAt = now();
  await fs.mkdir(outDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(outDir, '.staging-'));
  try {
    const level = await migrationLevel(database.db);
    const dump = path.join(staging, 'database');
    if (target.kind === 'postgres') await dumpPostgres(target.url, dump);
    else await dumpPglite(database, dump);
    // The uploads after the database: a row written meanwhile may name a file the archive has, never
    // the other way round for files that are only ever added (a deleted file may be missing).
    const uploadsDir = path.join(dataDir, 'uploads');
    const uploads = await filesUnder(uploadsDir);
    const files: ArchiveFile[] = [
      { name: databaseEntry[target.kind], source: dump },
      ...uploads.map((relative) => ({ name: `${uploadsPrefix}${relative}`, source: path.join(uploadsDir, ...relative.split('/')) })),
    ];
    const file = path.join(outDir, backupFileName(startedAt));
    const manifest = await writeArchive(file, files, (records) => ({
      format: backupFormat,
      version: backupFormatVersion,
      createdAt: startedAt.toISOString(),
      database: { kind: target.kind, migration: level.latest, migrations: level.applied },
      uploadFiles: uploads.length,
      files: records,
    }));
    return { file, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
