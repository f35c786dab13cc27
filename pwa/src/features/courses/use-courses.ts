import { messages, type Course } from '@institute/shared-schema';
import { db } from '../../data/db';
import { useSyncState } from '../../sync/sync-runtime';
import { useBucketQuery } from '../../sync/use-bucket';

/**
 * Published courses, read from the device (the `public` bucket, kept fresh by sync). Until the
 * first sync has brought the bucket, the list is "refreshing" (and sync starts at once: the page
 * needs it); if that sync fails, `error` says so.
 */
export function useCourses() {
  const { data: courses, held: hasPublic } = useBucketQuery(
    'public',
    () => db.courses.where('bucket').equals('public').toArray(),
    [],
    (page) => page.courses as Course[] | undefined,
  );
  const failure = useSyncState((s) => s.failure);
  const refreshing = hasPublic !== true && failure === null;
  const error = hasPublic === false && failure !== null ? messages.public.coursesFailed : null;
  const sorted = courses?.slice().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.title.localeCompare(b.title));
  return { courses: sorted, error, refreshing };
}
