import { useEffect, useState } from 'react';
import { liveSessionsApi } from '@institute/shared-schema';
import { call } from '../../api/client';

/**
 * How many of the course's sessions this student joined, as the server recorded them (join records
 * the attendance). Asked when the page opens with a connection and after a join; null while unknown (offline).
 */
export function useAttendance(courseId: string, enrolled: boolean): [attended: number | null, refresh: () => void] {
  const [attended, setAttended] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    // Only for a course the device knows the student is enrolled in: the server answers 403 otherwise.
    if (!enrolled || !navigator.onLine) return;
    let live = true;
    call(liveSessionsApi.forCourse, { params: { id: courseId } })
      .then((sessions) => live && setAttended(sessions.filter((s) => s.attended).length))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [courseId, enrolled, version]);
  return [attended, () => setVersion((v) => v + 1)];
}
