import type { z } from 'zod';

/** An error with the HTTP status and the user-facing message (from the shared catalogue) to answer with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Parses with a shared zod schema; a failure answers 400 with the first message and all of them. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const errors = r.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
  throw new HttpError(400, errors[0]?.message ?? 'Invalid request', { errors });
}
