import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { messages } from '@institute/shared-schema';
import { db } from '../../data/db';
import { getSyncState, subscribeSyncState } from '../../sync/sync-runtime';
import { useBucket } from '../../sync/use-bucket';

/**
 * Published courses, read from the device (the `public` bucket, kept fresh by sync). Until the
 * first sync has brought the bucket, the list is "refreshing"; if that sync fails, `error` says so.
 */
export function useCourses() {
  const courses = useLiveQuery(() => db.courses.where('bucket').equals('public').toArray());
  const hasPublic = useBucket('public');
  const sync = useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);
  const refreshing = hasPublic !== true && sync.failure === null;
  const error = hasPublic === false && sync.failure !== null ? messages.public.coursesFailed : null;
  const sorted = courses?.slice().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.title.localeCompare(b.title));
  return { courses: sorted, error, refreshing };
}
