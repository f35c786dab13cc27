/**
 * `useLiveQuery` of dexie-react-hooks (same arguments and results), made gentle on a cheap phone's
 * main thread: a result equal to the one shown (`dequal`) is dropped, so the many writes of a sync
 * pull do not redraw a page whose rows did not change; and, when asked (`inTransition`, a page's
 * lists), a changed result is drawn in a React transition, which renders in slices of a few
 * milliseconds instead of one long task. Use it everywhere instead of the package's hook (ESLint
 * forbids that import).
 */
import { dequal } from 'dequal';
import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState } from 'react';

/** `inTransition`: draw a changed result in a transition (a page's lists; never an editor's own draft, which must answer at once). */
interface Options {
  inTransition?: boolean;
}

export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: D, options?: Options): T | D;
export function useLiveQuery<T, D>(
  querier: () => Promise<T> | T,
  deps: unknown[] = [],
  defaultResult?: D,
  { inTransition = false }: Options = {},
): T | D | undefined {
  const [state, setState] = useState<{ result: T | D | undefined; error?: Error }>({ result: defaultResult });
  useEffect(() => {
    const subscription = liveQuery(querier).subscribe({
      next: (value) => {
        const update = () => setState((prev) => (!prev.error && dequal(prev.result, value) ? prev : { result: value }));
        if (inTransition) startTransition(update);
        else update();
      },
      error: (error: unknown) => setState((prev) => ({ result: prev.result, error: error instanceof Error ? error : new Error(String(error)) })),
    });
    return () => subscription.unsubscribe();
    // The caller's deps say when the query changes, as with the package's hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  // Thrown here so that an error boundary shows it, as with the package's hook.
  if (state.error) throw state.error;
  return state.result;
}
