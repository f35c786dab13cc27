/** The body limits of the learning routes hold their largest valid request. */
import { describe, expect, it } from 'vitest';
import { codeRunBodyLimit, maxCodeLength, mutationArgsSchemas, pushRequestSchema, syncLimits } from '../src/index.js';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('body limits', () => {
  it('a push holds any one valid mutation, even one whose every character is escaped', () => {
    // A control character is the costliest in JSON: six bytes (\u0001).
    const args = {
      id: crypto.randomUUID(),
      language: 'python',
      code: '\u0001'.repeat(maxCodeLength),
      stdin: '\u0001'.repeat(maxCodeLength),
    };
    expect(mutationArgsSchemas['code.run'].safeParse(args).success).toBe(true);
    const body = {
      clientId: 'device-0000000000000000000000000000000000000000',
      schemaVersion: 1,
      mutations: [{ seq: 2 ** 31 - 1, id: crypto.randomUUID(), name: 'code.run', args }],
    };
    expect(pushRequestSchema.safeParse(body).success).toBe(true);
    expect(bytes(body)).toBeLessThan(syncLimits.pushBodyBytes / 4);
  });

  it('a code run holds the longest program and input in any script', () => {
    // Three bytes of UTF-8 each (Devanagari), the most a character of the basic plane takes.
    const body = { language: 'python', code: 'क'.repeat(maxCodeLength), stdin: 'ख'.repeat(maxCodeLength) };
    expect(bytes(body)).toBeLessThanOrEqual(codeRunBodyLimit);
  });
});
