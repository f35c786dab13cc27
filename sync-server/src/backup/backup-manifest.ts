/**
 * The manifest inside every backup archive (`manifest.json`, its last entry): what the archive
 * holds and how to check it before anything is restored.
 */
import { z } from 'zod';

export const backupFormat = 'institute-backup';
export const backupFormatVersion = 1;
export const manifestName = 'manifest.json';
/** The database's entry: PGlite's data folder as a gzipped tar, or PostgreSQL's custom-format dump. */
export const databaseEntry = { pglite: 'database/pglite-data.tar.gz', postgres: 'database/postgres.dump' } as const;
export const uploadsPrefix = 'uploads/';

export const backupManifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The newest migration applied when the backup was made. */
    migration: z.string().nullable(),
    migrations: z.number().int(),
  }),
  /** Upload files in the archive. */
  uploadFiles: z.number().int(),
  /** Every entry but the manifest: its path in the archive, size and SHA-256. */
  files: z.array(z.object({ path: z.string(), bytes: z.number().int(), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** A refusal a person can act on (a damaged archive, a newer one, a target that holds data). */
export class BackupError extends Error {
  override name = 'BackupError';
}
