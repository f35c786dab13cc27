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
import { defaultSiteConfig } from '@institute/shared-schema';
import { prepareHttps } from './https/lab-https.js';
import { buildHttpRedirectApp } from './https/http-redirect.js';
import { caPagePath } from './https/ca-page.routes.js';
import { lanAddresses, urlHost } from './https/lab-names.js';

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

  const https = await prepareHttps(config, defaultSiteConfig.name);
  const app = await buildApp({ config, database, logger: { level: config.logLevel }, tls: https?.tls, caPage: https?.caPage });
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
  // Under HTTPS, plain HTTP on HTTP_PORT redirects to it and serves the /ca page.
  const redirect = https
    ? await buildHttpRedirectApp({
        httpsPort: config.port,
        caPage: https.caPage,
        fallbackHost: config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host,
        logger: { level: config.logLevel },
      })
    : null;
  // HTTPS=auto: once a day, a certificate for the machine's current names and addresses if they
  // changed or it nears expiry; new connections get it at once.
  const renewal =
    https?.renew &&
    setInterval(
      () =>
        void https.renew!()
          .then((next) => {
            if (!next) return;
            app.server.setSecureContext(next);
            app.log.info('HTTPS certificate issued again for the current names and addresses');
          })
          .catch((e: unknown) => app.log.error(e, 'HTTPS certificate renewal')),
      24 * 60 * 60 * 1000,
    ).unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await dailyBackups?.stop();
    if (renewal) clearInterval(renewal);
    await redirect?.close();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `${https ? 'https' : 'http'}://${urlHost(host)}:${port}`;
  const lines = [
    `Institute app ready at ${url}  (database: ${database.kind}${database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})`,
  ];
  if (https && redirect) {
    lines.push(...https.notes);
    try {
      await redirect.listen({ host: config.host, port: config.httpPort });
      lines.push(`Plain HTTP on port ${config.httpPort} redirects to HTTPS.`);
    } catch (e) {
      lines.push(
        `Plain HTTP could not listen on port ${config.httpPort} (${(e as Error).message}): set HTTP_PORT to a free port (below 1024 needs root or CAP_NET_BIND_SERVICE).`,
      );
    }
    // Phones reach the server by its LAN addresses when it listens on all interfaces.
    const lan = https.caPage && (config.host === '0.0.0.0' || config.host === '::') ? lanAddresses(https.caPage.names) : [];
    if (lan.length) lines.push(`On this network: ${lan.map((a) => `https://${urlHost(a)}:${port}`).join('  ')}`);
    if (https.caPage) {
      const pageHost = urlHost(lan[0] ?? host);
      lines.push(
        `Devices install this lab's certificate from  http://${pageHost}${config.httpPort === 80 ? '' : `:${config.httpPort}`}${caPagePath}  (a QR code for phones).`,
      );
    }
  }
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
