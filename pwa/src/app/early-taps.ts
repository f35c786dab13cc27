/**
 * A prerendered page shows its buttons and forms before its script has taken them over: between
 * the entry's start and hydration (while the first route's code and catalogues load) a tap on one
 * would do nothing, and a form sent then would be sent by the browser itself (a reload that loses
 * what was typed). A renderer sees only the taps made once it is started (React replays those made
 * while it hydrates), and the entry starts it after that code has loaded.
 *
 * `keepEarlyTaps` listens from the entry's start and remembers each plain button tapped and each
 * form sent (the browser's own sending is stopped). The function it returns, called once the page
 * has hydrated, stops listening and taps each remembered button again, once, and sends each
 * remembered form again, through its script, if it is still on the page. Links need nothing: they
 * work as plain HTML. What was typed meanwhile is remembered too, and `adoptTypedValues`
 * (ui/typed-before-hydration.ts) gives it to the form's state.
 */
import { rememberTyped } from '../ui/typed-before-hydration';

export function keepEarlyTaps(root: HTMLElement): () => void {
  const tapped = new Set<HTMLElement>();
  const sent = new Set<HTMLFormElement>();
  const onInput = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && root.contains(field)) rememberTyped(field);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (button && root.contains(button)) tapped.add(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    sent.add(form);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onInput, true);
    for (const button of tapped) if (button.isConnected) button.click();
    for (const form of sent) if (form.isConnected) form.requestSubmit();
  };
}
