/**
 * A user kept on a device by an earlier version of the app (the PWA's localStorage item `user`).
 * Until issue 12 the API sent the user with the aliases `_id`, `name` and `mobileNumber`, and a
 * phone keeps that copy for as long as it stays signed in: it is read as today's `User`, once
 * per stored value, so no screen ever sees the old shape.
 */
import { roles, type Role } from './roles.js';
import type { User } from './user.schema.js';

/**
 * Checked by hand rather than with a zod schema: the session is read by the app's first load,
 * which must not carry the validation library (docs/PERFORMANCE.md).
 */
const isText = (v: unknown): v is string => typeof v === 'string';
const isOptionalText = (v: unknown): v is string | null | undefined => v === undefined || v === null || typeof v === 'string';
const textFields = ['firstName', 'lastName', 'email'] as const;
const optionalTextFields = ['phoneNumber', 'mobileNumber', 'address', 'education', 'bio', 'profileImage', 'status', 'createdAt'] as const;

/**
 * The stored user as a `User`: `_id` becomes `id` when `id` is missing, the aliases are dropped,
 * fields added since default to empty. Null when it cannot be a user (then the device is signed
 * out and the person signs in again).
 */
export function userFromStorage(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const u = value as Record<string, unknown>;
  if (!textFields.every((f) => isText(u[f])) || !optionalTextFields.every((f) => isOptionalText(u[f]))) return null;
  if (!(roles as readonly unknown[]).includes(u.role)) return null;
  const userId = [u.id, u._id].find((v): v is string => isText(v) && v.length > 0);
  if (!userId || !isOptionalText(u.id) || !isOptionalText(u._id)) return null;
  const text = (v: unknown) => (isText(v) ? v : null);
  return {
    id: userId,
    firstName: u.firstName as string,
    lastName: u.lastName as string,
    email: u.email as string,
    role: u.role as Role,
    phoneNumber: text(u.phoneNumber) ?? text(u.mobileNumber),
    address: text(u.address),
    education: text(u.education),
    bio: text(u.bio),
    profileImage: text(u.profileImage),
    status: text(u.status) ?? 'active',
    createdAt: text(u.createdAt) ?? '',
  };
}
