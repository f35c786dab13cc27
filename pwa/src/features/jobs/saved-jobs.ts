import { useLiveQuery } from '../../data/use-live-query';
import { useMemo } from 'react';
import { messages } from '@institute/shared-schema';
import { db } from '../../data/db';
import { getSession } from '../../data/session';
import { mutate } from '../../sync/sync-runtime';
import { notify } from '../../ui/notify';

/** The ids of the jobs on the signed-in user's list, from the device (the user bucket's `savedJobs`). */
export function useSavedJobIds(): Set<string> {
  const rows = useLiveQuery(() => db.collection('savedJobs').toArray());
  // The same set until the rows change, so the board's cards are not redrawn on every keystroke.
  return useMemo(() => new Set((rows ?? []).map((r) => r.jobId)), [rows]);
}

/** Saves or unsaves a job: written on the device at once, sent by sync (offline included). */
export function toggleSavedJob(jobId: string, saved: boolean) {
  if (!getSession()?.user) return void notify(messages.jobs.loginToSave, 'info');
  void mutate('job.save', { jobId, saved }).catch((e: unknown) =>
    notify(e instanceof Error ? e.message : messages.jobs.loginToSave, 'error'),
  );
}
