/** One-time codes and sessions: the rules both sides show and the server enforces. */
import { z } from 'zod';
import { bound, limits } from '../fields.js';
import { messages } from '../messages.js';
import { mobileField, otpCode, userSchema } from './user.schema.js';

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

/** What sign-in and registration answer: the user (the one `User` shape) and the two tokens. */
export const authSessionSchema = z.object({
  message: z.string(),
  user: userSchema,
  token: z.string(),
  refreshToken: z.string(),
});
export type AuthResponse = z.infer<typeof authSessionSchema>;

/** `POST /api/auth/refresh` and `/logout` take the refresh token the device keeps. */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().max(limits.token, bound(messages.access.sessionExpired)).min(1, messages.access.sessionExpired),
});
