/**
 * Accounts on the wire (site spec sections 4, 5 and 7): one-time codes, registration, sign-in,
 * refresh, sign-out and password reset. Every body is a few small fields: the routes take at most
 * a few kilobytes, and each is rate limited per client address on the server.
 */
import { z } from 'zod';
import { defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { otpCode, registerRequestSchema, resetPasswordRequestSchema, loginSchema, userSchema } from './user.schema.js';
import {
  authSessionSchema,
  changePasswordRequestSchema,
  refreshRequestSchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from './auth.schema.js';

/** A sign-in, a code or a token: a few short fields (a name in Devanagari is three bytes a letter). */
export const authBodyLimit = 4 * 1024;

export const authApi = {
  sendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/send-otp',
    access: 'public',
    summary:
      'Send a one-time code by SMS to register, reset a password or prove a new phone; the answer is the same whether or not the number has an account',
    body: sendOtpRequestSchema,
    bodyLimit: authBodyLimit,
    answers: { 200: messageAnswer },
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-otp',
    access: 'public',
    summary: 'Check a one-time code; a verified code lets its number register or reset for fifteen minutes',
    body: verifyOtpRequestSchema,
    bodyLimit: authBodyLimit,
    answers: { 200: z.object({ verified: z.literal(true), message: z.string() }) },
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Register a student with a verified code (in the body, or verified just before)',
    body: registerRequestSchema.extend({ otp: otpCode.optional() }),
    bodyLimit: authBodyLimit,
    answers: { 201: authSessionSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with email and password',
    body: loginSchema,
    bodyLimit: authBodyLimit,
    answers: { 200: authSessionSchema },
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    access: 'public',
    summary: 'A new access token and a new refresh token (rotated: the one sent stops working; a reused one ends every session)',
    body: refreshRequestSchema,
    bodyLimit: authBodyLimit,
    answers: { 200: z.object({ token: z.string(), refreshToken: z.string(), user: userSchema, mustChangePassword: z.boolean() }) },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: "Revoke a refresh token and end the account's access tokens",
    body: refreshRequestSchema,
    bodyLimit: authBodyLimit,
    answers: { 200: messageAnswer },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    summary: 'Set a new password for a number whose reset code was verified; every device signs in again',
    body: resetPasswordRequestSchema,
    bodyLimit: authBodyLimit,
    answers: { 200: messageAnswer },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'user',
    summary: "Change the caller's password (the current one is required); other devices sign in again, this one gets a new session",
    body: changePasswordRequestSchema,
    bodyLimit: authBodyLimit,
    answers: { 200: authSessionSchema },
  }),
  devSms: defineEndpoint({
    method: 'GET',
    path: '/api/dev/sms',
    access: 'public',
    summary: 'Codes sent by the memory SMS provider (NODE_ENV=test only, and to loopback callers only)',
    query: noQuery,
    answers: { 200: z.object({ messages: z.array(z.object({ to: z.string(), message: z.string(), at: z.string() })) }) },
  }),
} as const;
