/**
 * Error answers as the server sends them (issue 21): the catalogue's English text and, beside it,
 * its code and values (`messageCode`), for an answer and for each field error. Tests build the
 * exact bodies they expect with these.
 */
import { messageCode } from '@institute/shared-schema';

/** An error answer's `{ message, code, values }`; a text outside the catalogue has no code. */
export const coded = (message: string) => ({ message, ...messageCode(message) });

/** A field error's `{ field, message, code, values }`. */
export const codedField = (field: string, message: string) => ({ field, ...coded(message) });
