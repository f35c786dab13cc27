import { describe, expect, it } from 'vitest';
import {
  assignmentFieldsSchema,
  assignmentSubmitSchema,
  checkAssignmentFile,
  checkMarks,
  dueInstant,
  gradeSubmissionSchema,
  isLateSubmission,
  submissionId,
  submissionState,
} from '../src/assignments/assignment.schema.js';
import {
  courseItems,
  courseProgress,
  isVideoWatched,
  learningEventId,
  videoFraction,
  videoWatchedFraction,
} from '../src/assignments/learning-progress.js';
import { contentFormSchema } from '../src/courses/course.schema.js';
import { messages } from '../src/messages.js';

const a = messages.assignments;
const id = '7f3a9c21-b04e-45d1-8a2b-000000000001';

describe('late submissions (issue 18)', () => {
  it('an assignment due on a day is on time until that day ends in the institute’s time zone', () => {
    // Asia/Kolkata is UTC+5:30: the 10th ends at 18:30 UTC on the 10th.
    const end = dueInstant('2026-12-10', 'Asia/Kolkata');
    expect(new Date(end).toISOString()).toBe('2026-12-10T18:30:00.000Z');
    expect(isLateSubmission(end - 1, '2026-12-10', 'Asia/Kolkata')).toBe(false);
    expect(isLateSubmission(end, '2026-12-10', 'Asia/Kolkata')).toBe(true);
    expect(new Date(dueInstant('2026-12-31', 'UTC')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(isLateSubmission(Date.UTC(2099, 0, 1), null, 'UTC')).toBe(false);
  });

  it('names a submission by student and assignment, and says what state it is in', () => {
    expect(submissionId('s', 'a')).toBe('s:a');
    expect(submissionState(null)).toBe('not-submitted');
    expect(submissionState({ late: false, marks: null }, true)).toBe('waiting');
    expect(submissionState({ late: false, marks: null })).toBe('submitted');
    expect(submissionState({ late: true, marks: null })).toBe('late');
    expect(submissionState({ late: true, marks: 3 })).toBe('graded');
  });
});

describe('submission and grading rules', () => {
  it('a submission needs text or a file, at most five files', () => {
    expect(assignmentSubmitSchema.safeParse({ assignmentId: id, text: '  ' }).error?.issues[0]?.message).toBe(a.answerRequired);
    expect(assignmentSubmitSchema.parse({ assignmentId: id, text: ' answer ' })).toEqual({ assignmentId: id, text: 'answer', files: [] });
    expect(assignmentSubmitSchema.safeParse({ assignmentId: id, files: [{ id, name: 'a.pdf' }] }).success).toBe(true);
    const six = Array.from({ length: 6 }, () => ({ id, name: 'a.pdf' }));
    expect(assignmentSubmitSchema.safeParse({ assignmentId: id, files: six }).error?.issues[0]?.message).toBe(a.tooManyFiles(5));
    expect(assignmentSubmitSchema.safeParse({ assignmentId: 'x', text: 'a' }).success).toBe(false);
  });

  it('marks are whole numbers from 0 to the assignment’s maximum', () => {
    expect(gradeSubmissionSchema.parse({ marks: '17' })).toEqual({ marks: 17, feedback: '' });
    expect(gradeSubmissionSchema.safeParse({ marks: 1.5 }).success).toBe(false);
    expect(gradeSubmissionSchema.safeParse({ marks: -1 }).success).toBe(false);
    expect(checkMarks(20, 20)).toBeNull();
    expect(checkMarks(0, 20)).toBeNull();
    expect(checkMarks(21, 20)).toBe(a.marksInvalid(20));
  });

  it('files by name and size', () => {
    expect(checkAssignmentFile({ name: 'answer.PDF', size: 10 })).toBeNull();
    expect(checkAssignmentFile({ name: 'photo.jpeg', size: 10 })).toBeNull();
    expect(checkAssignmentFile({ name: 'virus.exe', size: 10 })).toBe(a.fileType);
    expect(checkAssignmentFile({ name: 'noextension', size: 10 })).toBe(a.fileType);
    expect(checkAssignmentFile({ name: 'big.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(a.fileTooLarge(10));
  });

  it('the wizard takes an assignment’s due date and maximum marks as text, empty for none or the default', () => {
    const base = { title: 'Homework', type: 'assignment' };
    expect(contentFormSchema.parse(base)).toMatchObject({ dueDate: '', maxMarks: '' });
    expect(contentFormSchema.parse({ ...base, dueDate: '2026-12-10', maxMarks: '50' })).toMatchObject({
      dueDate: '2026-12-10',
      maxMarks: '50',
    });
    expect(assignmentFieldsSchema.safeParse({ dueDate: '2026-02-30' }).error?.issues[0]?.message).toBe(a.dueDateInvalid);
    expect(assignmentFieldsSchema.safeParse({ maxMarks: '0' }).error?.issues[0]?.message).toBe(a.maxMarksInvalid(1000));
    expect(assignmentFieldsSchema.safeParse({ maxMarks: '1001' }).success).toBe(false);
  });
});

describe('measured progress', () => {
  it('a video counts as watched at 90%', () => {
    expect(videoWatchedFraction).toBe(0.9);
    expect(isVideoWatched(videoFraction(89.9, 100))).toBe(false);
    expect(isVideoWatched(videoFraction(90, 100))).toBe(true);
    expect(videoFraction(300, 100)).toBe(1);
    expect(videoFraction(10, 0)).toBe(0);
    expect(learningEventId('u', 'video', 'v')).toBe('u:video:v');
  });

  it('percent complete is the share of videos, assignments and sessions done, cancelled sessions aside', () => {
    const items = courseItems(
      [
        { id: 'v1', type: 'video' },
        { id: 'v2', type: 'video' },
        { id: 'n1', type: 'note' },
        { id: 'a1', type: 'assignment' },
      ],
      [
        { id: 's1', status: 'scheduled' },
        { id: 's2', status: 'cancelled' },
      ],
    );
    expect(items).toEqual({ videos: ['v1', 'v2'], assignments: ['a1'], sessions: ['s1'] });
    expect(courseProgress(items, [])).toEqual({
      progress: 0,
      videosWatched: 0,
      totalVideos: 2,
      assignmentsCompleted: 0,
      totalAssignments: 1,
      sessionsAttended: 0,
      totalSessions: 1,
    });
    const events = [
      { kind: 'video' as const, subjectId: 'v1', done: true },
      { kind: 'video' as const, subjectId: 'v2', done: false },
      { kind: 'assignment' as const, subjectId: 'a1', done: true },
      // Events about what is gone or does not count are ignored.
      { kind: 'session' as const, subjectId: 's2', done: true },
      { kind: 'video' as const, subjectId: 'deleted', done: true },
    ];
    expect(courseProgress(items, events)).toMatchObject({ progress: 50, videosWatched: 1, assignmentsCompleted: 1, sessionsAttended: 0 });
    expect(
      courseProgress(items, [...events, { kind: 'video', subjectId: 'v2', done: true }, { kind: 'session', subjectId: 's1', done: true }])
        .progress,
    ).toBe(100);
    // Rounded down: one of three is 33.
    expect(
      courseProgress(
        courseItems(
          [{ id: 'v', type: 'video' }],
          [
            { id: 's', status: 'scheduled' },
            { id: 't', status: 'completed' },
          ],
        ),
        [{ kind: 'video', subjectId: 'v', done: true }],
      ).progress,
    ).toBe(33);
    expect(courseProgress(courseItems([], []), []).progress).toBe(0);
  });
});
