/**
 * Restores a backup archive into this configuration's database and DATA_DIR/uploads. Refuses,
 * before it changes anything: a damaged archive (backup-archive.ts), one of the other database
 * kind, one from a newer migration level than this code knows, a target that holds data unless
 * `force` (then the PGlite folder and the uploads folder are moved aside, not deleted, and the
 * PostgreSQL database's tables are dropped), and a server running on this data folder.
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadPgliteDataDir, openDatabase, type DatabaseTarget } from '../db/database.js';
import { emptyPublicSchema, listTables, restorePostgres } from '../db/database-dump.js';
import { isKnownMigration, latestMigration } from '../db/migrate.js';
import { runningServer } from '../data-dir-lock.js';
import { readArchive } from './backup-archive.js';
import { BackupError, backupFormatVersion, databaseEntry, uploadsPrefix, type BackupManifest } from './backup-manifest.js';

export interface RestoreOptions {
  archive: string;
  target: DatabaseTarget;
  dataDir: string;
  /** Replace a target that holds data. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Folders moved aside by a forced restore (delete them once the restore is checked). */
  movedAside: string[];
}

async function hasEntries(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** What in the target holds data, in words. */
async function occupied(target: DatabaseTarget, uploadsDir: string): Promise<string[]> {
  const found: string[] = [];
  if (target.kind === 'pglite') {
    if (target.dataDir && existsSync(path.join(target.dataDir, 'PG_VERSION'))) found.push(`the PGlite database in ${target.dataDir}`);
  } else {
    const database = await openDatabase(target);
    try {
      const tables = await listTables(database.db);
      if (tables.length) found.push(`the PostgreSQL database (${tables.length} tables)`);
    } finally {
      await database.close();
    }
  }
  if (await hasEntries(uploadsDir)) found.push(`the uploads folder ${uploadsDir}`);
  return found;
}

function checkManifest(manifest: BackupManifest, target: DatabaseTarget) {
  if (manifest.version > backupFormatVersion)
    throw new BackupError(`This backup was written by a newer version of the app (format ${manifest.version}); update the app first.`);
  if (manifest.database.kind !== target.kind)
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.'
        : 'This backup is of a PGlite database: unset DATABASE_URL and set DATA_DIR to the folder to restore it into.',
    );
  const level = manifest.database.migration;
  if (level !== null && !isKnownMigration(level))
    throw new BackupError(
      level > latestMigration
        ? `This backup is from a newer version of the app (migration ${level}; this one knows up to ${latestMigration}): update the app, then restore.`
        : `This backup has a migration this app does not know (${level}): restore it with the version of the app that made it.`,
    );
}

export async function restoreBackup({ archive, target, dataDir, force = false }: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new BackupError(`There is no backup archive at ${archive}`);
  const server = runningServer(dataDir);
  if (server !== null) throw new BackupError(`A server is running on ${dataDir} (pid ${server}): stop it before restoring.`);
  if (target.kind === 'pglite' && !target.dataDir) throw new BackupError('PGlite in memory cannot be restored into');
  const uploadsDir = path.join(dataDir, 'uploads');
  const inUse = await occupied(target, uploadsDir);
  if (inUse.length && !force)
    throw new BackupError(
      `The target holds data: ${inUse.join(' and ')}. Restore into an empty one, or add --force to replace it ` +
        '(folders are moved aside beside the originals, PostgreSQL tables are dropped).',
    );

  await fs.mkdir(dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(dataDir, '.restore-'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  const moveAside = async (dir: string) => {
    if (!existsSync(dir)) return;
    const aside = `${dir}.before-restore-${stamp}`;
    await fs.rename(dir, aside);
    movedAside.push(aside);
  };
  try {
    const manifest = await readArchive(archive, staging);
    checkManifest(manifest, target);
    const dump = path.join(staging, ...databaseEntry[target.kind].split('/'));
    if (target.kind === 'pglite') {
      await moveAside(target.dataDir!);
      await loadPgliteDataDir(target.dataDir!, new Blob([await fs.readFile(dump)]));
    } else {
      if (force) {
        const database = await openDatabase(target);
        try {
          await emptyPublicSchema(database.db);
        } finally {
          await database.close();
        }
      }
      await restorePostgres(target.url, dump);
    }
    await moveAside(uploadsDir);
    const restoredUploads = path.join(staging, uploadsPrefix.replace(/\/$/, ''));
    if (existsSync(restoredUploads)) await fs.rename(restoredUploads, uploadsDir);
    else await fs.mkdir(uploadsDir, { recursive: true });
    return { manifest, movedAside };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
