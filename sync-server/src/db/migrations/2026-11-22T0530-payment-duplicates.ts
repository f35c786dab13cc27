/**
 * Payment proofs may share a transaction id. The first schema refused a second proof with the same
 * id outright; issue 7 asks for it to be accepted and flagged to the administrator instead (a typo,
 * a re-used screenshot or a fraud attempt is the administrator's call, and a student whose proof is
 * refused by a constraint learns nothing). The index stays, not unique, for the duplicate check.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index payment_verifications_transaction`.execute(db);
  await sql`create index payment_verifications_transaction on payment_verifications (lower(transaction_id))`.execute(db);
  await sql`create index payment_verifications_student on payment_verifications (student_id, payment_date)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payment_verifications_student`.execute(db);
  await sql`drop index payment_verifications_transaction`.execute(db);
  await sql`create unique index payment_verifications_transaction on payment_verifications (lower(transaction_id))`.execute(db);
}
