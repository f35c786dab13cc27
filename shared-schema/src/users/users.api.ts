/**
 * Profiles and the administrator's user management on the wire (site spec sections 2 and 7).
 * Every answer that carries a user carries `userSchema`, serialised by it: nothing else of the
 * account (its password hash) can leave the server.
 */
import { z } from 'zod';
import { binaryAnswer, defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { uuidParams } from '../fields.js';
import { maxScreenshotBytes } from '../payments/payment.schema.js';
import { locales } from '../site/locales.js';
import { adminUserSchema, profileUpdateRequestSchema, userSchema } from './user.schema.js';

const userAnswer = z.object({ message: z.string(), user: userSchema });

/** The interface language remembered on an account (issue 21); null until the user first chooses one. */
export const accountLanguageSchema = z.strictObject({ locale: z.enum(locales).nullable() });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

/** The multipart envelope around one image: its headers and boundaries. */
const multipartOverhead = 16 * 1024;

export const usersApi = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/users/me',
    access: 'user',
    summary: 'The signed-in account',
    query: noQuery,
    answers: { 200: z.object({ user: userSchema }) },
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/users/profile',
    access: 'user',
    summary:
      "Change the caller's own profile; a new email or phone needs the current password, a new phone the code sent to it (purpose change-phone)",
    body: profileUpdateRequestSchema,
    // Names, an address, education and a 2,000-character bio, at up to three bytes a letter.
    bodyLimit: 16 * 1024,
    answers: { 200: userAnswer },
  }),
  language: defineEndpoint({
    method: 'GET',
    path: '/api/users/language',
    access: 'user',
    summary: 'The interface language the caller chose (null: never chosen), adopted by each device they sign in on',
    query: noQuery,
    answers: { 200: accountLanguageSchema },
  }),
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/users/language',
    access: 'user',
    summary: "Remember the caller's interface language (en, mr or hi) on their account",
    body: accountLanguageSchema,
    bodyLimit: 1024,
    answers: { 200: accountLanguageSchema },
  }),
  uploadProfileImage: defineEndpoint({
    method: 'POST',
    path: '/api/users/profile-image',
    access: 'user',
    summary: "Set the caller's profile photo (multipart field `profileImage`: PNG, JPEG, WebP or GIF, at most 5 MB)",
    raw: { kind: 'multipart', file: 'profileImage', fields: z.object({}), maxBytes: maxScreenshotBytes + multipartOverhead },
    answers: { 200: userAnswer },
  }),
  upload: defineEndpoint({
    method: 'GET',
    path: '/api/uploads/:id',
    access: 'user',
    summary: 'A stored file: its owner and administrators only (for anyone else it does not exist)',
    params: uuidParams,
    query: noQuery,
    answers: { 200: binaryAnswer },
  }),
  listStudents: defineEndpoint({
    method: 'GET',
    path: '/api/users/students',
    access: 'admin',
    summary: 'Registered students, newest first',
    query: noQuery,
    answers: { 200: z.array(userSchema) },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    access: 'admin',
    summary: 'Every account, newest first',
    query: noQuery,
    answers: { 200: z.array(userSchema) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/users/:id',
    access: 'admin',
    summary: 'Change an account (an administrator cannot remove their own role; making an administrator needs the secret code)',
    params: uuidParams,
    body: adminUserSchema,
    // Names, an email, a phone, a role and a secret code: a few short fields.
    bodyLimit: 8 * 1024,
    answers: { 200: userAnswer },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    access: 'admin',
    summary: "Delete an account (never the caller's own)",
    params: uuidParams,
    answers: { 200: messageAnswer },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    access: 'admin',
    summary: 'Add an account with the default password; an administrator needs the secret code',
    body: adminUserSchema,
    bodyLimit: 8 * 1024,
    answers: { 201: userAnswer },
  }),
} as const;
