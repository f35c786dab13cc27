/**
 * Form errors where the field is (issue 23): after a failed submit the first invalid field takes
 * the focus, and a server answer's field errors go under their fields; only what belongs to no
 * field is left for a toast.
 */

import { answerText, codedAnswer, sharedText } from '../i18n/shared-text';

/**
 * A form validator's errors in the reader's language: the shared schemas' messages are English
 * (`sharedText`). `validate: translateErrors(schemaResolver(schema, { sync: true }))`.
 */
export function translateErrors<V extends (...args: never[]) => Record<string, unknown>>(validate: V): V {
  return ((...args: Parameters<V>) => {
    const errors = validate(...args);
    return Object.fromEntries(
      Object.entries(errors).map(([field, error]) => [field, typeof error === 'string' ? sharedText(error) : error]),
    );
  }) as V;
}

/**
 * Focuses the first field marked `aria-invalid="true"` inside the submitted form (Mantine inputs
 * with an `error` carry it). Waits a frame: the errors render after the submit handler returns.
 */
export function focusFirstInvalid(form: Element | null | undefined) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The form a submit event came from, read before any `await` (React clears `currentTarget`). */
export const submittedForm = (event: { currentTarget: EventTarget | null } | undefined) =>
  event?.currentTarget instanceof Element ? event.currentTarget : null;

/**
 * The field errors of a refused request, `{ errors: [{ field, message }] }` in its body, keyed by
 * the form's own field names (`rename` maps a server field to a form path where they differ).
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  rename: (field: string) => string = (field) => field,
): Record<string, string> {
  const body = (error as { body?: unknown } | null)?.body as { errors?: unknown } | null | undefined;
  const list = Array.isArray(body?.errors)
    ? (body.errors as { field?: unknown; message?: unknown; code?: unknown; values?: unknown }[])
    : [];
  const found: Record<string, string> = {};
  for (const e of list) {
    if (typeof e.field !== 'string' || typeof e.message !== 'string') continue;
    const path = rename(e.field);
    if (fields.includes(path.split('.')[0]!) && !(path in found)) found[path] = answerText(codedAnswer(e.message, e));
  }
  return found;
}

/**
 * Mantine's PasswordInput shows its `error` without marking the input `aria-invalid` (TextInput
 * does): spread this beside the error so screen readers, and `focusFirstInvalid`, find it.
 */
export const ariaInvalid = (error: unknown): { 'aria-invalid'?: true } => (error ? { 'aria-invalid': true } : {});
