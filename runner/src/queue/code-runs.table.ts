/**
 * The `code_runs` table's type for Kysely, declared once: here, because the runner reads and
 * writes this table without importing the server, and the server's `db/schema.ts` takes it from
 * here. The table itself is created by the server's migrations (`2026-11-22T0100-initial`, the
 * queue's index in `…0510-code-run-queue`, the fair claim's columns and indexes in
 * `2026-11-25T0100-code-run-fairness`); a migration that changes it changes this file too.
 */
import type { ColumnType, Generated } from 'kysely';
import type { CodeRunResult } from '@institute/shared-schema';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CodeRunsTable {
  id: string;
  user_id: string;
  language: string;
  code: string;
  stdin: string | null;
  status: Generated<'queued' | 'running' | 'done'>;
  /**
   * Written once, by the worker that completes the run: JSON text (`encodeRunResult`), read back
   * with `decodeRunResult`. A `text` column, not `jsonb`: jsonb refuses the NUL a program may print.
   */
  result: string | null;
  /** Claims so far; past the runner's `maxAttempts` the run is finished with an error. */
  attempts: Generated<number>;
  /** The claim's lease: another worker may take a running job once it has passed. */
  locked_until: Timestamp | null;
  locked_by: string | null;
  finished_at: Timestamp | null;
  /** The order runs were queued in (an identity column): a learner's runs are claimed in it. */
  queue_seq: ColumnType<number, never, never>;
  /** Stamped by each claim from the sequence `code_runs_served_seq`: a learner's largest is its last service. */
  served_seq: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Set by the server's `sync_touch` trigger on every write (the table syncs to its learner). */
  updated_at: ColumnType<Date, never, never>;
  txid: ColumnType<number, never, never>;
}

/** The part of the server's database the runner uses. */
export interface QueueDatabase {
  code_runs: CodeRunsTable;
}

/**
 * A result as stored in `code_runs.result`: JSON text. JSON.stringify escapes every control
 * character, so NUL travels as the six characters `\u0000` and PostgreSQL's text accepts it, where
 * jsonb (which decodes escapes) refused it. Any string the program printed survives unchanged.
 */
export function encodeRunResult(result: CodeRunResult): string {
  return JSON.stringify(result);
}

/** The result a worker stored (`encodeRunResult`), as the object it was. */
export function decodeRunResult(stored: string): CodeRunResult {
  return JSON.parse(stored) as CodeRunResult;
}
