import type { StudentStats } from '@institute/shared-schema';

/** The dashboard's four figures (spec section 3, Student stats); achievements are always 0. */
export function studentStats(enrollments: readonly { status: 'in-progress' | 'completed' }[]): StudentStats {
  const completed = enrollments.filter((e) => e.status === 'completed').length;
  return { totalCourses: enrollments.length, inProgress: enrollments.length - completed, completedCourses: completed, achievements: 0 };
}
