/**
 * What a profile update changes on the user, one rule for the device's optimistic write (the
 * `profile.update` mutation's local effect) and the server (REST and sync), so both show the same
 * profile: the names and the email always; phone, address, education and bio only when the update
 * carries them, an empty phone clearing the number.
 */
import type { ProfileUpdate, User } from './user.schema.js';

export type ProfileChanges = Pick<User, 'firstName' | 'lastName' | 'email'> &
  Partial<Pick<User, 'phoneNumber' | 'address' | 'education' | 'bio'>>;

export function profileChanges(update: ProfileUpdate): ProfileChanges {
  return {
    firstName: update.firstName,
    lastName: update.lastName,
    email: update.email,
    ...(update.phone !== undefined ? { phoneNumber: update.phone || null } : {}),
    ...(update.address !== undefined ? { address: update.address } : {}),
    ...(update.education !== undefined ? { education: update.education } : {}),
    ...(update.bio !== undefined ? { bio: update.bio } : {}),
  };
}
