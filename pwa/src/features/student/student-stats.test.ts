import { describe, expect, it } from 'vitest';
import { studentStats, withMeasuredProgress } from './student-stats';

describe('student stats', () => {
  it('counts courses by status; achievements stay 0', () => {
    expect(studentStats([{ status: 'completed' }, { status: 'in-progress' }, { status: 'in-progress' }])).toEqual({
      totalCourses: 3,
      inProgress: 2,
      completedCourses: 1,
      achievements: 0,
    });
    expect(studentStats([])).toEqual({ totalCourses: 0, inProgress: 0, completedCourses: 0, achievements: 0 });
  });
});

describe('measured progress on the dashboard', () => {
  const figures = { videosWatched: 1, totalVideos: 2, assignmentsCompleted: 1, totalAssignments: 1, sessionsAttended: 0, totalSessions: 1 };
  it('takes the measured percent; 100% is completed; without figures the enrolment stays as sent', () => {
    const e = { id: 'e1', progress: 0, status: 'in-progress' as const };
    expect(withMeasuredProgress(e, { ...figures, progress: 50 })).toEqual({ id: 'e1', progress: 50, status: 'in-progress' });
    expect(withMeasuredProgress(e, { ...figures, progress: 100 })).toMatchObject({ status: 'completed' });
    expect(withMeasuredProgress({ ...e, status: 'completed' as const }, { ...figures, progress: 40 })).toMatchObject({
      progress: 40,
      status: 'completed',
    });
    expect(withMeasuredProgress(e, undefined)).toBe(e);
    const stats = studentStats([withMeasuredProgress(e, { ...figures, progress: 100 }), e]);
    expect(stats).toMatchObject({ totalCourses: 2, inProgress: 1, completedCourses: 1 });
  });
});
