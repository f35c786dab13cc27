/**
 * Issue 13: a program that printed a NUL byte never got its result. `code_runs.result` was `jsonb`,
 * which decodes the JSON escape `\u0000` and refuses it (PostgreSQL text cannot hold NUL): storing
 * the result failed, the lease ran out, the run was executed again until its attempts were used
 * up, and the caller got 504. The result is now JSON text in a `text` column: JSON text escapes
 * every control character, NUL as the six characters `\u0000`, and `text` keeps them as they are,
 * so any string survives. The runner writes it with `encodeRunResult` and every reader parses it
 * with `decodeRunResult` (`runner/src/queue/code-runs.table.ts`); the sync pull sends it decoded.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table code_runs alter column result type text using result::text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // A result holding NUL cannot go back to jsonb: it is dropped (the run stays done, without a result).
  await sql`update code_runs set result = null where position('\\u0000' in result) > 0`.execute(db);
  await sql`alter table code_runs alter column result type jsonb using result::jsonb`.execute(db);
}
