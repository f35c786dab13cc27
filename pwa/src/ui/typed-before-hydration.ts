/**
 * A prerendered form is on screen before its script takes it over. What a reader typed meanwhile
 * is not in the form's state: Preact leaves an input's text as it is while hydrating, so the form
 * would say "required" under visible text, and sets a textarea's to the state's, so the text
 * would vanish. Called once the form is drawn (in a layout effect, before an early send is sent
 * again), this gives that text to the state and the fields, by each field's `name`, from what
 * `keepEarlyTaps` heard typed (app/early-taps.ts).
 */
import type { UseFormReturnType } from '@mantine/form';

/** What was typed into each field before hydration, as `keepEarlyTaps` heard it. */
const typed = new WeakMap<Element, string>();

/** Remembers a field's text, typed before the page was taken over. */
export function rememberTyped(field: HTMLInputElement | HTMLTextAreaElement) {
  typed.set(field, field.value);
}

export function adoptTypedValues<Values extends Record<string, unknown>>(element: HTMLFormElement | null, form: UseFormReturnType<Values>) {
  if (!element) return;
  for (const [name, value] of Object.entries(form.getValues())) {
    const field = element.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const text = typed.get(field);
    // Once: a later call (the form's effect running again) must not undo what was typed since.
    typed.delete(field);
    if (text !== undefined && text !== value) form.setFieldValue(name, text as never);
  }
}
