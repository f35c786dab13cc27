/** One-time codes and sessions: the rules both sides show and the server enforces. */
import { z } from 'zod';
import { mobileField, otpCode } from './user.schema.js';
import type { User } from './user.schema.js';

export const otpRules = {
  digits: 6,
  /** A code is valid for five minutes. */
  ttlMs: 5 * 60_000,
  /** The fifth wrong try uses the code up. */
  maxAttempts: 5,
  /** One code per number per 30 seconds, at most five an hour. */
  resendAfterMs: 30_000,
  maxPerHour: 5,
  /** A verified code lets its number register or reset within fifteen minutes. */
  verifiedValidMs: 15 * 60_000,
} as const;

export const otpPurposes = ['register', 'reset'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const sendOtpRequestSchema = z.object({ mobile: mobileField, purpose: z.enum(otpPurposes).default('register') });
export const verifyOtpRequestSchema = z.object({ mobile: mobileField, otp: otpCode, purpose: z.enum(otpPurposes).default('register') });

/** Access tokens are short-lived; the refresh token keeps a device signed in for weeks offline. */
export const sessionRules = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 60,
} as const;

export interface AuthResponse {
  message: string;
  user: User & { _id: string; name: string; mobileNumber: string | null };
  token: string;
  refreshToken: string;
}
