import { fullName, messages, usersApi, type AdminUserForm, type User } from '@institute/shared-schema';
import { call } from '../../api/client';

/** The administrator's screens show the API's one `User` shape (the name stays for the screens that use it). */
export type ManagedUser = User;

export const listUsers = () => call(usersApi.list, {}, { fallback: messages.adminFetch.users });
export const createUser = (body: AdminUserForm) => call(usersApi.create, { body }, { fallback: messages.adminSave.user });
export const updateUser = (id: string, body: AdminUserForm) =>
  call(usersApi.update, { params: { id }, body }, { fallback: messages.adminSave.user });
export const deleteUser = (id: string) => call(usersApi.remove, { params: { id } }, { fallback: messages.adminSave.deleteUser });

/** The Users page's search: name, email or phone, case-insensitive. */
export function matchesUser(u: User, query: string) {
  const q = query.trim().toLowerCase();
  return !q || [fullName(u), u.email, u.phoneNumber ?? ''].some((f) => f.toLowerCase().includes(q));
}
