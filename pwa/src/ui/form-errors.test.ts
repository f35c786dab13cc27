import { describe, expect, it } from 'vitest';
import { ariaInvalid, serverFieldErrors } from './form-errors';

describe('serverFieldErrors', () => {
  const refusal = {
    body: {
      message: 'Email already exists',
      errors: [
        { field: 'email', message: 'Email already exists' },
        { field: 'email', message: 'a second one' },
        { field: 'syllabus.0.mainTopic', message: 'Too long' },
        { field: 'unknown', message: 'no such field' },
      ],
    },
  };

  it('keeps the first message of each field the form has, renamed where asked', () => {
    expect(serverFieldErrors(refusal, ['email', 'topics'], (f) => f.replace('syllabus', 'topics'))).toEqual({
      email: 'Email already exists',
      'topics.0.mainTopic': 'Too long',
    });
  });

  it('finds none in an error without field errors', () => {
    expect(serverFieldErrors(new Error('offline'), ['email'])).toEqual({});
    expect(serverFieldErrors(null, ['email'])).toEqual({});
  });
});

describe('ariaInvalid', () => {
  it('marks a field with an error invalid', () => {
    expect(ariaInvalid('Please enter your current password')).toEqual({ 'aria-invalid': true });
    expect(ariaInvalid(true)).toEqual({ 'aria-invalid': true });
  });
  it('adds nothing to a field without one', () => {
    for (const none of [undefined, null, '', false]) expect(ariaInvalid(none)).toEqual({});
  });
});
