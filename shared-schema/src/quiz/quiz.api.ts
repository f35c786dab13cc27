/**
 * The quiz on the wire: the whole bank (with an ETag, so a phone that has it gets a 304), a
 * learner's attempts over REST (the PWA sends them as `quiz.attempt` sync mutations), and the
 * public certificate check an employer opens from the QR code.
 */
import { z } from 'zod';
import { defineEndpoint, noQuery } from '../api/endpoint.js';
import { idParams } from '../fields.js';
import { certificateSchema } from './quiz-attempt.js';
import { quizAttemptInputSchema, quizAttemptSchema, quizBankSchema } from './quiz-bank.schema.js';

/** What keeping an attempt answers (a repeat by id answers what the first did). */
export const recordedAttemptSchema = z.object({
  id: z.uuid(),
  /** The score the server gave the answers. */
  score: z.number().int(),
  /** The certificate a passed assignment earned, else null. */
  certificateId: z.string().nullable(),
  /** True when this attempt was already kept (a retried request). */
  duplicate: z.boolean(),
});
export type RecordedAttemptAnswer = z.infer<typeof recordedAttemptSchema>;

/** An attempt is twenty short answers: a few kilobytes. */
const attemptBodyLimit = 16 * 1024;

export const quizApi = {
  bank: defineEndpoint({
    method: 'GET',
    path: '/api/quiz/bank',
    access: 'public',
    summary: 'The whole quiz bank by language, tier and sub-level (304 when If-None-Match has its ETag)',
    query: noQuery,
    answers: { 200: quizBankSchema, 304: z.null().meta({ description: 'Not modified: the bank the caller has is current' }) },
  }),
  recordAttempt: defineEndpoint({
    method: 'POST',
    path: '/api/quiz/attempts',
    access: 'user',
    summary:
      'Keep a finished quiz: the server scores the chosen options from its bank (a score sent is ignored), checks the time and the earlier attempts (422 with the reason when refused)',
    body: quizAttemptInputSchema,
    bodyLimit: attemptBodyLimit,
    answers: { 200: recordedAttemptSchema },
  }),
  attempts: defineEndpoint({
    method: 'GET',
    path: '/api/quiz/attempts',
    access: 'user',
    summary: "The caller's attempts, oldest first",
    query: noQuery,
    answers: { 200: z.object({ attempts: z.array(quizAttemptSchema) }) },
  }),
  certificate: defineEndpoint({
    method: 'GET',
    path: '/api/certificates/:id',
    access: 'public',
    summary: 'Check a certificate by its id (404 when there is none)',
    params: idParams,
    query: noQuery,
    answers: { 200: z.object({ certificate: certificateSchema }) },
  }),
} as const;
