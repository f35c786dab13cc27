/**
 * When sync runs, in the browser (DESIGN.md "When sync runs"): once the page is idle after load
 * (sync-start.ts; at once when writes wait or a page needs data it lacks), on the `online`
 * event, when the tab becomes visible, shortly after each local write, and on a timer that backs
 * off after failures (or waits as long as the server's Retry-After asks). Each cycle runs in the
 * sync worker (sync.worker.ts), off the main thread. Tabs take turns through a Web Lock, so two
 * tabs never push the same outbox at once. The state is a small store the status indicator reads.
 */
import type { MutationArgs, MutationName } from '@institute/shared-schema';
import { useSyncExternalStore } from 'react';
import { messages } from '@institute/shared-schema';
import { endSession } from '../api/http';
import { getSession, subscribeSession } from '../data/session';
import { db } from '../data/db';
import type * as LocalWritesModule from './local-writes';
import type { BlobInput } from './local-writes';
import { SyncError, type SyncFailure } from './sync-engine';
import { markWritesWaiting } from './sync-start';
import { syncInWorker } from './sync-worker-client';

type LocalWrites = typeof LocalWritesModule;

export interface SyncState {
  syncing: boolean;
  online: boolean;
  failure: SyncFailure | null;
  /** The browser may evict the data under storage pressure unless this is true. */
  persisted: boolean | null;
  storageFull: boolean;
}

let state: SyncState = {
  syncing: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  failure: null,
  persisted: null,
  storageFull: false,
};
const listeners = new Set<() => void>();
const set = (patch: Partial<SyncState>) => {
  state = { ...state, ...patch };
  for (const l of listeners) l();
};
export const getSyncState = () => state;
export const subscribeSyncState = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * One piece of the sync state (`select` returns a primitive): the component redraws only when
 * that piece changes. A store's change redraws synchronously, so a page that read the whole
 * state was drawn again, in one long task, at every step of a sync.
 */
export function useSyncState<T extends string | number | boolean | null>(select: (s: SyncState) => T): T {
  const read = () => select(state);
  return useSyncExternalStore(subscribeSyncState, read, read);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
let again = false;
let failures = 0;
let started = false;

/** Between syncs with nothing to do: short while someone looks at the app, long in the background. */
const idleInterval = 5 * 60_000;
const visibleInterval = 15_000;
const quietDelay = () => (typeof document !== 'undefined' && document.visibilityState === 'visible' ? visibleInterval : idleInterval);

function schedule(ms: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void run(), ms);
}

/** Asks for a sync soon (writes debounce into one). */
export function requestSync(delayMs = 0) {
  schedule(delayMs);
}

const isQuotaError = (e: unknown) =>
  e instanceof Error && (e.name === 'QuotaExceededError' || (e as { inner?: Error }).inner?.name === 'QuotaExceededError');

let localWrites: Promise<LocalWrites> | undefined;
/**
 * The code of local writes: the mutations' schemas are most of the shared zod schemas, so it
 * loads after a signed-in user's first sync cycle (or at a first write before it), not while the page loads.
 */
function loadLocalWrites() {
  localWrites ??= import('./local-writes').catch((e: unknown) => {
    localWrites = undefined;
    throw e;
  });
  return localWrites;
}

/**
 * Loads the local writes' code after a sync cycle (or instead of one, offline), so a write made
 * offline never waits for (or misses) its code. Only a signed-in user writes through sync
 * (`mutate`): a visitor's device never evaluates these schemas (about 100 ms of a cheap phone's
 * main thread in one task).
 */
function readyLocalWrites() {
  if (getSession()) void loadLocalWrites().catch(() => undefined);
}

async function run() {
  // Until the default password is changed the server refuses sync (the screen asks for it first).
  if (getSession()?.mustChangePassword) return;
  // A device that knows it has no network (`onLine` false is never a guess) does not try: the
  // `online` event starts the next cycle.
  if (!navigator.onLine) {
    set({ online: false });
    readyLocalWrites();
    return;
  }
  if (running) {
    again = true;
    return;
  }
  running = true;
  set({ syncing: true });
  const hadSession = getSession() !== null;
  try {
    const work = () => syncInWorker(getSession()?.user.id ?? null);
    const pending = await (navigator.locks ? navigator.locks.request('institute-sync', work) : work());
    markWritesWaiting(pending > 0);
    failures = 0;
    set({ failure: null, online: true, storageFull: false });
    schedule(quietDelay());
  } catch (e) {
    failures += 1;
    if (e instanceof SyncError) {
      set({ failure: e.reason, online: e.reason !== 'offline' });
      // The server ended the session: the same path as any other 401 (to /login, with the message).
      if (e.reason === 'signed-out' && hadSession) endSession();
      const backoff = Math.min(idleInterval, 2000 * 2 ** Math.min(failures, 8)) * (0.5 + Math.random());
      if (e.reason !== 'outdated') schedule(e.retryAfterMs ?? backoff);
    } else if (isQuotaError(e)) {
      set({ storageFull: true });
      schedule(idleInterval);
    } else {
      console.error('sync failed', e);
      set({ failure: 'server' });
      schedule(idleInterval);
    }
  } finally {
    running = false;
    set({ syncing: false });
    readyLocalWrites();
    if (again) {
      again = false;
      schedule(0);
    }
  }
}

/** Starts the triggers once per page. */
export function startSync() {
  if (started) return;
  started = true;
  window.addEventListener('online', () => {
    set({ online: true });
    requestSync();
  });
  window.addEventListener('offline', () => set({ online: false }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestSync();
  });
  // Signing in or out (here or in another tab) changes what this device may hold.
  const accountKey = () => {
    const s = getSession();
    return s && !s.mustChangePassword ? s.user.id : null;
  };
  let account = accountKey();
  subscribeSession(() => {
    const now = accountKey();
    if (now === account) return;
    account = now;
    requestSync();
  });
  void navigator.storage
    ?.persist?.()
    .then((persisted) => set({ persisted }))
    .catch(() => set({ persisted: false }));
  requestSync();
}

/**
 * A user's change: saved on the device with its effect shown at once, then sent when the network
 * allows. Throws the shared schema's error for bad input, and a plain message when the device is full.
 */
export async function mutate<N extends MutationName>(name: N, args: MutationArgs<N>, blobs: BlobInput[] = []): Promise<string> {
  const userId = getSession()?.user.id;
  if (!userId) throw new Error(messages.access.sessionExpired);
  try {
    const { queueMutation } = await loadLocalWrites();
    const id = await queueMutation(db, userId, name, args, blobs);
    markWritesWaiting(true);
    requestSync(300);
    return id;
  } catch (e) {
    if (isQuotaError(e)) {
      set({ storageFull: true });
      throw new Error(messages.sync.storageFull, { cause: e });
    }
    throw e;
  }
}
