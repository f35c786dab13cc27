/**
 * Starts the product on one machine: configuration, database, migrations, first-start seeding,
 * the HTTP server; prints the address and, once, the administrator's login. Shuts down cleanly on
 * SIGINT/SIGTERM (in-flight requests finish, the database closes).
 */
import fs from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ensureAdmin, seedDemoData } from './seed/seed.js';
import { seedQuizBank } from './features/quiz/quiz-bank.seed.js';
import { seedSiteContent } from './seed/site-content.seed.js';
import { UploadStore } from './features/uploads/upload-store.js';
import path from 'node:path';
import { writeServerLock } from './data-dir-lock.js';
import { createBackup } from './backup/backup.js';
import { startDailyBackups } from './backup/backup-schedule.js';

async function main() {
  // A .env in the working directory fills in what the environment leaves unset.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // Before the database opens: `pnpm backup` and `pnpm restore` refuse to open PGlite's folder under us.
  const removeLock = writeServerLock(config.dataDir);
  process.on('exit', removeLock);
  const database = await openDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  const seeded = config.seedDemoData ? await seedDemoData(database.db) : false;
  const admin = await ensureAdmin(database.db, config.admin);
  const quiz = await seedQuizBank(database.db);
  const siteContent = config.seedDemoData
    ? await seedSiteContent(database.db, new UploadStore(database.db, path.join(config.dataDir, 'uploads')))
    : 0;

  const app = await buildApp({ config, database, logger: { level: config.logLevel } });
  app.log.info(
    { database: database.kind, migrationsApplied: applied, demoDataSeeded: seeded, siteContentSeeded: siteContent, quizBank: quiz },
    'database ready',
  );

  const { dailyAt, keep } = config.backup;
  const backupDir = config.backup.dir ?? path.join(config.dataDir, 'backups');
  const dailyBackups = dailyAt
    ? startDailyBackups({
        dailyAt,
        keep,
        dir: backupDir,
        log: app.log,
        backup: () => createBackup({ target: config.database, database, dataDir: config.dataDir, outDir: backupDir }),
      })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await dailyBackups?.stop();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const lines = [
    `Institute app ready at ${url}  (database: ${database.kind}${database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
  ];
  if (admin.created)
    lines.push(
      admin.generated
        ? `First administrator created. Sign in with  ${admin.email}  /  ${admin.password}  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`
        : `Administrator ${admin.email} created from ADMIN_EMAIL.`,
    );
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
