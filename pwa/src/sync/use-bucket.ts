import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db } from '../data/db';
import { startSync } from './sync-runtime';

/**
 * Whether the device holds a bucket yet (undefined while unknown). A page that shows a bucket's
 * data and finds it missing starts sync at once instead of waiting for the page to be idle: its
 * visitor is asking for that data (the quiz bank, say, pulled last otherwise).
 */
export function useBucket(bucket: 'public' | 'bank'): boolean | undefined {
  const held = useLiveQuery(async () => (await db.cursors.get(bucket)) !== undefined, [bucket]);
  useEffect(() => {
    if (held === false) startSync();
  }, [held]);
  return held;
}
