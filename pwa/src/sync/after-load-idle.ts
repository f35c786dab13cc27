/**
 * Runs work that must not compete with the first paint or the first interaction (sync, the
 * service worker's precache): after the `load` event, when the main thread is next idle (or after
 * `timeoutMs` at the latest, on a page that is never idle). Returns a cancel function.
 */
export function afterLoadIdle(run: () => void, timeoutMs = 4000): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const once = () => !cancelled && run();
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(once, { timeout: timeoutMs });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: half a second after load stands in for it.
      const handle = setTimeout(once, 500);
      cancelWait = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    cancelWait();
  };
}
