import { describe, expect, it } from 'vitest';
import { messages } from '@institute/shared-schema';
import { blankSession, sessionFormErrors } from './session-form-values';

describe('live session dialog values', () => {
  it('starts with the spec defaults: 12:00, 1 hour, 50 participants, scheduled', () => {
    expect(blankSession()).toMatchObject({ time: '12:00', duration: '1 hour', maxParticipants: 50, status: 'scheduled' });
  });

  it('names every missing required field with the spec message, and a bad link with its own', () => {
    const errors = sessionFormErrors({ ...blankSession(), time: '', meetingLink: 'ftp://x' });
    expect(errors).toMatchObject({
      title: messages.validation.sessionRequiredFields,
      courseId: messages.validation.sessionRequiredFields,
      date: messages.validation.sessionRequiredFields,
      time: messages.validation.sessionRequiredFields,
      meetingLink: messages.learning.meetingLinkInvalid,
    });
    expect(sessionFormErrors({ ...blankSession('c1'), title: 'T', date: '2026-12-01' })).toEqual({});
  });
});
