/**
 * A user's edit of their own profile, one rule for the REST route and the `profile.update` sync
 * mutation: the email and phone must not belong to another account; the rest is last writer wins.
 *
 * The email and the phone are what recover an account, so a stolen session must not be able to
 * move them (issue 13): a change of either needs the current password, a new phone the code sent
 * to it (purpose `change-phone`), and the old phone hears of the change. Only the online REST route
 * carries that proof; the offline mutation cannot change them.
 */
import type { Kysely } from 'kysely';
import { defaultSiteConfig, messages, profileChanges, type ProfileUpdate } from '@institute/shared-schema';
import { verifyPassword } from '../../auth/passwords.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { OtpService } from '../auth/otp.service.js';
import { findUserByEmail, findUserById, findUserByPhone, takenContact, updateUser } from './users.repository.js';

/** Refuses an email or phone that another account already uses. */
export async function assertContactFree(db: Kysely<DB>, userId: string | null, email: string, phone: string | null | undefined) {
  const byEmail = await findUserByEmail(db, email);
  if (byEmail && byEmail.id !== userId) throw new HttpError(409, messages.auth.emailTaken);
  if (phone) {
    const byPhone = await findUserByPhone(db, phone);
    if (byPhone && byPhone.id !== userId) throw new HttpError(409, messages.auth.mobileTaken);
  }
}

/** What proves a change of email or phone (REST only): the current password, and the new phone's code. */
export interface ContactProof {
  currentPassword?: string | undefined;
  otp?: string | undefined;
  otpService: OtpService;
}

/**
 * Applies the update; `proof` is null for the offline mutation, which may then change neither the
 * email nor the phone. Answers the updated row and the phone it replaced (to be told), if any.
 */
export async function updateOwnProfile(db: Kysely<DB>, userId: string, body: ProfileUpdate, proof: ContactProof | null = null) {
  const current = await findUserById(db, userId);
  if (!current) throw new HttpError(401, messages.access.noUser);
  // The shared rule says what changes (the device's optimistic write uses it too); a field it
  // leaves undefined is not set.
  const c = profileChanges(body);
  const emailChanged = c.email.toLowerCase() !== current.email;
  const phoneChanged = c.phoneNumber !== undefined && c.phoneNumber !== current.phone_number;
  const newPhone = phoneChanged ? c.phoneNumber : null;

  if (emailChanged || phoneChanged) {
    if (!proof) throw new HttpError(403, messages.auth.contactChangeOnline);
    if (!proof.currentPassword) throw new HttpError(400, messages.auth.currentPasswordRequired);
    if (!(await verifyPassword(current.password_hash, proof.currentPassword))) throw new HttpError(400, messages.auth.currentPasswordWrong);
    if (newPhone) {
      if (!proof.otp) throw new HttpError(400, messages.auth.phoneCodeRequired);
      await proof.otpService.verify(newPhone, 'change-phone', proof.otp);
    }
  }
  await assertContactFree(db, userId, c.email, c.phoneNumber);

  const write = async (trx: Kysely<DB>) => {
    if (newPhone && proof && !(await proof.otpService.consume(trx, newPhone, 'change-phone')))
      throw new HttpError(400, messages.auth.phoneCodeRequired);
    return updateUser(trx, userId, {
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      phone_number: c.phoneNumber,
      address: c.address,
      education: c.education,
      bio: c.bio,
    });
  };
  const row = await (newPhone && proof ? db.transaction().execute(write) : write(db)).catch((e: unknown) => {
    const taken = takenContact(e);
    if (taken) throw new HttpError(409, taken === 'phone' ? messages.auth.mobileTaken : messages.auth.emailTaken);
    throw e;
  });
  if (!row) throw new HttpError(401, messages.access.noUser);
  return { row, replacedPhone: phoneChanged ? current.phone_number : null };
}

/** The old number hears that the account's phone changed (best effort: a failed notice is logged, not fatal). */
export function phoneChangedNotice(newPhone: string | null) {
  const site = defaultSiteConfig.shortName;
  return newPhone ? messages.auth.phoneChangedSms(site, newPhone.slice(-4)) : messages.auth.phoneRemovedSms(site);
}
