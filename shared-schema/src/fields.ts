/** Small field builders shared by the schemas, so each rule is written once. */
import { z } from 'zod';
import { apiIssueMessage, fieldLabel } from './api/issue-message.js';
import { messages } from './messages.js';

/**
 * The longest value each kind of field takes. Every string, array and number a client sends has a
 * bound, checked before any pattern, so no input can make the server work in proportion to its
 * size more than once (issue 12: a 900 KB email once held the event loop for 17 minutes).
 */
export const limits = {
  id: 64,
  name: 100,
  email: 254,
  phone: 20,
  password: 128,
  token: 1024,
  title: 200,
  shortText: 500,
  text: 5_000,
  longText: 20_000,
  url: 2_048,
  /** A learner's program. */
  code: 64 * 1024,
  /** Entries of an ordinary list (skills, topics). */
  list: 100,
  /** Entries of a large list (a syllabus, a quiz's answers). */
  bigList: 1_000,
  /** Money and counts a form takes. */
  amount: 10_000_000,
  /** Seats of a live session. */
  participants: 100_000,
} as const;

/**
 * The bound of a string, checked first and stopping the checks after it: zod runs every check of
 * a chain even when one has failed, so without `abort` a pattern would still scan an over-long
 * value. Without a message of its own, the catalogue's words ("First name must be at most 100
 * characters").
 */
export const bound = (message?: string) => ({ abort: true, error: message ?? apiIssueMessage }) as const;

/**
 * No text column can hold a NUL character (U+0000): PostgreSQL refuses it, so a string that holds one
 * is refused here, in the field's words, before it reaches a query. The server also refuses a NUL in
 * any JSON body, query or path (`findNul`), so a field whose schema is a bare `z.string()` is covered.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what this pattern refuses
export const noNulPattern = /^[^\u0000]*$/;
export const noNul = { error: (issue: { path?: PropertyKey[] }) => messages.request.badCharacter(fieldLabel(issue.path)) } as const;

/**
 * Where a NUL character is in a value (in a string or an object key), as a path; null when there is
 * none. `skip` leaves out the parts another check is responsible for.
 */
export function findNul(
  value: unknown,
  skip: (path: (string | number)[]) => boolean = () => false,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (skip(path)) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || path.length > 64) return null;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, v] of entries) {
    if (typeof key === 'string' && key.includes('\u0000')) return [...path, key];
    const found = findNul(v, skip, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A trimmed string of at most `max` characters (the bound is checked first), with no NUL character. */
export const boundedString = (max: number) => z.string().max(max, bound()).regex(noNulPattern, noNul).trim();

/**
 * A whole number within `min` and `max` (both inclusive): what an `integer` column takes (at most
 * 2^31 - 1), refused in the catalogue's words otherwise. `coerce` for form values that arrive as text.
 */
export const boundedInt = (min: number, max: number, { coerce = false, message }: { coerce?: boolean; message?: string } = {}) =>
  (coerce ? z.coerce.number(message ? { error: message } : undefined) : z.number(message ? { error: message } : undefined))
    .int(message ?? { error: (issue: { path?: PropertyKey[] }) => messages.request.notWhole(fieldLabel(issue.path)) })
    .min(min, message)
    .max(max, message);

/** The largest value of a PostgreSQL `integer` column. */
export const maxInt32 = 2 ** 31 - 1;

/** The field's own message for a missing value or a wrong type; any other problem keeps the catalogue's words. */
export const missingOrWrongType = (message: string) => (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined);

/**
 * A string that must be present and non-blank after trimming; one message for both cases (a value
 * past its bound says so: a schema-wide message would call it missing).
 */
export const requiredString = (message: string, max: number = limits.shortText) =>
  z
    .string({ error: missingOrWrongType(message) })
    .max(max, bound())
    .regex(noNulPattern, noNul)
    .trim()
    .min(1, message);

/** Ten digits exactly: the spec's phone and mobile rule (message differs by form). */
export const tenDigits = (message: string) =>
  z
    .string({ error: message })
    .max(limits.phone, bound(message))
    .trim()
    .regex(/^\d{10}$/, message);

/**
 * The one email rule: anchored, and linear in the input (no part of an address can be matched two
 * ways: the domain's labels cannot contain the dots between them).
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An address: required, must look like one, stored lower-case. */
export const emailOf = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .max(limits.email, bound(invalidMessage))
    .regex(noNulPattern, invalidMessage)
    .trim()
    .min(1, requiredMessage)
    .regex(emailPattern, invalidMessage)
    .transform((s) => s.toLowerCase());

/** Server-generated identifiers are UUIDs; older clients may send `_id`, which the API maps. */
export const id = z.string().min(1).max(limits.id).regex(noNulPattern, noNul);

/**
 * A UUID in a path or a body: anything else is refused before a query runs (PostgreSQL answers a
 * malformed one with an error, not with nothing). Any 8-4-4-4-12 hex form, as PostgreSQL accepts.
 */
export const uuid = z.guid('Invalid id');
export const isUuid = (value: string) => uuid.safeParse(value).success;

/** `:id` path parameters. */
export const idParams = z.object({ id: z.string().max(limits.id).regex(noNulPattern, noNul) });
export const uuidParams = z.object({ id: uuid });

/** An ISO 8601 timestamp as sent over the wire. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date();
