/**
 * The quiz's data seam: the only module that knows where the bank, the attempts and the
 * certificates are kept. Every other quiz file calls these functions and nothing else.
 *
 * The bank is the `bank` bucket's question rows (pulled after what pages show, or at once when the quiz opens), assembled into the spec's shape by the shared
 * `assembleQuizBank` (the server's `GET /api/quiz/bank` uses the same function); an Assignment
 * Level's questions come without their key. Attempts are the `user:{id}` bucket's rows; a finished
 * quiz is the `quiz.attempt` sync mutation (the options chosen). A practice level's attempt is kept
 * on the device at once, offline too, scored with the device's key; an assignment's is scored by
 * the server, and its row and certificate arrive with the sync (`useServerResult`). A refused
 * attempt is shown by the sync status with its reason. Another device's attempts arrive by the
 * same pull.
 */
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from '../../data/use-live-query';
import {
  assembleQuizBank,
  certificateIdFor,
  certificateSchema,
  isServerScored,
  quizAttemptInputSchema,
  quizAttemptSchema,
  type Certificate,
  type QuizAttempt,
  type QuizAttemptInput,
  type QuizBank,
} from '@institute/shared-schema';
import { db } from '../../data/db';
import { mutate, useSyncState } from '../../sync/sync-runtime';
import { useBucket } from '../../sync/use-bucket';
import { serverResult, type ServerResult } from './server-result';

let assembled: { count: number; bank: QuizBank } | null = null;

/** The whole bank (about 2,000 questions) from the device; `error` says why it is missing. */
export function useQuizBank(): { bank: QuizBank | undefined; error: string | null } {
  const { t } = useLingui();
  const failure = useSyncState((s) => s.failure);
  useBucket('bank');
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
    bank === null && failure !== null
      ? failure === 'offline'
        ? t`The quiz questions are not on this device yet. Connect once to download them; after that the quiz works offline.`
        : t`The quiz questions could not be loaded. Please try again later.`
      : null;
  return { bank: bank ?? undefined, error };
}

/** Whether the device can reach the server now (as far as the sync runtime knows). */
export function useOnline(): boolean {
  return useSyncState((s) => s.online && s.failure !== 'offline');
}

/** The user's finished quizzes (undefined while unknown); progress and unlocking fold over them. */
export function useQuizAttempts(userId: string | null): QuizAttempt[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const rows = await db.collection('quizAttempts').where('bucket').equals(`user:${userId}`).toArray();
    return rows.map((r) => quizAttemptSchema.safeParse(r).data).filter((a): a is QuizAttempt => a !== undefined);
  }, [userId]);
}

/** The certificates the server issued to the user (its name, score and date), as synced. */
export function useCertificates(userId: string | null): Certificate[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const rows = await db.collection('certificates').where('bucket').equals(`user:${userId}`).toArray();
    return rows.map((r) => certificateSchema.safeParse(r).data).filter((c): c is Certificate => c !== undefined);
  }, [userId]);
}

/** Where a server-scored attempt is: waiting to be scored, refused, or scored (with its certificate); undefined while unknown. */
export function useServerResult(attemptId: string | null): ServerResult | undefined {
  return useLiveQuery(async () => {
    if (!attemptId) return undefined;
    const [row, certificate, write] = await Promise.all([
      db.collection('quizAttempts').get(attemptId),
      db.collection('certificates').get(certificateIdFor(attemptId)),
      db.outbox.filter((e) => e.name === 'quiz.attempt' && (e.args as { id?: unknown }).id === attemptId).last(),
    ]);
    return serverResult({
      attempt: quizAttemptSchema.safeParse(row).data,
      certificate: certificateSchema.safeParse(certificate).data,
      write,
    });
  }, [attemptId]);
}

/**
 * The assignments this device submitted whose result has not come back yet (their write waits in
 * the outbox, or was acknowledged and the pull has not brought the scored row): the welcome lists them.
 */
export function usePendingAssignments(userId: string | null): QuizAttemptInput[] {
  return (
    useLiveQuery(async () => {
      if (!userId) return [];
      const writes = await db.outbox.filter((e) => e.name === 'quiz.attempt' && e.status !== 'rejected').toArray();
      const submitted = writes
        .map((e) => quizAttemptInputSchema.safeParse(e.args).data)
        .filter((a): a is QuizAttemptInput => a !== undefined && isServerScored(a.subLevel));
      const scored = await db.collection('quizAttempts').bulkGet(submitted.map((a) => a.id));
      return submitted.filter((_, i) => !scored[i]);
    }, [userId]) ?? []
  );
}

/** Keeps a finished quiz on this device at once; sync sends it when the network allows. */
export async function saveQuizAttempt(attempt: QuizAttemptInput): Promise<void> {
  await mutate('quiz.attempt', attempt);
}
