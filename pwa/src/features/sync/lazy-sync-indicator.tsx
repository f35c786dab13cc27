import { Box } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

const SyncIndicator = lazy(() => import('./sync-indicator'));

/** The sync status, after hydration (it loads Dexie); its place is kept so the header does not move. */
export function LazySyncIndicator() {
  const mounted = useMounted();
  return (
    <Box w={34} h={34}>
      {mounted && (
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
      )}
    </Box>
  );
}
