import { useEffect, useState } from 'react';
import { fetchObjectUrl } from '../../api/http';

/** The object URL of an upload that needs the signed-in user's token; null while loading or absent. */
export function useProtectedImage(path: string | null | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchObjectUrl(path).then(
      (u) => {
        objectUrl = u;
        if (!cancelled) setUrl(u);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return path ? url : null;
}
