import { useLiveQuery } from '../../data/use-live-query';
import { courseItems, courseProgress, type CourseProgress } from '@institute/shared-schema';
import { db } from '../../data/db';

/**
 * The measured figures of each of the student's courses whose content is on the device, by course
 * id (issue 18): the shared rule over the course bucket's contents, the public sessions and the
 * student's learning events, the same as the course page's progress card.
 */
export function useMeasuredProgress(userId: string | null): Map<string, CourseProgress> | undefined {
  return useLiveQuery(async () => {
    if (!userId) return new Map<string, CourseProgress>();
    const [contents, events] = await Promise.all([
      db.collection('courseContents').toArray(),
      db.collection('learningEvents').where('bucket').equals(`user:${userId}`).toArray(),
    ]);
    const courseIds = [...new Set(contents.filter((c) => c.bucket === `course:${c.courseId}`).map((c) => c.courseId))];
    const result = new Map<string, CourseProgress>();
    for (const courseId of courseIds) {
      const sessions = await db.liveSessions.where('courseId').equals(courseId).toArray();
      result.set(
        courseId,
        courseProgress(
          courseItems(
            contents.filter((c) => c.courseId === courseId),
            sessions,
          ),
          events.filter((e) => e.courseId === courseId),
        ),
      );
    }
    return result;
  }, [userId]);
}
