/**
 * A prerendered page shows its buttons before its script has taken them over: between the entry's
 * start and hydration (while the first route's code and catalogues load) a tap on one would do
 * nothing. A renderer sees only the taps made once it is started (React replays those made while it
 * hydrates), and the entry starts it after that code has loaded.
 *
 * `keepEarlyTaps` listens from the entry's start and remembers each plain button tapped. The function
 * it returns, called once the page has hydrated, stops listening and taps each remembered button
 * again, once, if it is still on the page. Links need nothing: they work as plain HTML.
 */
export function keepEarlyTaps(root: HTMLElement): () => void {
  const tapped = new Set<HTMLElement>();
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (button && root.contains(button)) tapped.add(button);
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    for (const button of tapped) if (button.isConnected) button.click();
  };
}
