import { isCourseComplete, type CourseProgress, type StudentStats } from '@institute/shared-schema';

/** The dashboard's four figures (spec section 3, Student stats); achievements are always 0. */
export function studentStats(enrollments: readonly { status: 'in-progress' | 'completed' }[]): StudentStats {
  const completed = enrollments.filter((e) => e.status === 'completed').length;
  return { totalCourses: enrollments.length, inProgress: enrollments.length - completed, completedCourses: completed, achievements: 0 };
}

/**
 * An enrolment with its measured figures (issue 18): the percent the shared rule computes from what
 * the student did (the same figures as the course's progress card), and completed at 100% or when
 * the enrolment says so. Without figures (the course's content not on the device yet) it stays as
 * the server sent it.
 */
export function withMeasuredProgress<E extends { progress: number; status: 'in-progress' | 'completed' }>(
  enrollment: E,
  measured: CourseProgress | undefined,
): E {
  if (!measured) return enrollment;
  return {
    ...enrollment,
    progress: measured.progress,
    status: enrollment.status === 'completed' || isCourseComplete(measured) ? 'completed' : 'in-progress',
  };
}
