/**
 * Issue 13, stale authority and first sign-in: `users.token_version` is carried by every access
 * token and raised when the account's sessions must end (logout, password change or reset, a
 * reused refresh token), so a 15-minute token stops at once; `must_change_password` marks an
 * account an administrator created with the default password. `refresh_tokens.replaced_at` marks
 * a rotated token: presenting it again is reuse, and ends every session of the account.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run regardless of the typed schema */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column token_version integer not null default 0`.execute(db);
  await sql`alter table users add column must_change_password boolean not null default false`.execute(db);
  await sql`alter table refresh_tokens add column replaced_at timestamptz`.execute(db);
  await sql`alter table one_time_codes drop constraint one_time_codes_purpose_check`.execute(db);
  await sql`alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('register', 'reset', 'change-phone'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from one_time_codes where purpose = 'change-phone'`.execute(db);
  await sql`alter table one_time_codes drop constraint one_time_codes_purpose_check`.execute(db);
  await sql`alter table one_time_codes add constraint one_time_codes_purpose_check check (purpose in ('register', 'reset'))`.execute(db);
  await sql`alter table refresh_tokens drop column replaced_at`.execute(db);
  await sql`alter table users drop column must_change_password`.execute(db);
  await sql`alter table users drop column token_version`.execute(db);
}
