/**
 * `users.locale`: the interface language a user chose (issue 21), so every device they sign in on
 * opens in it. Null until they choose; only the three languages of the interface.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column locale text check (locale in ('en', 'mr', 'hi'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column locale`.execute(db);
}
