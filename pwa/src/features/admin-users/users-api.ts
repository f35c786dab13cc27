import { messages, type AdminUserForm } from '@institute/shared-schema';
import { api } from '../../api/http';
import type { SessionUser } from '../../data/session';

export interface ManagedUser extends SessionUser {
  education: string | null;
  status: string;
  createdAt: string;
}

export const listUsers = () => api<ManagedUser[]>('/api/users', { fallback: messages.adminFetch.users });
export const createUser = (body: AdminUserForm) =>
  api<{ message: string; user: ManagedUser }>('/api/register', { method: 'POST', body, fallback: messages.adminSave.user });
export const updateUser = (id: string, body: AdminUserForm) =>
  api<{ message: string; user: ManagedUser }>(`/api/users/${id}`, { method: 'PUT', body, fallback: messages.adminSave.user });
export const deleteUser = (id: string) =>
  api<{ message: string }>(`/api/users/${id}`, { method: 'DELETE', fallback: messages.adminSave.deleteUser });

/** The Users page's search: name, email or phone, case-insensitive. */
export function matchesUser(u: ManagedUser, query: string) {
  const q = query.trim().toLowerCase();
  return !q || [`${u.firstName} ${u.lastName}`, u.email, u.phoneNumber ?? ''].some((f) => f.toLowerCase().includes(q));
}
