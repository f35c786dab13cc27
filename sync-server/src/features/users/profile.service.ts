/**
 * A user's edit of their own profile, one rule for the REST route and the `profile.update` sync
 * mutation: the email and phone must not belong to another account; the rest is last writer wins.
 */
import type { Kysely } from 'kysely';
import { messages, profileChanges, type ProfileUpdate } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { findUserByEmail, findUserByPhone, updateUser } from './users.repository.js';

/** Refuses an email or phone that another account already uses. */
export async function assertContactFree(db: Kysely<DB>, userId: string | null, email: string, phone: string | null | undefined) {
  const byEmail = await findUserByEmail(db, email);
  if (byEmail && byEmail.id !== userId) throw new HttpError(409, messages.auth.emailTaken);
  if (phone) {
    const byPhone = await findUserByPhone(db, phone);
    if (byPhone && byPhone.id !== userId) throw new HttpError(409, messages.auth.mobileTaken);
  }
}

export async function updateOwnProfile(db: Kysely<DB>, userId: string, body: ProfileUpdate) {
  await assertContactFree(db, userId, body.email, body.phone);
  // The shared rule says what changes (the device's optimistic write uses it too); a field it
  // leaves undefined is not set.
  const c = profileChanges(body);
  const row = await updateUser(db, userId, {
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone_number: c.phoneNumber,
    address: c.address,
    education: c.education,
    bio: c.bio,
  });
  if (!row) throw new HttpError(401, messages.access.noUser);
  return row;
}
