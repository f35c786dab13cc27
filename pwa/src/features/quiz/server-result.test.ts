/** An assignment's results view: submitted until the server's scored row arrives, or the server's reason. */
import { expect, it } from 'vitest';
import { certificateIdFor, messages, type Certificate, type QuizAttempt } from '@institute/shared-schema';
import { serverResult } from './server-result';

const attempt: QuizAttempt = {
  id: '7f3a9c21-b04e-45d1-8a2b-000000000009',
  language: 'python',
  tier: 'beginner',
  subLevel: 'assignment',
  score: 17,
  totalQuestions: 20,
  totalTimeMs: 60_000,
  answers: [],
  finishedAt: '2026-11-22T10:00:00.000Z',
};
const certificate: Certificate = {
  id: certificateIdFor(attempt.id),
  firstName: 'Asha',
  lastName: 'Patil',
  language: 'python',
  tier: 'beginner',
  subLevel: 'assignment',
  score: 17,
  totalQuestions: 20,
  date: '2026-11-25',
};

it('is submitted while the write waits or is acknowledged but not yet pulled', () => {
  expect(serverResult({})).toEqual({ state: 'waiting' });
  expect(serverResult({ write: { status: 'pending' } })).toEqual({ state: 'waiting' });
  expect(serverResult({ write: { status: 'applied' } })).toEqual({ state: 'waiting' });
});

it("shows the server's reason when it refused the attempt", () => {
  expect(serverResult({ write: { status: 'rejected', message: messages.quiz.attemptFuture } })).toEqual({
    state: 'rejected',
    message: messages.quiz.attemptFuture,
  });
  expect(serverResult({ write: { status: 'rejected' } })).toEqual({ state: 'rejected', message: messages.quiz.attemptInvalid });
});

it("shows the server's score once its row arrives, and the certificate it issued, if any", () => {
  expect(serverResult({ attempt, write: { status: 'applied' } })).toEqual({ state: 'scored', attempt, certificate: null });
  expect(serverResult({ attempt, certificate })).toEqual({ state: 'scored', attempt, certificate });
});
