import { describe, expect, it } from 'vitest';
import { studentStats } from './student-stats';

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
