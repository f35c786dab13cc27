/** Small field builders shared by the schemas, so each rule is written once. */
import { z } from 'zod';

/** A string that must be present and non-blank after trimming; one message for both cases. */
export const requiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Ten digits exactly: the spec's phone and mobile rule (message differs by form). */
export const tenDigits = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{10}$/, message);

/** Server-generated identifiers are UUIDs; older clients may send `_id`, which the API maps. */
export const id = z.string().min(1);

/** An ISO 8601 timestamp as sent over the wire. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date();
