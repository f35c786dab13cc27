/**
 * The signed-in session, kept as the spec keeps it (localStorage items `user` and `token`) plus
 * the refresh token that keeps a device signed in across days offline. A small external store, so
 * every component sees sign-in and sign-out at once, other tabs too (the storage event).
 */
import { useSyncExternalStore } from 'react';
import { userFromStorage, type User } from '@institute/shared-schema';

/** The session's user is the API's one `User` shape (the name stays for the screens that use it). */
export type SessionUser = User;

export interface Session {
  user: User;
  token: string;
  refreshToken: string | null;
  /** An account an administrator created: it must change the default password before anything else. */
  mustChangePassword?: boolean;
}

const keys = ['user', 'token', 'refreshToken', 'mustChangePassword'] as const;
const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } = { raw: '', session: null };

export function getSession(): Session | null {
  if (typeof localStorage === 'undefined') return null;
  const [user, token, refreshToken, mustChange] = keys.map((k) => localStorage.getItem(k));
  const raw = `${token}\n${refreshToken}\n${mustChange}\n${user}`;
  if (raw === cached.raw) return cached.session;
  let session: Session | null;
  try {
    // A copy stored by an earlier version (`_id`, no `id`) is read as today's shape; one that
    // cannot be a user signs the device out.
    const stored = user && token ? userFromStorage(JSON.parse(user)) : null;
    session =
      stored && token ? { user: stored, token, refreshToken: refreshToken ?? null, mustChangePassword: mustChange === 'true' } : null;
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
    if (session.mustChangePassword) localStorage.setItem('mustChangePassword', 'true');
    else localStorage.removeItem('mustChangePassword');
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
