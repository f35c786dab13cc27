import { adminApi, fullName, messages, usersApi, type AdminUserForm, type User } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';

/** The administrator's screens show the API's one `User` shape (the name stays for the screens that use it). */
export type ManagedUser = User;

export const usersQuery = () => endpointQuery(usersApi.list, {}, { fallback: messages.adminFetch.users });

/** Every write refreshes the user lists and the dashboard's figures. */
const usersLists = [usersApi.list, usersApi.listStudents, adminApi.stats];

export const useCreateUser = () => useEndpointMutation(usersApi.create, { invalidates: usersLists, fallback: messages.adminSave.user });
export const useUpdateUser = () => useEndpointMutation(usersApi.update, { invalidates: usersLists, fallback: messages.adminSave.user });
export const useDeleteUser = () =>
  useEndpointMutation(usersApi.remove, { invalidates: usersLists, fallback: messages.adminSave.deleteUser });

export type { AdminUserForm };

/** The Users page's search: name, email or phone, case-insensitive. */
export function matchesUser(u: User, query: string) {
  const q = query.trim().toLowerCase();
  return !q || [fullName(u), u.email, u.phoneNumber ?? ''].some((f) => f.toLowerCase().includes(q));
}
