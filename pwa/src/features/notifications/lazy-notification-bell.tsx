import { Box } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

const NotificationBell = lazy(() => import('./notification-bell'));

/** The signed-in user's notifications, after hydration (they live in Dexie); its place is kept so the header does not move. */
export function LazyNotificationBell() {
  const mounted = useMounted();
  return (
    <Box w={44} h={44}>
      {mounted && (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      )}
    </Box>
  );
}
