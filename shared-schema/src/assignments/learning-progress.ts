/**
 * Measured progress (issue 18, site spec section 3 "Progress"): what a student did in a course,
 * recorded by the server as learning events (a video's furthest point, an assignment submitted, a
 * session joined), and the one rule that turns them into the figures: percent complete, videos
 * watched, assignments done, sessions attended, total sessions. The server computes them
 * (`GET /api/courses/{id}/progress`, the enrolment's `progress`); the device computes the same
 * with this same function over the rows sync brought, so the card is right offline and the moment
 * an administrator adds a lesson.
 */
import { z } from 'zod';
import { id } from '../fields.js';
import { compositeId } from './assignment.schema.js';

/** A video counts as watched once this share of it has been played. */
export const videoWatchedFraction = 0.9;
/** The longest video position or duration a device may report, in seconds (24 hours). */
export const maxVideoSeconds = 24 * 60 * 60;

export const isVideoWatched = (fraction: number) => fraction >= videoWatchedFraction;

/** How far into a video a position is, 0..1 (0 for an unknown duration). */
export const videoFraction = (position: number, duration: number) =>
  duration > 0 && Number.isFinite(position) ? Math.min(1, Math.max(0, position / duration)) : 0;

export const learningEventKinds = ['video', 'assignment', 'session'] as const;
export type LearningEventKind = (typeof learningEventKinds)[number];

/** The id of a student's event about one thing: one row per student, kind and subject. */
export const learningEventId = (userId: string, kind: LearningEventKind, subjectId: string) => `${userId}:${kind}:${subjectId}`;

/** One recorded thing a student did (the user bucket's `learningEvents`); times are the server's. */
export const learningEventSchema = z.object({
  id: compositeId,
  courseId: id,
  kind: z.enum(learningEventKinds),
  /** The lesson, assignment or session. */
  subjectId: id,
  /** A video's furthest point, 0..1; 1 for the other kinds. */
  fraction: z.number().min(0).max(1),
  /** Watched (90% of a video), submitted, attended. */
  done: z.boolean(),
  /** When it last changed meaningfully (started, watched, submitted, joined). */
  at: z.string(),
});
export type LearningEvent = z.infer<typeof learningEventSchema>;

export const courseProgressSchema = z.object({
  progress: z.number().int().min(0).max(100),
  videosWatched: z.number().int().min(0),
  totalVideos: z.number().int().min(0),
  assignmentsCompleted: z.number().int().min(0),
  totalAssignments: z.number().int().min(0),
  sessionsAttended: z.number().int().min(0),
  totalSessions: z.number().int().min(0),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export interface CourseItems {
  /** Ids of the course's videos and assignments (its content of those types). */
  videos: readonly string[];
  assignments: readonly string[];
  /** Ids of its sessions that count: every one not cancelled. */
  sessions: readonly string[];
}

/**
 * The figures of one student in one course. Percent complete is the share of the course's items
 * done (videos watched, assignments submitted, sessions attended over all videos, assignments and
 * sessions not cancelled), rounded down, so 100 means everything; 0 for a course with no items.
 * Events about items that no longer exist do not count.
 */
export function courseProgress(items: CourseItems, events: readonly Pick<LearningEvent, 'kind' | 'subjectId' | 'done'>[]): CourseProgress {
  const done = { video: new Set<string>(), assignment: new Set<string>(), session: new Set<string>() };
  for (const e of events) if (e.done) done[e.kind].add(e.subjectId);
  const count = (ids: readonly string[], set: Set<string>) => ids.filter((i) => set.has(i)).length;
  const videosWatched = count(items.videos, done.video);
  const assignmentsCompleted = count(items.assignments, done.assignment);
  const sessionsAttended = count(items.sessions, done.session);
  const total = items.videos.length + items.assignments.length + items.sessions.length;
  const progress = total === 0 ? 0 : Math.floor(((videosWatched + assignmentsCompleted + sessionsAttended) * 100) / total);
  return {
    progress,
    videosWatched,
    totalVideos: items.videos.length,
    assignmentsCompleted,
    totalAssignments: items.assignments.length,
    sessionsAttended,
    totalSessions: items.sessions.length,
  };
}

/** The course's items from its rows: content by type, sessions not cancelled. */
export function courseItems(
  contents: readonly { id: string; type: string }[],
  sessions: readonly { id: string; status: string }[],
): CourseItems {
  return {
    videos: contents.filter((c) => c.type === 'video').map((c) => c.id),
    assignments: contents.filter((c) => c.type === 'assignment').map((c) => c.id),
    sessions: sessions.filter((s) => s.status !== 'cancelled').map((s) => s.id),
  };
}

/** A course is completed at 100%. */
export const isCourseComplete = (p: Pick<CourseProgress, 'progress'>) => p.progress >= 100;

/** A video's progress report (`lesson.progress`): where the learner is and how long the video is, in seconds. */
export const lessonProgressSchema = z.object({
  contentId: z.guid('Invalid id'),
  position: z.number().min(0).max(maxVideoSeconds),
  duration: z.number().positive().max(maxVideoSeconds),
});
export type LessonProgressInput = z.infer<typeof lessonProgressSchema>;
