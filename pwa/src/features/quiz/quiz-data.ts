/**
 * The quiz's data seam: the only module that knows where the bank and the attempts are kept. Every
 * other quiz file calls these three functions and nothing else.
 *
 * Today (until the sync engine lands): the bank comes from `GET /api/quiz/bank`, kept in memory for
 * the tab's life; attempts live in localStorage under a key with the user's id (as the spec keeps
 * progress), are sent with `POST /api/quiz/attempts` and, when that fails for want of a network,
 * wait in a pending list that goes out on the next save, the next visit or the `online` event.
 * Attempts the server already has (another device) are merged in on each visit. An attempt the
 * server refuses is dropped from progress and its reason shown: the server is authoritative.
 *
 * Next: the bank from Dexie (the synced `public` bucket), attempts from Dexie and `saveQuizAttempt`
 * as the `quiz.attempt` mutation through the outbox. The signatures stay.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { quizAttemptSchema, type QuizAttempt, type QuizBank } from '@institute/shared-schema';
import { api, ApiError } from '../../api/http';
import { notify } from '../../ui/notify';
import { getSession } from '../auth/session';

// ---------------------------------------------------------------------------------------------
// The bank
// ---------------------------------------------------------------------------------------------

let bank: QuizBank | undefined;
let bankRequest: Promise<QuizBank> | null = null;

/** The whole bank (about 2,000 questions), loaded once per tab; `error` says why it is missing. */
export function useQuizBank(): { bank: QuizBank | undefined; error: string | null } {
  const [state, setState] = useState<{ bank: QuizBank | undefined; error: string | null }>({ bank, error: null });
  useEffect(() => {
    if (bank) return;
    let live = true;
    bankRequest ??= api<QuizBank>('/api/quiz/bank', { fallback: 'The quiz questions could not be loaded.' });
    bankRequest.then(
      (loaded) => {
        bank = loaded;
        if (live) setState({ bank: loaded, error: null });
      },
      (e: unknown) => {
        bankRequest = null;
        if (live) setState({ bank: undefined, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

// ---------------------------------------------------------------------------------------------
// Attempts
// ---------------------------------------------------------------------------------------------

const attemptsKey = (userId: string) => `quizAttempts:${userId}`;
const pendingKey = (userId: string) => `quizAttemptsPending:${userId}`;

function readList<T>(key: string, parse: (v: unknown) => T | null): T[] {
  try {
    const raw = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.map(parse).filter((v): v is T => v !== null) : [];
  } catch {
    return [];
  }
}
const readAttempts = (userId: string) => readList(attemptsKey(userId), (v) => quizAttemptSchema.safeParse(v).data ?? null);
const readPending = (userId: string) => readList(pendingKey(userId), (v) => (typeof v === 'string' ? v : null));

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; attempts: QuizAttempt[] }>();

function write(userId: string, attempts: QuizAttempt[], pending: string[]) {
  localStorage.setItem(attemptsKey(userId), JSON.stringify(attempts));
  localStorage.setItem(pendingKey(userId), JSON.stringify(pending));
  for (const l of listeners) l();
}

function snapshot(userId: string): QuizAttempt[] {
  const raw = localStorage.getItem(attemptsKey(userId));
  const cached = snapshots.get(userId);
  if (cached && cached.raw === raw) return cached.attempts;
  const attempts = readAttempts(userId);
  snapshots.set(userId, { raw, attempts });
  return attempts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Sends the pending attempts of the signed-in user, one at a time, in the order they were taken. */
let sending: Promise<void> | null = null;
function sendPending(userId: string): Promise<void> {
  sending ??= (async () => {
    for (const id of readPending(userId)) {
      if (getSession()?.user.id !== userId) return;
      const attempt = readAttempts(userId).find((a) => a.id === id);
      try {
        if (attempt) await api('/api/quiz/attempts', { method: 'POST', body: attempt });
        write(
          userId,
          readAttempts(userId),
          readPending(userId).filter((p) => p !== id),
        );
      } catch (e) {
        // No network, or the server is down: stays pending, goes out later.
        if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500 || e.status === 401) return;
        write(
          userId,
          readAttempts(userId).filter((a) => a.id !== id),
          readPending(userId).filter((p) => p !== id),
        );
        void notify(e.message, 'error', 8000);
      }
    }
  })().finally(() => (sending = null));
  return sending;
}

/** Adds the attempts the server has from other devices. */
async function mergeFromServer(userId: string) {
  const { attempts } = await api<{ attempts: unknown[] }>('/api/quiz/attempts');
  const local = readAttempts(userId);
  const known = new Set(local.map((a) => a.id));
  const added = attempts.map((a) => quizAttemptSchema.safeParse(a).data).filter((a): a is QuizAttempt => !!a && !known.has(a.id));
  if (added.length) write(userId, [...local, ...added], readPending(userId));
}

/** The user's finished quizzes (undefined while unknown); progress and unlocking fold over them. */
export function useQuizAttempts(userId: string | null): QuizAttempt[] | undefined {
  const attempts = useSyncExternalStore(
    subscribe,
    () => (userId ? snapshot(userId) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (!userId) return;
    const sync = () => {
      sendPending(userId)
        .then(() => mergeFromServer(userId))
        .catch(() => {
          // Offline: what this device has is what it shows.
        });
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [userId]);
  return attempts;
}

/** Keeps a finished quiz on this device at once, then sends it (or leaves it pending). */
export async function saveQuizAttempt(attempt: QuizAttempt): Promise<void> {
  const userId = getSession()?.user.id;
  if (!userId) throw new Error('Not signed in');
  write(userId, [...readAttempts(userId).filter((a) => a.id !== attempt.id), attempt], [...readPending(userId), attempt.id]);
  await sendPending(userId);
}
