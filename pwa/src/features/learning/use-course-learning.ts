import { useLiveQuery } from 'dexie-react-hooks';
import type { Assignment, Course, CourseContent, Enrollment, LiveSession, SessionLink } from '@institute/shared-schema';
import { db } from '../../data/db';

/** A session with its links, when the course bucket brought them (enrolled students). */
export type SessionWithLink = LiveSession & Pick<SessionLink, 'meetingLink' | 'recordingLink'>;

export interface CourseLearning {
  course: Course | null;
  enrollment: Enrollment | null;
  contents: CourseContent[];
  sessions: SessionWithLink[];
  assignments: Assignment[];
  bookmarked: boolean;
}

/**
 * Everything of one enrolled course, from the device: the course (`public`), the enrolment
 * (`user:{id}`), its content, assignments and session links (`course:{id}`, present once the
 * enrolment is approved). Undefined while reading.
 */
export function useCourseLearning(courseId: string, userId: string | null): CourseLearning | undefined {
  return useLiveQuery(async () => {
    const bucket = `course:${courseId}`;
    const [course, enrollments, contents, sessions, links, assignments, bookmark] = await Promise.all([
      db.courses.get(courseId),
      db.collection('enrollments').where('courseId').equals(courseId).toArray(),
      db.collection('courseContents').where('bucket').equals(bucket).toArray(),
      db.liveSessions.where('courseId').equals(courseId).toArray(),
      db.collection('sessionLinks').where('bucket').equals(bucket).toArray(),
      db.collection('assignments').where('bucket').equals(bucket).toArray(),
      db.collection('bookmarks').get(courseId),
    ]);
    const linkOf = new Map(links.map((l) => [l.id, l]));
    return {
      course: course ?? null,
      enrollment: enrollments.find((e) => e.studentId === userId) ?? null,
      contents: contents.sort((a, b) => a.position - b.position),
      sessions: sessions
        .map((s) => ({
          ...s,
          meetingLink: linkOf.get(s.id)?.meetingLink ?? null,
          recordingLink: linkOf.get(s.id)?.recordingLink ?? null,
        }))
        .sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`)),
      assignments: assignments.sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
      bookmarked: bookmark !== undefined,
    };
  }, [courseId, userId]);
}
