/**
 * Versioned migrations with Kysely's Migrator. Migrations are listed here, not found on disk, so
 * the same list runs from the TypeScript sources and from the built files.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-22T0100-initial.js';
import * as accounts from './migrations/2026-11-22T0200-accounts.js';
import * as sync from './migrations/2026-11-22T0300-sync.js';
import * as certificates from './migrations/2026-11-22T0520-certificates.js';
import * as codeRunQueue from './migrations/2026-11-22T0510-code-run-queue.js';
import * as paymentDuplicates from './migrations/2026-11-22T0530-payment-duplicates.js';
import * as codeRunFairness from './migrations/2026-11-25T0100-code-run-fairness.js';
import * as codeRunResultText from './migrations/2026-11-25T0110-code-run-result-text.js';
import * as accountSessions from './migrations/2026-11-25T0300-account-sessions.js';
import * as uploadQuota from './migrations/2026-11-25T0400-upload-quota.js';
import * as savedJobs from './migrations/2026-11-27T1000-saved-jobs.js';
import * as resumes from './migrations/2026-11-27T4000-resumes.js';
import * as calendarFeedsPublicProfiles from './migrations/2026-11-27T7000-calendar-feeds-public-profiles.js';
import * as contactMessageInbox from './migrations/2026-11-27T3000-contact-message-inbox.js';
import * as notifications from './migrations/2026-11-27T3100-notifications.js';
import * as analyticsIndexes from './migrations/2026-11-27T5000-analytics-indexes.js';
import * as assignments from './migrations/2026-11-27T6000-assignments.js';
import * as siteContent from './migrations/2026-11-27T9500-site-content.js';
import * as activityRollup from './migrations/2026-11-27T9600-activity-rollup.js';
import * as siteContentHome from './migrations/2026-11-27T9800-site-content-home.js';
import * as syncAcknowledged from './migrations/2026-11-28T0200-sync-acknowledged.js';
import * as accountLanguage from './migrations/2026-11-28T1000-account-language.js';

const migrations: Record<string, Migration> = {
  '2026-11-22T0100-initial': initial,
  '2026-11-22T0200-accounts': accounts,
  '2026-11-22T0300-sync': sync,
  '2026-11-22T0520-certificates': certificates,
  '2026-11-22T0510-code-run-queue': codeRunQueue,
  '2026-11-22T0530-payment-duplicates': paymentDuplicates,
  '2026-11-25T0100-code-run-fairness': codeRunFairness,
  '2026-11-25T0110-code-run-result-text': codeRunResultText,
  '2026-11-25T0300-account-sessions': accountSessions,
  '2026-11-25T0400-upload-quota': uploadQuota,
  '2026-11-27T1000-saved-jobs': savedJobs,
  '2026-11-27T3000-contact-message-inbox': contactMessageInbox,
  '2026-11-27T3100-notifications': notifications,
  '2026-11-27T4000-resumes': resumes,
  '2026-11-27T5000-analytics-indexes': analyticsIndexes,
  '2026-11-27T6000-assignments': assignments,
  '2026-11-27T7000-calendar-feeds-public-profiles': calendarFeedsPublicProfiles,
  '2026-11-27T9500-site-content': siteContent,
  '2026-11-27T9600-activity-rollup': activityRollup,
  '2026-11-27T9800-site-content-home': siteContentHome,
  '2026-11-28T0200-sync-acknowledged': syncAcknowledged,
  '2026-11-28T1000-account-language': accountLanguage,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export const latestMigration = Object.keys(migrations).sort().at(-1)!;
export const migrationCount = Object.keys(migrations).length;
/** Whether this code knows a migration by its name (a backup's level must be one of them to restore). */
export const isKnownMigration = (name: string) => Object.hasOwn(migrations, name);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The name of the newest migration applied to this database, and how many are. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrationLevel(db: Kysely<any>): Promise<{ latest: string | null; applied: number }> {
  const migrator = new Migrator({ db, provider });
  const applied = (await migrator.getMigrations()).filter((m) => m.executedAt !== undefined);
  return { latest: applied.at(-1)?.name ?? null, applied: applied.length };
}
