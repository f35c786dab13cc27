import { dequal } from 'dequal';
import { useMemo, useState } from 'react';

/** Whether two rows hold the same data (the same deep equality as `use-live-query.ts`). */
export const sameRow = (a: object, b: object): boolean => dequal(a, b);

/** Whether two reads of a table gave the same rows: the same order, each row the same. */
export const sameRows = (a: readonly object[] | undefined, b: readonly object[] | undefined): boolean => dequal(a, b);

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
