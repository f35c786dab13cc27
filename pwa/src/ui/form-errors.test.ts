import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './form-errors';

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
