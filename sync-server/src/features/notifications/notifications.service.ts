/**
 * Telling a student what was decided (issue 19). `notifyDecision` runs inside the decision's
 * transaction: the in-app notification and the SMS are written with the decision or not at all.
 * The SMS itself leaves later (`SmsOutbox`), so the provider being slow or down never holds or
 * undoes a decision.
 */
import type { Kysely } from 'kysely';
import { decisionNotice } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import type { SmsProvider } from '../auth/sms.js';
import { claimDueSms, findUserPhone, insertNotification, markSmsFailed, markSmsSent, queueSms } from './notifications.repository.js';

export async function notifyDecision(
  trx: Kysely<DB>,
  proof: { studentId: string; courseName: string; decision: 'approved' | 'rejected'; notes: string | null },
): Promise<void> {
  const notice = decisionNotice(proof.decision, proof.courseName, proof.notes);
  await insertNotification(trx, {
    userId: proof.studentId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: proof.decision === 'approved' ? '/student/dashboard' : '/student/payments',
  });
  const phone = await findUserPhone(trx, proof.studentId);
  if (phone) await queueSms(trx, phone, notice.sms);
}

export interface SmsOutboxOptions {
  /** Tries per message before it is left with its last error. */
  maxAttempts?: number;
  /** Wait before the n-th retry: `retryBaseSeconds × 2^(n-1)`. */
  retryBaseSeconds?: number;
  batch?: number;
}

/** Sends what the outbox holds; `deliver` is called after each decision commits and on a timer for retries. */
export class SmsOutbox {
  private readonly maxAttempts: number;
  private readonly retryBase: number;
  private readonly batch: number;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly sms: SmsProvider,
    options: SmsOutboxOptions = {},
  ) {
    this.maxAttempts = options.maxAttempts ?? 8;
    this.retryBase = options.retryBaseSeconds ?? 30;
    this.batch = options.batch ?? 20;
  }

  /** Sends every message due now; a call while one runs waits for it. Returns how many were sent. */
  deliver(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claimDueSms(this.db, this.batch, this.maxAttempts, 60);
      for (const m of due) {
        try {
          await this.sms.send(m.phone, m.message);
          await markSmsSent(this.db, m.id);
          sent++;
        } catch (e) {
          await markSmsFailed(this.db, m.id, e instanceof Error ? e.message : String(e), this.retryBase * 2 ** m.attempts);
        }
      }
      if (due.length < this.batch) return sent;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The decisions' SMS outbox (tests call `deliver` to send what is due at once). */
    smsOutbox: SmsOutbox;
  }
}
