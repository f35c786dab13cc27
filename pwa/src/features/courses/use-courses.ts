import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { courseSchema, messages } from '@institute/shared-schema';
import { db } from '../../data/db';

/**
 * Published courses, read from the device. A fetch of `/api/courses` refreshes them when the
 * network allows; offline, the last copy is shown. (The sync engine replaces this fetch with the
 * `public` bucket's pull.)
 */
export function useCourses() {
  const courses = useLiveQuery(() => db.courses.orderBy('id').toArray());
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(true);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const res = await fetch('/api/courses');
        if (!res.ok) throw new Error(String(res.status));
        const list = courseSchema.array().parse(await res.json());
        await db.transaction('rw', db.courses, async () => {
          await db.courses.where('bucket').equals('public').delete();
          await db.courses.bulkPut(list.map((c) => ({ ...c, bucket: 'public' })));
        });
        if (!cancelled) setError(null);
      } catch {
        if (!cancelled) setError(messages.public.coursesFailed);
      } finally {
        if (!cancelled) setRefreshing(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const sorted = courses?.slice().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.title.localeCompare(b.title));
  return { courses: sorted, error, refreshing };
}
