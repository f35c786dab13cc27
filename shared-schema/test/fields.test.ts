/** The shared field builders refuse what no column can hold: a NUL character, a number past its column. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiIssueMessage,
  boundedInt,
  boundedString,
  contactFormSchema,
  emailOf,
  findNul,
  maxInt32,
  messages,
  requiredString,
  testimonialFormSchema,
} from '../src/index.js';

z.config({ customError: apiIssueMessage });

describe('NUL characters', () => {
  it('are refused by every string builder, in the field’s words', () => {
    const form = z.object({ title: boundedString(100), name: requiredString('Name is required'), email: emailOf('Email', 'Bad email') });
    for (const [field, value] of [
      ['title', 'a\u0000b'],
      ['name', '\u0000'],
      ['email', 'n\u0000ul@example.com'],
    ] as const) {
      const r = form.safeParse({ title: 'x', name: 'y', email: 'z@example.com', [field]: value });
      expect(r.success, field).toBe(false);
    }
    const r = form.safeParse({ title: 'a\u0000b', name: 'y', email: 'z@example.com' });
    expect(r.error?.issues[0]?.message).toBe(messages.request.badCharacter('Title'));
  });

  it('are refused in the forms anyone may send (testimonials, contact)', () => {
    expect(testimonialFormSchema.safeParse({ text: 'Great\u0000', author: 'A', course: 'Java', faculty: 'F', rating: 5 }).success).toBe(
      false,
    );
    expect(contactFormSchema.safeParse({ name: 'A', email: 'a@example.com', message: 'hi\u0000' }).success).toBe(false);
  });

  it('are found anywhere in a value, keys too, except where skipped', () => {
    expect(findNul({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findNul({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNul({ a: 'clean', b: [null, 2, true] })).toBeNull();
    expect(findNul({ m: [{ args: { t: '\u0000' } }] }, (p) => p.length === 3 && p[2] === 'args')).toBeNull();
  });
});

describe('boundedInt', () => {
  it('takes whole numbers within its bounds and refuses fractions, overflows and text', () => {
    const n = boundedInt(0, maxInt32);
    expect(n.safeParse(maxInt32).success).toBe(true);
    for (const bad of [2 ** 31, 1e20, 1.5, -1, Number.NaN, Infinity, '3']) expect(n.safeParse(bad).success, String(bad)).toBe(false);
    expect(boundedInt(1, 10, { coerce: true }).parse('7')).toBe(7);
    expect(z.object({ seats: boundedInt(1, 10) }).safeParse({ seats: 1.5 }).error?.issues[0]?.message).toBe(
      messages.request.notWhole('Seats'),
    );
  });
});
