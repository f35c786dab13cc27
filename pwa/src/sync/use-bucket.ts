import { useLiveQuery } from '../data/use-live-query';
import { useEffect, useState } from 'react';
import { afterLoadIdle } from './after-load-idle';
import { db } from '../data/db';
import { usePageData, type PageData } from './page-data';
import { useSameValue } from '../data/use-same-value';
import { startSync } from './sync-runtime';

type SharedBucket = 'public' | 'bank';

/**
 * Reads a page's rows of a shared bucket together with whether the device holds the bucket yet
 * (`held`; both undefined while unknown). Both come from one read-only transaction: read apart,
 * Dexie could answer the bucket's cursor before its rows, and the page flashed "nothing here"
 * between its skeleton and its list. A page that finds the bucket missing starts sync at once
 * instead of waiting for the page to be idle: its visitor is asking for that data.
 *
 * Until the device holds the bucket, `fromPage` gives the data from the rows the page's HTML
 * carried (`page-data.ts`): the server rendered the page with them, so hydration matches and a
 * first visit shows them at once instead of a skeleton. When the device's rows equal them, the
 * carried arrays stay (`useSameValue`).
 */
export function useBucketQuery<T>(
  bucket: SharedBucket,
  query: () => Promise<T>,
  deps: unknown[] = [],
  fromPage?: (page: PageData) => T | undefined,
): { data: T | undefined; held: boolean | undefined } {
  const page = usePageData();
  const carried = fromPage?.(page);
  // With the rows in the page's HTML, the device's copy (opening the database, the query, the
  // redraw) waits until the page is idle after load, so it never competes with hydration.
  const [readNow, setReadNow] = useState(carried === undefined);
  useEffect(() => (readNow ? undefined : afterLoadIdle(() => setReadNow(true))), [readNow]);
  const read = useLiveQuery<{ data: T; held: boolean } | undefined, undefined>(
    () =>
      readNow
        ? db.transaction('r', db.tables, async () => {
            const [data, cursor] = await Promise.all([query(), db.cursors.get(bucket)]);
            return { data, held: cursor !== undefined };
          })
        : undefined,
    [readNow, bucket, ...deps],
    undefined,
    { inTransition: true },
  );
  const held = read?.held;
  useEffect(() => {
    if (held === false) startSync();
  }, [held]);
  // Equal rows keep the page's arrays at the hand-over, so the screen does not filter and draw again.
  const data = useSameValue(held !== true && carried !== undefined ? carried : read?.data);
  return { data, held };
}

/** Whether the device holds a shared bucket yet (undefined while unknown); starts sync at once when it does not. */
export function useBucket(bucket: SharedBucket): boolean | undefined {
  return useBucketQuery(bucket, async () => null).held;
}
