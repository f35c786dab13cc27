import { useLiveQuery } from '../../data/use-live-query';
import {
  courseItems,
  courseProgress,
  type AssignmentSubmission,
  type Course,
  type CourseContent,
  type CourseProgress,
  type Enrollment,
  type LearningEvent,
  type LiveSession,
  type SessionLink,
} from '@institute/shared-schema';
import { db } from '../../data/db';
import { keyOf } from '../../sync/sync-engine';

/** A session with its links, when the course bucket brought them (enrolled students). */
export type SessionWithLink = LiveSession & Pick<SessionLink, 'meetingLink' | 'recordingLink'>;

/** The student's submission as this device has it: `waiting` while it is still in the outbox. */
export type MySubmission = AssignmentSubmission & { waiting: boolean };

export interface CourseLearning {
  course: Course | null;
  enrollment: Enrollment | null;
  contents: CourseContent[];
  sessions: SessionWithLink[];
  /** The course's contents of type assignment, by due date. */
  assignments: CourseContent[];
  /** The student's submissions, by assignment id. */
  submissions: Map<string, MySubmission>;
  /** What the student did in the course, newest first. */
  events: LearningEvent[];
  /** The measured figures, by the same rule the server uses (`courseProgress`). */
  progress: CourseProgress;
  bookmarked: boolean;
}

/**
 * Everything of one enrolled course, from the device: the course and its sessions (`public`), the
 * enrolment, submissions and learning events (`user:{id}`), its content and session links
 * (`course:{id}`, present once the enrolment is approved). Undefined while reading.
 */
export function useCourseLearning(courseId: string, userId: string | null): CourseLearning | undefined {
  return useLiveQuery(async () => {
    const bucket = `course:${courseId}`;
    const [course, enrollments, contents, sessions, links, submissions, events, bookmark, pending] = await Promise.all([
      db.courses.get(courseId),
      db.collection('enrollments').where('courseId').equals(courseId).toArray(),
      db.collection('courseContents').where('bucket').equals(bucket).toArray(),
      db.liveSessions.where('courseId').equals(courseId).toArray(),
      db.collection('sessionLinks').where('bucket').equals(bucket).toArray(),
      db.collection('assignmentSubmissions').where('courseId').equals(courseId).toArray(),
      db.collection('learningEvents').where('courseId').equals(courseId).toArray(),
      db.collection('bookmarks').get(courseId),
      db.outbox.where('status').equals('pending').toArray(),
    ]);
    const waiting = new Set(pending.flatMap((e) => e.keys));
    const linkOf = new Map(links.map((l) => [l.id, l]));
    const mine = userId ? `user:${userId}` : null;
    const ownEvents = events.filter((e) => e.bucket === mine).sort((a, b) => b.at.localeCompare(a.at));
    const sorted = contents.sort((a, b) => a.position - b.position);
    return {
      course: course ?? null,
      enrollment: enrollments.find((e) => e.studentId === userId) ?? null,
      contents: sorted,
      sessions: sessions
        .map((s) => ({
          ...s,
          meetingLink: linkOf.get(s.id)?.meetingLink ?? null,
          recordingLink: linkOf.get(s.id)?.recordingLink ?? null,
        }))
        .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)),
      assignments: sorted
        .filter((c) => c.type === 'assignment')
        .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.position - b.position),
      submissions: new Map(
        submissions
          .filter((s) => s.bucket === mine)
          .map((s) => [s.assignmentId, { ...s, waiting: waiting.has(keyOf('assignmentSubmissions', s.id)) }]),
      ),
      events: ownEvents,
      progress: courseProgress(courseItems(sorted, sessions), ownEvents),
      bookmarked: bookmark !== undefined,
    };
  }, [courseId, userId]);
}
