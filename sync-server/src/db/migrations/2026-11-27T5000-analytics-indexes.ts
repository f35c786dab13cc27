/**
 * The analytics page (issue 19) reads each table by a time range: these indexes let a range of
 * weeks or a few months read only its rows instead of the whole table (a year reads most of them
 * either way). `payment_verifications` has `(status, payment_date)` already; its decisions are
 * read by `decided_at`.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

const indexes = [
  ['enrollments_enrolled_at', 'enrollments', 'enrolled_at'],
  ['quiz_attempts_finished_at', 'quiz_attempts', 'finished_at'],
  ['code_runs_created_at', 'code_runs', 'created_at'],
  ['sync_mutations_applied_at', 'sync_mutations', 'applied_at'],
  ['session_participants_joined_at', 'session_participants', 'joined_at'],
  ['payment_verifications_payment_date', 'payment_verifications', 'payment_date'],
  ['payment_verifications_decided_at', 'payment_verifications', 'decided_at'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, column] of indexes)
    await sql`create index ${sql.raw(name)} on ${sql.table(table)} (${sql.raw(column)})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of indexes) await sql`drop index ${sql.raw(name)}`.execute(db);
}
