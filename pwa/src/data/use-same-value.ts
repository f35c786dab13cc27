import { dequal } from 'dequal';
import { useMemo, useState } from 'react';

/**
 * The value as first seen until one that differs (`dequal`, the same deep equality as
 * `use-live-query.ts`) arrives. The rows a page's HTML carried are handed over to the device's copy
 * once sync has filled it: with the same data, the screen keeps its arrays and draws nothing again.
 */
export function useSameValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  // Compared once per new value, not on every render of the screen.
  const same = useMemo(() => value === kept || dequal(value, kept), [value, kept]);
  if (!same) setKept(value);
  return same ? kept : value;
}

/**
 * A state setter's update by the same rule: the current value stays when the new one equals it, so
 * a data part that hands a screen an equal copy draws nothing again (`setList(keepIfEqual(next))`).
 */
export const keepIfEqual =
  <T>(next: T) =>
  (current: T): T =>
    current === next || dequal(current, next) ? current : next;
