/**
 * The public student profile (site spec section 2: `/student/{studentId}`, no guard; issue 18): what
 * is safe to show anyone: name, photo, bio, completed courses and certificates with their
 * verification links. Never the email, phone number, address or education. A student can hide it;
 * a hidden profile, an administrator or an unknown id all answer the same 404.
 */
import { z } from 'zod';
import { binaryAnswer, defineEndpoint, noQuery } from '../api/endpoint.js';
import { idParams } from '../fields.js';
import { quizLanguageSchema, quizSubLevelSchema, quizTierSchema } from '../quiz/quiz-bank.schema.js';

export const publicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string(),
  /** `/api/students/{id}/photo`, or null without a photo. */
  photoPath: z.string().nullable(),
  completedCourses: z.array(z.object({ id: z.string(), title: z.string() })),
  certificates: z.array(
    z.object({
      id: z.string(),
      language: quizLanguageSchema,
      tier: quizTierSchema,
      subLevel: quizSubLevelSchema,
      /** `YYYY-MM-DD`. */
      date: z.string(),
      /** The public verification page, `/certificates/{id}`. */
      verifyPath: z.string(),
    }),
  ),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profileVisibilities = ['public', 'hidden'] as const;
export const profileVisibilitySchema = z.strictObject({ visibility: z.enum(profileVisibilities) });
export type ProfileVisibility = (typeof profileVisibilities)[number];

export const publicProfileApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/students/:id/public-profile',
    access: 'public',
    summary: 'A student’s public profile: name, photo, bio, completed courses, certificates (404 when hidden)',
    params: idParams,
    query: noQuery,
    answers: { 200: publicProfileSchema },
  }),
  photo: defineEndpoint({
    method: 'GET',
    path: '/api/students/:id/photo',
    access: 'public',
    summary: 'The photo of a public student profile (404 when hidden or absent)',
    params: idParams,
    query: noQuery,
    answers: { 200: binaryAnswer },
  }),
  visibility: defineEndpoint({
    method: 'GET',
    path: '/api/profile/visibility',
    access: 'user',
    summary: 'Whether the caller’s public profile is hidden',
    query: noQuery,
    answers: { 200: profileVisibilitySchema },
  }),
  setVisibility: defineEndpoint({
    method: 'PUT',
    path: '/api/profile/visibility',
    access: 'user',
    summary: 'Show or hide the caller’s public profile',
    body: profileVisibilitySchema,
    answers: { 200: profileVisibilitySchema.extend({ message: z.string() }) },
  }),
} as const;
