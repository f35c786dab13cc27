/**
 * A student's private calendar feed (issue 18): every live session of the courses they are enrolled
 * in as one iCalendar document a calendar app subscribes to (`webcal://…`), each event with a
 * reminder. The address holds a secret token instead of a sign-in, since calendar apps send no
 * bearer token; the student can reset it (DELETE): the old address stops working at once and the
 * next ask gives a new one.
 */
import { z } from 'zod';
import { binaryAnswer, defineEndpoint, messageAnswer, noQuery } from '../api/endpoint.js';
import { boundedString, limits } from '../fields.js';

export const calendarFeedSchema = z.object({
  /** The feed's path on this server, `/api/calendar/{token}/sessions.ics`: the app builds https:// and webcal:// from it. */
  path: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedApi = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/calendar-feed',
    access: 'user',
    summary: 'The caller’s private calendar feed address (made on first ask)',
    query: noQuery,
    answers: { 200: calendarFeedSchema },
  }),
  reset: defineEndpoint({
    method: 'DELETE',
    path: '/api/calendar-feed',
    access: 'user',
    summary: 'End the caller’s calendar feed address at once; the next ask makes a new one',
    answers: { 200: messageAnswer },
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: '/api/calendar/:token/sessions.ics',
    access: 'public',
    summary: 'A student’s live sessions as iCalendar (text/calendar), each with a reminder; 404 for an unknown token',
    params: z.object({ token: boundedString(limits.id) }),
    query: noQuery,
    answers: { 200: binaryAnswer },
  }),
} as const;
