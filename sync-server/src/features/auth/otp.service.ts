/**
 * One-time codes, generated and checked on the server (DESIGN.md departures): six digits, stored
 * as an HMAC (never in clear), valid five minutes, five wrong tries at most, one request per number
 * per 30 seconds and five an hour. A verified code lets its number register, reset a password or
 * become an account's new phone once, within fifteen minutes.
 *
 * Whether a number has an account is never told (issue 13): a registration code asked for a number
 * that has one sends its owner a warning instead of a code, a reset code asked for a number without
 * one sends nothing, and both answer and count against the limits exactly like a sent code.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { defaultSiteConfig, messages, otpRules, type OtpPurpose } from '@institute/shared-schema';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { SmsProvider } from './sms.js';
import { findUserByPhone } from '../users/users.repository.js';
import {
  consumeVerifiedCodes,
  countWrongGuess,
  deleteCode,
  findLatestUnusedCode,
  insertCode,
  listCodesSentSince,
  markCodeVerified,
} from './one-time-codes.repository.js';

const m = messages.auth;

export class OtpService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sms: SmsProvider,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private hash(mobile: string, purpose: OtpPurpose, code: string) {
    return createHmac('sha256', this.secret).update(`${purpose}:${mobile}:${code}`).digest('base64url');
  }

  async request(mobile: string, purpose: OtpPurpose): Promise<void> {
    const account = await findUserByPhone(this.db, mobile);

    const now = this.now();
    const recent = await listCodesSentSince(this.db, mobile, new Date(now.getTime() - otpRules.sendWindowMs));
    const last = recent[0];
    if (last && now.getTime() - last.created_at.getTime() < otpRules.resendAfterMs) {
      const wait = Math.ceil((otpRules.resendAfterMs - (now.getTime() - last.created_at.getTime())) / 1000);
      throw new HttpError(429, m.otpWait(wait), { retryAfterSeconds: wait });
    }
    if (recent.length >= otpRules.maxPerHour) throw new HttpError(429, m.otpHourlyLimit);

    const code = String(randomInt(0, 10 ** otpRules.digits)).padStart(otpRules.digits, '0');
    const id = await insertCode(this.db, {
      mobile,
      purpose,
      code_hash: this.hash(mobile, purpose, code),
      expires_at: new Date(now.getTime() + otpRules.ttlMs),
      created_at: now,
    });
    // The code is stored either way (so the limits and the answer do not differ), but only sent
    // where it can be used.
    const message =
      purpose === 'register' && account
        ? m.registerAttemptSms(defaultSiteConfig.shortName)
        : purpose === 'reset' && !account
          ? null
          : `${code} is your ${defaultSiteConfig.shortName} verification code. It expires in 5 minutes. Do not share it with anyone.`;
    if (message === null) return;
    try {
      await this.sms.send(mobile, message);
    } catch {
      // An unsent code must not count against the number's limits.
      await deleteCode(this.db, id);
      throw new HttpError(502, m.sendOtpFailed);
    }
  }

  /** A notice (not a code) to a number; a failure to send it is logged by the caller, never fatal. */
  notify(mobile: string, message: string): Promise<void> {
    return this.sms.send(mobile, message);
  }

  /** Checks a code; the right one marks the number verified for its purpose. */
  async verify(mobile: string, purpose: OtpPurpose, code: string): Promise<void> {
    const row = await findLatestUnusedCode(this.db, mobile, purpose);
    if (!row) throw new HttpError(400, messages.validation.otpInvalid);
    if (row.expires_at.getTime() <= this.now().getTime()) throw new HttpError(400, m.otpExpired);
    if (row.attempts >= otpRules.maxAttempts) throw new HttpError(400, m.otpTooManyAttempts);

    const expected = Buffer.from(row.code_hash);
    const given = Buffer.from(this.hash(mobile, purpose, code));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      if (!row.verified_at) await markCodeVerified(this.db, row.id, this.now());
      return;
    }
    // Counted atomically, so parallel guesses cannot exceed the limit.
    await countWrongGuess(this.db, row.id, otpRules.maxAttempts);
    throw new HttpError(400, messages.validation.otpInvalid);
  }

  /**
   * Uses up the number's verified code (inside the caller's transaction). False when there is
   * none, it was verified too long ago, or it was already used.
   */
  async consume(trx: Kysely<DB>, mobile: string, purpose: OtpPurpose): Promise<boolean> {
    const now = this.now();
    return consumeVerifiedCodes(trx, { mobile, purpose, verifiedAfter: new Date(now.getTime() - otpRules.verifiedValidMs), at: now });
  }
}
