/**
 * `pnpm restore <archive> [--force]`: restores a backup archive into the configured database and
 * DATA_DIR/uploads (same configuration as the server). Stop the server first. Without --force it
 * restores only into an empty target; with it, the PGlite and uploads folders are moved aside and
 * the PostgreSQL database's tables dropped. Checks the whole archive before changing anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { restoreBackup } from '../backup/restore.js';
import { runCli } from './run-cli.js';

await runCli(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [archive, ...rest] = args.filter((a) => a !== '--force');
  if (!archive || rest.length) {
    console.error('Usage: pnpm restore <backup archive> [--force]');
    process.exit(2);
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const { manifest, movedAside } = await restoreBackup({
    archive: path.resolve(archive),
    target: config.database,
    dataDir: config.dataDir,
    force,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${manifest.database.kind} database at migration ${manifest.database.migration}, ` +
      `${manifest.uploadFiles} upload files.`,
  );
  for (const dir of movedAside) console.log(`  The previous data is in ${dir} (delete it once the restore is checked).`);
  console.log('Start the server: it applies any newer migrations of this version.');
});
