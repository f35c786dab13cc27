/** Live sessions on the wire (site spec section 7, issue 18): the administrator's CRUD, a course's sessions, verify and join. */
import { z } from 'zod';
import { defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { idParams, uuid } from '../fields.js';
import { adminLiveSessionSchema, courseLiveSessionSchema, joinCheckSchema, liveSessionFormSchema } from './live-session.schema.js';

const sessionAnswer = z.object({ message: z.string(), session: adminLiveSessionSchema });

export const liveSessionsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/live-sessions',
    access: 'admin',
    summary: 'Every live session, or one course’s, with links and participant counts',
    query: z.object({ courseId: uuid.optional() }),
    answers: { 200: z.array(adminLiveSessionSchema) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/live-sessions',
    access: 'admin',
    summary: 'Schedule a live session',
    body: liveSessionFormSchema,
    answers: { 201: sessionAnswer },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/live-sessions/:id',
    access: 'admin',
    summary: 'Change a live session (its status, its recording link)',
    params: idParams,
    body: liveSessionFormSchema,
    answers: { 200: sessionAnswer },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/live-sessions/:id',
    access: 'admin',
    summary: 'Delete a live session',
    params: idParams,
    answers: { 200: messageAnswer },
  }),
  forCourse: defineEndpoint({
    method: 'GET',
    path: '/api/courses/:id/live-sessions',
    access: 'user',
    summary: 'The sessions of a course, for its enrolled students and administrators',
    params: idParams,
    query: noQuery,
    answers: { 200: z.array(courseLiveSessionSchema) },
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/api/live-sessions/:id/verify',
    access: 'user',
    summary: 'Whether the caller may join now: enrolled, from 15 minutes before the start to the end, not cancelled, not full',
    params: idParams,
    query: noQuery,
    answers: { 200: joinCheckSchema },
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/api/live-sessions/:id/join',
    access: 'user',
    summary: 'Join: records attendance once and answers the meeting link',
    params: idParams,
    /** An empty object: who joins is the caller. */
    body: z.strictObject({}),
    answers: { 200: z.object({ message: z.string(), meetingLink: z.string() }) },
  }),
} as const;
