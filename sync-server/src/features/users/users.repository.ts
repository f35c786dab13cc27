/** SQL for accounts lives here and only here. */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Locale, Role, User } from '@institute/shared-schema';
import type { DB, UsersTable } from '../../db/schema.js';

/** An account as the API and the sync buckets carry it: the one `User` shape, never the password hash. */
export function toApiUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    phoneNumber: row.phone_number,
    address: row.address,
    education: row.education,
    bio: row.bio,
    profileImage: row.profile_image ? `/api/uploads/${row.profile_image}` : null,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export const findUserByEmail = (db: Kysely<DB>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findUserByPhone = (db: Kysely<DB>, phone: string) =>
  db.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirst();

export const findUserById = (db: Kysely<DB>, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** What each authenticated request checks of its account (auth.plugin.ts). */
export const findSessionAccount = (db: Kysely<DB>, id: string) =>
  db.selectFrom('users').select(['role', 'status', 'token_version', 'must_change_password']).where('id', '=', id).executeTakeFirst();

/** Ends every access token of the account (they carry the old version). */
export async function bumpTokenVersion(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  role: Role;
  passwordHash: string;
  /** An account an administrator creates with the default password must change it first. */
  mustChangePassword?: boolean;
}

/**
 * Which contact a unique violation (23505, on PostgreSQL and PGlite alike) of `users` is about: two
 * accounts written at once with one email or phone; null for any other error.
 */
export function takenContact(e: unknown): 'email' | 'phone' | null {
  const { code, constraint } = (e ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  return constraint?.includes('phone') ? 'phone' : 'email';
}

export async function insertUser(db: Kysely<DB>, u: NewUser) {
  return db
    .insertInto('users')
    .values({
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email.toLowerCase(),
      role: u.role,
      phone_number: u.phoneNumber,
      address: null,
      education: null,
      bio: null,
      profile_image: null,
      password_hash: u.passwordHash,
      must_change_password: u.mustChangePassword ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new password ends every access token of the account (their version is raised) and clears the first-sign-in flag. */
export async function setPassword(db: Kysely<DB>, userId: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, must_change_password: false, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Changes the given columns of one account; undefined when there is no such account. */
export const updateUser = (db: Kysely<DB>, id: string, patch: Updateable<UsersTable>) =>
  db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();

/** Newest first; only one role when given. */
export function listUsers(db: Kysely<DB>, role?: Role) {
  let query = db.selectFrom('users').selectAll().orderBy('created_at', 'desc');
  if (role) query = query.where('role', '=', role);
  return query.execute();
}

/** True when an account was deleted. */
export async function deleteUser(db: Kysely<DB>, id: string) {
  return (await db.deleteFrom('users').where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;
}

/** The interface language the user chose (issue 21), null until they choose. */
export async function accountLocale(db: Kysely<DB>, id: string): Promise<Locale | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirst();
  return row?.locale ?? null;
}

export async function setAccountLocale(db: Kysely<DB>, id: string, locale: Locale | null): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', id).execute();
}
