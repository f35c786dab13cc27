/**
 * The page's side of the sync worker: one worker per page, started at the first cycle, each cycle a
 * request answered with the engine's outcome (its SyncError, or the error it threw, as they were).
 * The worker asks for the access token before each request; a renewal goes through the page's
 * one refresh path (api/http.ts), so tabs and the worker never rotate the refresh token twice.
 */
import { getSession } from '../data/session';
import { refreshSession } from '../api/http';
import { SyncError } from './sync-engine';
import type { FromWorker, ToWorker } from './sync-worker-protocol';

let worker: Worker | null = null;
let nextId = 1;
const cycles = new Map<number, { resolve: (pending: number) => void; reject: (e: unknown) => void }>();

function post(message: ToWorker) {
  worker!.postMessage(message);
}

function start(): Worker {
  const w = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
  w.onmessage = (e: MessageEvent<FromWorker>) => {
    const m = e.data;
    if (m.type === 'token') {
      const answer = m.renew
        ? refreshSession().then((ok) => (ok ? (getSession()?.token ?? null) : null))
        : Promise.resolve(getSession()?.token ?? null);
      void answer.then((token) => post({ type: 'token', id: m.id, token }));
      return;
    }
    const cycle = cycles.get(m.id);
    cycles.delete(m.id);
    if (!cycle) return;
    if (m.type === 'done') cycle.resolve(m.pending);
    else if (m.type === 'failed') cycle.reject(new SyncError(m.reason, m.retryAfterMs));
    else {
      const error = new Error(m.message);
      if (m.quota) error.name = 'QuotaExceededError';
      cycle.reject(error);
    }
  };
  // A worker that fails to load (or dies) fails its cycles; the next cycle starts a new one.
  w.onerror = (e) => {
    e.preventDefault();
    for (const c of cycles.values()) c.reject(new Error(`sync worker: ${e.message}`));
    cycles.clear();
    w.terminate();
    worker = null;
  };
  return w;
}

/** One sync cycle in the worker; resolves with the number of writes still waiting. */
export function syncInWorker(userId: string | null): Promise<number> {
  worker ??= start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    cycles.set(id, { resolve, reject });
    post({ type: 'sync', id, userId });
  });
}
