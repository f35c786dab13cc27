import { useMemo, useState } from 'react';

/** One field of a row: equal values, or two lists with equal items in the same order (a job's skills). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  return false;
}

/** Whether two rows hold the same data: same keys, same values (lists compared item by item). */
export function sameRow(a: object, b: object): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => k in b && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** Whether two reads of a table gave the same rows: the same order, each row the same (`sameRow`). */
export function sameRows(a: readonly object[] | undefined, b: readonly object[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((row, i) => sameRow(row, b[i]!));
}

/**
 * The rows as first read until a read gives different ones. A live query answers with new objects
 * after every write to the tables it watches (each sync pull moves a cursor), and the page carried
 * in the HTML is handed over to the device's copy once sync has filled it: with the same data, the
 * screen keeps its arrays and draws nothing again.
 */
export function useSameRows<T extends object>(rows: readonly T[] | undefined): readonly T[] | undefined {
  const [kept, setKept] = useState(rows);
  // Compared once per new read, not on every render of the screen.
  const same = useMemo(() => sameRows(rows, kept), [rows, kept]);
  if (!same) setKept(rows);
  return same ? kept : rows;
}
