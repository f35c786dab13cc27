import { useLiveQuery } from '../../data/use-live-query';
import { messages, type Job } from '@institute/shared-schema';
import { db } from '../../data/db';
import { useSyncState } from '../../sync/sync-runtime';
import { useBucketQuery } from '../../sync/use-bucket';

/**
 * Posted jobs, read from the device (the `public` bucket, kept fresh by sync), so the board, its
 * search and its filter work offline after one visit. Until the first sync has brought the bucket
 * the board is loading; if that sync fails, `error` is the spec's Failed to fetch jobs.
 */
export function useJobs(): { jobs: Job[] | undefined; loading: boolean; error: string | null } {
  const { data: jobs, held: hasPublic } = useBucketQuery(
    'public',
    () => db.jobs.where('bucket').equals('public').toArray(),
    [],
    (page) => page.jobs as Job[] | undefined,
  );
  const failure = useSyncState((s) => s.failure);
  const waiting = hasPublic !== true && failure === null;
  const error = hasPublic === false && failure !== null ? messages.public.jobsFailed : null;
  return { jobs, loading: jobs === undefined || (jobs.length === 0 && waiting), error };
}

/** One job from the device; `null` once the device is known not to have it. */
export function useJob(id: string): Job | null | undefined {
  return useLiveQuery(async () => (await db.jobs.get(id)) ?? null, [id]);
}
