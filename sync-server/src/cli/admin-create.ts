/**
 * Creates an administrator: `pnpm admin:create <email> <password>` (from the repository root).
 * Uses the same configuration as the server (DATABASE_URL or the PGlite folder in DATA_DIR).
 * Refuses a weak password or an email that already has an account.
 */
import { strongPassword } from '@institute/shared-schema';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureAdmin } from '../seed/seed.js';

async function main() {
  const [email, password] = process.argv.slice(2);
  if (!email || !password || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error('Usage: admin:create <email> <password>');
    process.exit(2);
  }
  if (!strongPassword.safeParse(password).success) {
    console.error('The password needs at least 6 characters, 1 uppercase letter, 1 number and 1 special character (!@#$%^&*).');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const result = await ensureAdmin(database.db, { email: email.toLowerCase(), password });
    if (!result.created) {
      console.error(`An account with ${email.toLowerCase()} already exists.`);
      process.exitCode = 1;
    } else console.log(`Administrator ${email.toLowerCase()} created.`);
  } finally {
    await database.close();
  }
}

await main();
