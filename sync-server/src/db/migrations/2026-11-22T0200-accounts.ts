/**
 * Accounts: a table for settings the server generates once and shares across processes (the
 * token signing secret), and one account per mobile number, since a password reset finds the
 * account by its number.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table server_settings (
      key text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_phone_unique on users (phone_number) where phone_number is not null`.execute(db);
  await sql`drop index users_phone`.execute(db);
  await sql`create index refresh_tokens_user on refresh_tokens (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index refresh_tokens_user`.execute(db);
  await sql`drop index users_phone_unique`.execute(db);
  await sql`create index users_phone on users (phone_number)`.execute(db);
  await sql`drop table server_settings`.execute(db);
}
