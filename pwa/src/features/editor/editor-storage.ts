/**
 * What the editor keeps on this device: the learner's code per language (a reload or a crash loses
 * nothing), the runs queued while offline, and a short history of runs.
 *
 * This is the seam the sync work re-points at Dexie and the outbox: today everything is in
 * localStorage under `editor:*` keys, one user at a time (keys include the user's id).
 */
import type { CodeRunResult, EditorLanguage } from '@institute/shared-schema';

export interface QueuedRun {
  id: string;
  language: EditorLanguage;
  code: string;
  stdin: string;
  queuedAt: number;
}

export interface HistoryEntry {
  id: string;
  language: EditorLanguage;
  at: number;
  status: CodeRunResult['status'] | 'queued' | 'http-error';
  /** Elapsed milliseconds as the learner saw them (null while queued). */
  elapsedMs: number | null;
  /** The first line of what was shown, for the list. */
  summary: string;
}

const historyLength = 10;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable (private mode): the editor still works, it just forgets.
  }
}

const scope = (userId: string | null) => userId ?? 'visitor';

export function loadCode(userId: string | null, language: EditorLanguage): string | null {
  return read<string | null>(`editor:${scope(userId)}:code:${language}`, null);
}

export function saveCode(userId: string | null, language: EditorLanguage, code: string) {
  write(`editor:${scope(userId)}:code:${language}`, code);
}

export function loadLanguage(userId: string | null): EditorLanguage | null {
  return read<EditorLanguage | null>(`editor:${scope(userId)}:language`, null);
}

export function saveLanguage(userId: string | null, language: EditorLanguage) {
  write(`editor:${scope(userId)}:language`, language);
}

export function loadQueue(userId: string): QueuedRun[] {
  return read<QueuedRun[]>(`editor:${userId}:queue`, []);
}

export function saveQueue(userId: string, queue: QueuedRun[]) {
  write(`editor:${userId}:queue`, queue);
}

export function loadHistory(userId: string | null): HistoryEntry[] {
  return read<HistoryEntry[]>(`editor:${scope(userId)}:history`, []);
}

/** Adds or replaces (same id) an entry; the newest first, at most ten. */
export function recordHistory(userId: string | null, entry: HistoryEntry): HistoryEntry[] {
  const next = [entry, ...loadHistory(userId).filter((e) => e.id !== entry.id)].slice(0, historyLength);
  write(`editor:${scope(userId)}:history`, next);
  return next;
}
