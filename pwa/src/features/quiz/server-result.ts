/**
 * What the results view shows for a quiz the server scores (an Assignment Level, whose key is not
 * on the device): its answers are submitted as the `quiz.attempt` write, and the result comes back
 * with the sync, as the user bucket's attempt row (scored by the server) and, for a pass, its
 * certificate (dated by the server). Until then the learner sees "submitted"; a refusal shows the
 * server's reason.
 */
import { messages, type Certificate, type QuizAttempt } from '@institute/shared-schema';

export type ServerResult =
  | { state: 'waiting' }
  | { state: 'rejected'; message: string }
  | { state: 'scored'; attempt: QuizAttempt; certificate: Certificate | null };

export interface ServerResultFacts {
  /** The attempt as the server kept it (pulled), if it has arrived. */
  attempt?: QuizAttempt | undefined;
  /** The certificate the server issued for it, if any has arrived. */
  certificate?: Certificate | undefined;
  /** The outbox entry of the write, while the device keeps it. */
  write?: { status: 'pending' | 'applied' | 'rejected'; message?: string | undefined } | undefined;
}

export function serverResult({ attempt, certificate, write }: ServerResultFacts): ServerResult {
  if (attempt) return { state: 'scored', attempt, certificate: certificate ?? null };
  if (write?.status === 'rejected') return { state: 'rejected', message: write.message ?? messages.quiz.attemptInvalid };
  return { state: 'waiting' };
}
