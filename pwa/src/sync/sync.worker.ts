/**
 * The sync engine off the main thread: a pull's parsing (a first visit's 1.6 MB of JSON) and its
 * writes into IndexedDB happen here, so they never hold up a tap or a paint. Dexie tells the
 * page's live queries about the changes itself (across contexts, through BroadcastChannel).
 * Requests carry the access token the page gives for each one; a 401 asks the page to renew it
 * once, as the page's own requests do (api/http.ts `authorizedFetch`).
 */
import { db } from '../data/db';
import { SyncEngine, SyncError } from './sync-engine';
import type { FromWorker, ToWorker } from './sync-worker-protocol';

const scope = self as unknown as { postMessage(m: FromWorker): void; onmessage: ((e: MessageEvent<ToWorker>) => void) | null };
let nextId = 1;
const waiting = new Map<number, (token: string | null) => void>();

function token(renew: boolean): Promise<string | null> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    scope.postMessage({ type: 'token', id, renew });
  });
}

async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const attempt = (bearer: string | null) =>
    fetch(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });
  const first = await token(false);
  const res = await attempt(first);
  if (res.status !== 401 || !first) return res;
  const renewed = await token(true);
  return renewed && renewed !== first ? attempt(renewed) : res;
}

let userId: string | null = null;
const engine = new SyncEngine(db, request, () => userId);

scope.onmessage = (e) => {
  const message = e.data;
  if (message.type === 'token') {
    waiting.get(message.id)?.(message.token);
    waiting.delete(message.id);
    return;
  }
  userId = message.userId;
  engine.sync().then(
    ({ pending }) => scope.postMessage({ type: 'done', id: message.id, pending }),
    (error: unknown) => {
      if (error instanceof SyncError)
        scope.postMessage({ type: 'failed', id: message.id, reason: error.reason, retryAfterMs: error.retryAfterMs });
      else {
        const quota =
          error instanceof Error &&
          (error.name === 'QuotaExceededError' || (error as { inner?: Error }).inner?.name === 'QuotaExceededError');
        scope.postMessage({ type: 'crashed', id: message.id, message: error instanceof Error ? error.message : String(error), quota });
      }
    },
  );
};
