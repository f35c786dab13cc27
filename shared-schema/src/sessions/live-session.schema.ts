import { z } from 'zod';
import { messages } from '../messages.js';
import { boundedInt, boundedString, id, limits, requiredString } from '../fields.js';

export const liveSessionStatuses = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;

/** Defaults of a new session (site spec section 9). */
export const liveSessionDefaults = {
  duration: '1 hour',
  maxParticipants: 50,
  time: '12:00',
  status: 'scheduled',
} as const;

/** A live session as everyone may see it (the `public` bucket): never its links. */
export const liveSessionSchema = z.object({
  id,
  courseId: id,
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  duration: z.string(),
  maxParticipants: z.number().int().positive(),
  status: z.enum(liveSessionStatuses),
  instructor: z.string(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** A session's links, which only its course's enrolled students and administrators receive (the `course:{id}` bucket). */
export const sessionLinkSchema = z.object({
  id,
  courseId: id,
  meetingLink: z.string().nullable(),
  recordingLink: z.string().nullable(),
});
export type SessionLink = z.infer<typeof sessionLinkSchema>;

const required = messages.validation.sessionRequiredFields;

/** The schedule/edit form: title, course, date and time required, one message for all four. */
export const liveSessionFormSchema = z.object({
  title: requiredString(required, limits.title),
  courseId: requiredString(required, limits.id),
  date: requiredString(required, limits.name),
  time: requiredString(required, limits.name),
  description: boundedString(limits.text).default(''),
  duration: boundedString(limits.name).default(liveSessionDefaults.duration),
  maxParticipants: boundedInt(1, limits.participants, { coerce: true }).default(liveSessionDefaults.maxParticipants),
  meetingLink: boundedString(limits.url).default(''),
  status: z.enum(liveSessionStatuses).default(liveSessionDefaults.status),
  instructor: boundedString(limits.name).default(''),
});
export type LiveSessionForm = z.input<typeof liveSessionFormSchema>;
