/**
 * The messages between the page and the sync worker (sync.worker.ts). The page asks for a cycle;
 * the worker asks the page for the session's access token before each request and for a renewal
 * after a 401, since the session (localStorage) and its refresh lock live with the page.
 */
import type { SyncFailure } from './sync-engine';

export type ToWorker = { type: 'sync'; id: number; userId: string | null } | { type: 'token'; id: number; token: string | null };

export type FromWorker =
  | { type: 'done'; id: number; pending: number }
  | { type: 'failed'; id: number; reason: SyncFailure; retryAfterMs?: number }
  | { type: 'crashed'; id: number; message: string; quota: boolean }
  | { type: 'token'; id: number; renew: boolean };
