import { z } from 'zod';
import { defineEndpoint, noQuery } from './endpoint.js';

export const healthApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'The server is up; which database and migration level it runs',
    query: noQuery,
    answers: {
      200: z.object({
        status: z.literal('ok'),
        database: z.enum(['pglite', 'postgres']),
        migration: z.string().nullable(),
        migrations: z.number().int(),
      }),
    },
  }),
} as const;
