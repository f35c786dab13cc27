import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadIdle } from '../../sync/after-load-idle';

const NotificationBell = lazy(() => import('./notification-bell'));

/**
 * The signed-in user's notifications. They live in Dexie, so the bell loads when the page is idle
 * after load, as the sync status does; its place is kept so the header does not move.
 */
export function LazyNotificationBell() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoadIdle(() => setWanted(true)), []);
  return (
    <Box w={44} h={44}>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      )}
    </Box>
  );
}
