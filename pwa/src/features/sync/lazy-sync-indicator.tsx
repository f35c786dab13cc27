import { ActionIcon, Box } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconCloud } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadIdle } from '../../sync/after-load-idle';
import { writesWaiting } from '../../sync/sync-start';

const SyncIndicator = lazy(() => import('./sync-indicator'));

/**
 * The sync status. Sync and its indicator (Dexie, the engine, the worker) load when the page is
 * idle after load, so they never compete with the first paint or the first tap; at once when
 * writes made on this device wait for the server, or when the user opens the status. Until then
 * a plain button keeps its place, so the header does not move.
 */
export function LazySyncIndicator() {
  const mounted = useMounted();
  const [load, setLoad] = useState<'idle' | 'asked' | null>(() => (writesWaiting() ? 'idle' : null));
  useEffect(() => afterLoadIdle(() => setLoad((l) => l ?? 'idle')), []);

  const placeholder = (
    <ActionIcon
      variant="subtle"
      color="blue"
      size="lg"
      aria-label="Sync status"
      data-testid="sync-status"
      data-state="waiting-for-idle"
      onClick={() => setLoad('asked')}
    >
      <IconCloud size={20} aria-hidden />
    </ActionIcon>
  );
  return (
    <Box w={34} h={34}>
      {mounted && load ? (
        <Suspense fallback={placeholder}>
          <SyncIndicator opened={load === 'asked'} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
