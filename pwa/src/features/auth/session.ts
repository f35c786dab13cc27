/**
 * The signed-in session as the spec keeps it: two localStorage items, `user` and `token`.
 * A tiny external store so every component sees sign-in and sign-out at once (and other tabs too,
 * through the storage event). The accounts issue adds token refresh on top of this.
 */
import { useSyncExternalStore } from 'react';
import type { Role } from '@institute/shared-schema';

export interface SessionUser {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  name?: string;
  mobileNumber?: string | null;
}

export interface Session {
  user: SessionUser;
  token: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function read(): Session | null {
  if (typeof localStorage === 'undefined') return null;
  const rawUser = localStorage.getItem('user');
  const token = localStorage.getItem('token');
  const raw = rawUser && token ? `${token}\n${rawUser}` : null;
  if (raw === cached.raw) return cached.session;
  let session: Session | null = null;
  try {
    session = rawUser && token ? { user: JSON.parse(rawUser) as SessionUser, token } : null;
  } catch {
    session = null;
  }
  cached = { raw, session };
  return session;
}

function emit() {
  for (const l of listeners) l();
}

export function setSession(session: Session | null) {
  if (session) {
    localStorage.setItem('user', JSON.stringify(session.user));
    localStorage.setItem('token', session.token);
  } else {
    localStorage.removeItem('user');
    localStorage.removeItem('token');
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === 'user' || e.key === 'token' || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Where "Dashboard" leads for a role. */
export const dashboardPath = (role: Role) => (role === 'admin' ? '/admin/dashboard' : '/student/dashboard');
