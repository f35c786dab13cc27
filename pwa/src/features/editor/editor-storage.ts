/**
 * What the editor keeps on this device, in Dexie (`pwa/src/data/db.ts`): the learner's program per
 * language (saved on every change, so a reload or a crash loses nothing) and the recent runs.
 * Both are per scope: the signed-in user's id, or 'visitor'. Runs queued offline are not here:
 * they are `code.run` writes of the sync outbox, and their rows (the `codeRuns` collection of the
 * user's bucket) come back from the server with the result.
 */
import { useLiveQuery } from '../../data/use-live-query';
import { codeRunRowSchema, type CodeRunRow, type EditorLanguage } from '@institute/shared-schema';
import { db, type EditorRunRow } from '../../data/db';

/** A recent run: its `shown` is read back as an `OutputNote` by `historyLine`, which checks it. */
export type HistoryEntry = Omit<EditorRunRow, 'scope'>;

const historyLength = 10;

export const scopeOf = (userId: string | null) => userId ?? 'visitor';

export async function loadDraft(scope: string, language: EditorLanguage): Promise<string | null> {
  return (await db.editorDrafts.get(`${scope}:${language}`))?.code ?? null;
}

export async function saveDraft(scope: string, language: EditorLanguage, code: string): Promise<void> {
  await db.editorDrafts.put({ key: `${scope}:${language}`, code, updatedAt: Date.now() });
}

/** Adds or replaces (same id) an entry, keeping the newest ten of the scope. */
export async function recordRun(scope: string, entry: HistoryEntry): Promise<void> {
  await db.transaction('rw', db.editorRuns, async () => {
    await db.editorRuns.put({ ...entry, scope });
    const old = await db.editorRuns
      .where('[scope+at]')
      .between([scope, -Infinity], [scope, Infinity])
      .reverse()
      .offset(historyLength)
      .primaryKeys();
    await db.editorRuns.bulkDelete(old);
  });
}

/** The scope's recent runs, newest first (undefined while loading). */
export function useRecentRuns(scope: string): HistoryEntry[] | undefined {
  return useLiveQuery(() => db.editorRuns.where('[scope+at]').between([scope, -Infinity], [scope, Infinity]).reverse().toArray(), [scope]);
}

/**
 * The user's server runs that are not finished yet, and the finished ones among `ids`: what the
 * editor needs to show a queued run's result when it arrives (undefined while loading).
 */
export function useServerRuns(userId: string | null, ids: string[]): { waiting: number; finished: CodeRunRow[] } | undefined {
  const key = ids.join();
  return useLiveQuery(async () => {
    if (!userId) return { waiting: 0, finished: [] };
    const runs = db.collection('codeRuns');
    const waiting = await runs
      .where('bucket')
      .equals(`user:${userId}`)
      .filter((r) => r.status !== 'done')
      .count();
    // Only the runs asked about are read whole and checked (a learner's runs pile up).
    const finished = (await runs.bulkGet(ids))
      .map((r) => codeRunRowSchema.safeParse(r).data)
      .filter((r): r is CodeRunRow => r?.userId === userId && r.status === 'done' && r.result !== null);
    return { waiting, finished };
  }, [userId, key]);
}

/**
 * Rejected `code.run` writes by run id, with the server's reason, or null when it gave none (the
 * sync status lists them too). The Output pane words it (output-text.ts).
 */
export function useRejectedRuns(): Map<string, string | null> | undefined {
  return useLiveQuery(async () => {
    const rejected = await db.outbox.where('status').equals('rejected').toArray();
    return new Map(rejected.filter((e) => e.name === 'code.run').map((e) => [(e.args as { id: string }).id, e.message ?? null]));
  }, []);
}
