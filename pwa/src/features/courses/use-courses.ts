import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useSyncExternalStore } from 'react';
import { messages } from '@institute/shared-schema';
import { db } from '../../data/db';
import { getSyncState, startSync, subscribeSyncState } from '../../sync/sync-runtime';

/**
 * Published courses, read from the device (the `public` bucket, kept fresh by sync). Until the
 * first sync has brought the bucket, the list is "refreshing" (and sync starts at once: the page
 * needs it); if that sync fails, `error` says so. The rows and whether the bucket is held are read
 * in one transaction, so the page never sees the bucket held but its rows not yet read (an empty list
 * flashed between the skeleton and the courses, a layout shift).
 */
export function useCourses() {
  const read = useLiveQuery(() =>
    db.transaction('r', db.courses, db.cursors, async () => {
      const [rows, cursor] = await Promise.all([db.courses.where('bucket').equals('public').toArray(), db.cursors.get('public')]);
      return { rows, hasPublic: cursor !== undefined };
    }),
  );
  const hasPublic = read?.hasPublic;
  useEffect(() => {
    if (hasPublic === false) startSync();
  }, [hasPublic]);
  const sync = useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);
  const refreshing = hasPublic !== true && sync.failure === null;
  const error = hasPublic === false && sync.failure !== null ? messages.public.coursesFailed : null;
  const sorted = read?.rows.slice().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.title.localeCompare(b.title));
  return { courses: sorted, error, refreshing };
}
