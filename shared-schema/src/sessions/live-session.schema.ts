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

/** A session as the administrator manages it: its links and how many students joined. */
export const adminLiveSessionSchema = liveSessionSchema.extend({
  meetingLink: z.string().nullable(),
  recordingLink: z.string().nullable(),
  participants: z.number().int().min(0),
});
export type AdminLiveSession = z.infer<typeof adminLiveSessionSchema>;

/** A session of one course as its enrolled student sees it: the recording, and whether they joined. */
export const courseLiveSessionSchema = liveSessionSchema.extend({
  recordingLink: z.string().nullable(),
  attended: z.boolean(),
});
export type CourseLiveSession = z.infer<typeof courseLiveSessionSchema>;

const required = messages.validation.sessionRequiredFields;
const words = messages.learning;

/** `YYYY-MM-DD` that is a real day. */
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!datePattern.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
/** `HH:MM`, or `HH:MM:SS` as the spec's client sends it. */
const timePattern = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** A link a browser may open in a new tab: http or https only (never `javascript:`). */
const webLink = (value: string) => value === '' || /^https?:\/\/[^\s]+$/i.test(value);

const link = boundedString(limits.url).default('').refine(webLink, words.meetingLinkInvalid);

/** The schedule/edit form: title, course, date and time required, one message for all four. */
export const liveSessionFormSchema = z.object({
  title: requiredString(required, limits.title),
  courseId: requiredString(required, limits.id),
  date: requiredString(required, limits.name).refine(isRealDate, words.dateInvalid),
  time: requiredString(required, limits.name)
    .refine((t) => timePattern.test(t), words.timeInvalid)
    .transform((t) => t.slice(0, 5)),
  description: boundedString(limits.text).default(''),
  duration: boundedString(limits.name).default(liveSessionDefaults.duration),
  maxParticipants: boundedInt(1, limits.participants, { coerce: true }).default(liveSessionDefaults.maxParticipants),
  meetingLink: link,
  /** Added once the session is over (a recording of a past session). */
  recordingLink: link,
  status: z.enum(liveSessionStatuses).default(liveSessionDefaults.status),
  instructor: boundedString(limits.name).default(''),
});
export type LiveSessionForm = z.input<typeof liveSessionFormSchema>;

/** The answer of `GET /api/live-sessions/{id}/verify` (spec section 7). */
export const joinCheckSchema = z.object({ canJoin: z.boolean(), message: z.string() });
export type JoinCheck = z.infer<typeof joinCheckSchema>;
