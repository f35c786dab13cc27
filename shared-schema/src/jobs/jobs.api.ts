/** Jobs on the wire (site spec section 7): reads for everyone, writes for administrators. */
import { z } from 'zod';
import { defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { idParams } from '../fields.js';
import { jobFormSchema, jobSchema } from './job.schema.js';

const jobAnswer = z.object({ message: z.string(), job: jobSchema });

export const jobsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/jobs',
    access: 'public',
    summary: 'Every posted job, newest posted first (the spec reads them from `data`)',
    query: noQuery,
    answers: { 200: z.object({ data: z.array(jobSchema) }) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/jobs/:id',
    access: 'public',
    summary: 'One job',
    params: idParams,
    query: noQuery,
    answers: { 200: jobSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/jobs',
    access: 'admin',
    summary: 'Post a job',
    body: jobFormSchema,
    answers: { 201: jobAnswer },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/jobs/:id',
    access: 'admin',
    summary: 'Change a job',
    params: idParams,
    body: jobFormSchema,
    answers: { 200: jobAnswer },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/jobs/:id',
    access: 'admin',
    summary: 'Delete a job',
    params: idParams,
    answers: { 200: messageAnswer },
  }),
} as const;
