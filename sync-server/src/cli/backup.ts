/**
 * `pnpm backup [folder]`: writes one backup archive of the database and the uploads to the folder
 * (default BACKUP_DIR, else DATA_DIR/backups) and prints its name. Same configuration as the
 * server (.env, DATABASE_URL or the PGlite folder in DATA_DIR).
 *
 * PostgreSQL: runs while the server runs (pg_dump reads one consistent snapshot). PGlite: a
 * database only one process may open, so it refuses while a server runs on DATA_DIR; that server's
 * daily backup (BACKUP_DAILY_AT) is the way to back up without stopping it.
 */
import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { runningServer } from '../data-dir-lock.js';
import { createBackup } from '../backup/backup.js';
import { runCli } from './run-cli.js';

await runCli(async () => {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const outDir = process.argv[2] ?? config.backup.dir ?? config.dataDir;
  if (config.database.kind === 'pglite') {
    const pid = runningServer(config.dataDir);
    if (pid !== null)
      throw new Error(
        `The server is running on ${config.dataDir} (pid ${pid}) and PGlite is one process's database: stop it and run pnpm backup again, ` +
          'or set BACKUP_DAILY_AT so the running server makes its own backups.',
      );
  }
  const database = await openDatabase(config.database);
  try {
    const { file, manifest } = await createBackup({ target: config.database, database, dataDir: config.dataDir, outDir });
    const bytes = fs.statSync(file).size;
    console.log(
      `Backup written: ${file}\n  ${manifest.database.kind} database at migration ${manifest.database.migration}, ` +
        `${manifest.uploadFiles} upload files, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    );
  } finally {
    await database.close();
  }
});
