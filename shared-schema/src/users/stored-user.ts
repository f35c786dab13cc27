/**
 * A user kept on a device by an earlier version of the app (the PWA's localStorage item `user`).
 * Until issue 12 the API sent the user with the aliases `_id`, `name` and `mobileNumber`, and a
 * phone keeps that copy for as long as it stays signed in: it is read as today's `User`, once
 * per stored value, so no screen ever sees the old shape.
 */
import { z } from 'zod';
import { roleSchema, type User } from './user.schema.js';

const optionalText = z.string().nullish();

const storedUserSchema = z.object({
  id: z.string().min(1).optional(),
  _id: z.string().min(1).optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  phoneNumber: optionalText,
  mobileNumber: optionalText,
  address: optionalText,
  education: optionalText,
  bio: optionalText,
  profileImage: optionalText,
  status: z.string().optional(),
  createdAt: z.string().optional(),
});

/**
 * The stored user as a `User`: `_id` becomes `id` when `id` is missing, the aliases are dropped,
 * fields added since default to empty. Null when it cannot be a user (then the device is signed
 * out and the person signs in again).
 */
export function userFromStorage(value: unknown): User | null {
  const parsed = storedUserSchema.safeParse(value);
  if (!parsed.success) return null;
  const u = parsed.data;
  const userId = u.id ?? u._id;
  if (!userId) return null;
  return {
    id: userId,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    phoneNumber: u.phoneNumber ?? u.mobileNumber ?? null,
    address: u.address ?? null,
    education: u.education ?? null,
    bio: u.bio ?? null,
    profileImage: u.profileImage ?? null,
    status: u.status ?? 'active',
    createdAt: u.createdAt ?? '',
  };
}
