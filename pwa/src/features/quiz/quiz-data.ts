/**
 * The quiz's data seam: the only module that knows where the bank and the attempts are kept. Every
 * other quiz file calls these three functions and nothing else.
 *
 * The bank is the `public` bucket's question rows, assembled into the spec's shape by the shared
 * `assembleQuizBank` (the server's `GET /api/quiz/bank` uses the same function). Attempts are the
 * `user:{id}` bucket's rows; a finished quiz is the `quiz.attempt` sync mutation, so it is kept on
 * the device at once, offline too, and the server checks it when it arrives (a refused attempt is
 * shown by the sync status with its reason). Another device's attempts arrive by the same pull.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { assembleQuizBank, quizAttemptSchema, type QuizAttempt, type QuizBank } from '@institute/shared-schema';
import { db } from '../../data/db';
import { getSyncState, mutate, subscribeSyncState } from '../../sync/sync-runtime';

let assembled: { count: number; bank: QuizBank } | null = null;

/** The whole bank (about 2,000 questions) from the device; `error` says why it is missing. */
export function useQuizBank(): { bank: QuizBank | undefined; error: string | null } {
  const sync = useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);
  const bank = useLiveQuery(async () => {
    const count = await db.collection('quizQuestions').count();
    if (count === 0) return null;
    // The bank changes only when a release edits it: assemble once per size seen.
    if (assembled?.count !== count) {
      assembled = { count, bank: assembleQuizBank(await db.collection('quizQuestions').toArray()) };
    }
    return assembled.bank;
  }, []);
  const error =
    bank === null && sync.failure !== null
      ? sync.failure === 'offline'
        ? 'The quiz questions are not on this device yet. Connect once to download them; after that the quiz works offline.'
        : 'The quiz questions could not be loaded. Please try again later.'
      : null;
  return { bank: bank ?? undefined, error };
}

/** The user's finished quizzes (undefined while unknown); progress and unlocking fold over them. */
export function useQuizAttempts(userId: string | null): QuizAttempt[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const rows = await db.collection('quizAttempts').where('bucket').equals(`user:${userId}`).toArray();
    return rows.map((r) => quizAttemptSchema.safeParse(r).data).filter((a): a is QuizAttempt => a !== undefined);
  }, [userId]);
}

/** Keeps a finished quiz on this device at once; sync sends it when the network allows. */
export async function saveQuizAttempt(attempt: QuizAttempt): Promise<void> {
  await mutate('quiz.attempt', attempt);
}
