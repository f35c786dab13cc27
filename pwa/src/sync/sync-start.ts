/**
 * What the first paint may know about sync without loading it (no Dexie, no engine): whether
 * writes made on this device still wait for the server. Then sync starts at once instead of when
 * the page is idle (features/sync/lazy-sync-indicator.tsx). The sync runtime keeps the mark.
 */
const key = 'institute:writes-waiting';

export function markWritesWaiting(waiting: boolean) {
  try {
    if (waiting) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, full): sync then starts when the page is idle, as for anyone.
  }
}

export function writesWaiting(): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
