/** Walks an answer for keys that must never leave the server (issue 12: answers are serialised by their schema). */
import { expect } from 'vitest';

const secretKeys = ['password', 'passwordHash', 'password_hash'];
/** Keys that name a password but hold no secret (a flag). */
const harmless = ['mustChangePassword'];

/** Every key of every object in a JSON value, nested ones and those inside arrays too. */
export function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysDeep(v)]);
  return [];
}

export function expectNoPassword(answer: unknown) {
  const keys = keysDeep(answer);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((k) => !harmless.includes(k) && (secretKeys.includes(k) || /password/i.test(k)))).toEqual([]);
}
