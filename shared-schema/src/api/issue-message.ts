/**
 * The catalogue's words for a request the schemas refuse where the field's own rule names no
 * message: a wrong type, a value past its bound. The server installs it as zod's fallback error
 * map, so every 400 says which field and why in words a person reads.
 */
import type { z } from 'zod';
import { messages } from '../messages.js';

const r = messages.request;

/** `firstName` → `First name`; `otp` stays `Otp` rather than guessing acronyms. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p) => typeof p === 'string');
  if (!key) return 'Value';
  const words = key
    .replace(/^_+/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

export function apiIssueMessage(issue: RawIssue): string {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? r.required(field) : r.invalid(field);
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return r.tooLong(field, max);
      if (issue.origin === 'array' || issue.origin === 'set') return r.tooMany(field, max);
      return r.tooBig(field, max);
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? r.required(field) : r.tooShort(field, min);
      if (issue.origin === 'array' || issue.origin === 'set') return r.tooFew(field, min);
      return r.tooSmall(field, min);
    }
    case 'invalid_value':
      return r.unknownOption(field);
    case 'custom':
    case 'invalid_element':
    case 'invalid_format':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case undefined:
      return r.invalid(field);
  }
}
