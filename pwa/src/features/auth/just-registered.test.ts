import { describe, expect, it } from 'vitest';
import { welcomeHeading } from './just-registered';

describe('welcomeHeading', () => {
  it('welcomes a student who has just registered, without "back"', () => {
    expect(welcomeHeading('Asha', true)).toBe('Welcome, Asha!');
  });
  it('welcomes a returning student back', () => {
    expect(welcomeHeading('Asha', false)).toBe('Welcome back, Asha!');
  });
});
