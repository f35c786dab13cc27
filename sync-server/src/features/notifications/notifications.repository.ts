/** SQL of users' notifications and of the SMS outbox (issue 19) lives here and only here. */
import { sql, type Kysely } from 'kysely';
import type { NotificationKind } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

export async function insertNotification(trx: Kysely<DB>, n: NewNotification): Promise<string> {
  const row = await trx
    .insertInto('notifications')
    .values({ user_id: n.userId, kind: n.kind, title: n.title, body: n.body, link: n.link })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the user's own notification read (once: the first time is kept). False when it is not theirs. */
export async function markNotificationRead(trx: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const row = await trx
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The phone an SMS to this user goes to: their account's number. */
export async function findUserPhone(trx: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await trx.selectFrom('users').select('phone_number').where('id', '=', userId).executeTakeFirst();
  return row?.phone_number ?? null;
}

export async function queueSms(trx: Kysely<DB>, phone: string, message: string): Promise<void> {
  await trx.insertInto('sms_outbox').values({ phone, message }).execute();
}

export interface DueSms {
  id: string;
  phone: string;
  message: string;
  attempts: number;
}

/**
 * Takes up to `limit` messages due now and moves their next attempt `leaseSeconds` ahead, so
 * another server (or the next tick) does not send them at the same time; `skip locked` lets
 * servers share the outbox.
 */
export async function claimDueSms(db: Kysely<DB>, limit: number, maxAttempts: number, leaseSeconds: number): Promise<DueSms[]> {
  const rows = await db
    .updateTable('sms_outbox')
    .set({ next_attempt_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      'id',
      'in',
      db
        .selectFrom('sms_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'phone', 'message', 'attempts'])
    .execute();
  return rows;
}

export async function markSmsSent(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ sent_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1`, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed send: counted, its error kept, tried again after `retrySeconds`. */
export async function markSmsFailed(db: Kysely<DB>, id: string, error: string, retrySeconds: number): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({
      attempts: sql<number>`attempts + 1`,
      last_error: error.slice(0, 500),
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${retrySeconds})`,
    })
    .where('id', '=', id)
    .execute();
}
