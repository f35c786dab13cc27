/** One-time codes and sessions: the rules both sides show and the server enforces. */
import { z } from 'zod';
import { bound, limits } from '../fields.js';
import { messages } from '../messages.js';
import { mobileField, otpCode, strongPassword, userSchema } from './user.schema.js';

export const otpRules = {
  digits: 6,
  /** A code is valid for five minutes. */
  ttlMs: 5 * 60_000,
  /** The fifth wrong try uses the code up. */
  maxAttempts: 5,
  /** One code per number per 30 seconds, at most five an hour. */
  resendAfterMs: 30_000,
  maxPerHour: 5,
  /** The window `maxPerHour` counts codes in (the codes sent in it are kept for that). */
  sendWindowMs: 60 * 60_000,
  /** A verified code lets its number register or reset within fifteen minutes. */
  verifiedValidMs: 15 * 60_000,
} as const;

/** `change-phone` proves a signed-in user holds the new number their profile is changed to. */
export const otpPurposes = ['register', 'reset', 'change-phone'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const sendOtpRequestSchema = z.object({ mobile: mobileField, purpose: z.enum(otpPurposes).default('register') });
export const verifyOtpRequestSchema = z.object({ mobile: mobileField, otp: otpCode, purpose: z.enum(otpPurposes).default('register') });

/** Access tokens are short-lived; the refresh token keeps a device signed in for weeks offline. */
export const sessionRules = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 60,
  /**
   * A rotated refresh token presented again this soon after its rotation is taken as the same
   * device retrying a refresh whose answer it lost (a page left mid-refresh, a dropped connection),
   * and renewed; later it is reuse, which ends every session of the account.
   */
  refreshReuseGraceSeconds: 60,
} as const;

/**
 * What sign-in and registration answer: the user (the one `User` shape) and the two tokens.
 * `mustChangePassword`: an account an administrator created still has its default password; the
 * server refuses everything but changing it, reading the own account and signing out until then.
 */
export const authSessionSchema = z.object({
  message: z.string(),
  user: userSchema,
  token: z.string(),
  refreshToken: z.string(),
  mustChangePassword: z.boolean(),
});
export type AuthResponse = z.infer<typeof authSessionSchema>;

/** `POST /api/auth/refresh` and `/logout` take the refresh token the device keeps. */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().max(limits.token, bound(messages.access.sessionExpired)).min(1, messages.access.sessionExpired),
});

/** `POST /api/auth/change-password`: the signed-in user's current password and a new one (the registration rule). */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: messages.auth.currentPasswordRequired })
    .max(limits.password, bound())
    .min(1, messages.auth.currentPasswordRequired),
  newPassword: strongPassword,
});

/** The change-password form: the request plus the confirmation. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string().max(limits.password, bound()) })
  .refine((f) => f.newPassword === f.confirmPassword, { path: ['confirmPassword'], error: messages.validation.passwordsDoNotMatch });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
