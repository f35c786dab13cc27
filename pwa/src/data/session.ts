/**
 * The signed-in session, kept as the spec keeps it (localStorage items `user` and `token`) plus
 * the refresh token that keeps a device signed in across days offline. A small external store, so
 * every component sees sign-in and sign-out at once, other tabs too (the storage event).
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
  phoneNumber?: string | null;
  mobileNumber?: string | null;
  profileImage?: string | null;
}

export interface Session {
  user: SessionUser;
  token: string;
  refreshToken: string | null;
}

const keys = ['user', 'token', 'refreshToken'] as const;
const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } = { raw: '', session: null };

export function getSession(): Session | null {
  if (typeof localStorage === 'undefined') return null;
  const [user, token, refreshToken] = keys.map((k) => localStorage.getItem(k));
  const raw = `${token}\n${refreshToken}\n${user}`;
  if (raw === cached.raw) return cached.session;
  let session: Session | null;
  try {
    session = user && token ? { user: JSON.parse(user) as SessionUser, token, refreshToken: refreshToken ?? null } : null;
  } catch {
    session = null;
  }
  cached = { raw, session };
  return session;
}

export function setSession(session: Session | null) {
  if (session) {
    localStorage.setItem('user', JSON.stringify(session.user));
    localStorage.setItem('token', session.token);
    if (session.refreshToken) localStorage.setItem('refreshToken', session.refreshToken);
  } else for (const k of keys) localStorage.removeItem(k);
  for (const l of listeners) l();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (keys as readonly string[]).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
