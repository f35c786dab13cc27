/**
 * CSV exports of the administrator's records (issue 19): students, enrolments, payment proofs with
 * their transaction ids and decisions, quiz results. Streamed by the server, UTF-8 with a byte-order
 * mark so spreadsheet programs read the names right, every formula-like cell neutralised.
 */
import { z } from 'zod';
import { binaryAnswer, defineEndpoint, noQuery } from '../api/endpoint.js';

export const exportKinds = ['students', 'enrollments', 'payments', 'quiz-results'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** The file name a download is saved under, dated by the day it was made. */
export const exportFileName = (kind: ExportKind, day: string) => `${kind}-${day}.csv`;

export const adminExportsApi = {
  csv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/exports/:kind',
    access: 'admin',
    summary: 'A CSV file of all students, enrolments, payment proofs or quiz results, streamed',
    params: z.object({ kind: z.enum(exportKinds) }),
    query: noQuery,
    answers: { 200: binaryAnswer },
  }),
} as const;
