import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconCloud } from '@tabler/icons-react';
import { Component, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { afterLoadIdle } from '../../sync/after-load-idle';
import { writesWaiting } from '../../sync/sync-start';

const loadIndicator = () => lazy(() => import('./sync-indicator'));
/** The indicator's code; a failed import stays failed in its `lazy` component, so a retry makes a new one. */
let SyncIndicator = loadIndicator();

/** Shows `fallback` instead of children that failed (their code could not be fetched) and tells `onError`. */
class FallbackOnError extends Component<{ fallback: ReactNode; onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The sync status. Sync and its indicator (Dexie, the engine, the worker) load when the page is
 * idle after load, so they never compete with the first paint or the first tap; at once when
 * writes made on this device wait for the server, or when the user opens the status. Until then
 * a plain button keeps its place, so the header does not move. When the network went away before
 * the indicator's code came (and no service worker has it yet), the button stays and the code is
 * fetched again when the device is back online or the button is pressed: the page is never lost.
 */
export function LazySyncIndicator() {
  const mounted = useMounted();
  const [load, setLoad] = useState<'idle' | 'asked' | null>(() => (writesWaiting() ? 'idle' : null));
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => afterLoadIdle(() => setLoad((l) => l ?? 'idle')), []);
  const retry = useCallback(() => {
    SyncIndicator = loadIndicator();
    setFailed(false);
    setAttempt((a) => a + 1);
  }, []);
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  const placeholder = (
    <ActionIcon
      variant="subtle"
      color="blue"
      size="lg"
      aria-label={t`Sync status`}
      data-testid="sync-status"
      data-state={failed ? 'not-loaded' : 'waiting-for-idle'}
      onClick={() => {
        setLoad('asked');
        if (failed) retry();
      }}
    >
      <IconCloud size={20} aria-hidden />
    </ActionIcon>
  );
  return (
    <Box w={34} h={34}>
      {mounted && load ? (
        <FallbackOnError key={attempt} fallback={placeholder} onError={() => setFailed(true)}>
          <Suspense fallback={placeholder}>
            <SyncIndicator opened={load === 'asked'} />
          </Suspense>
        </FallbackOnError>
      ) : (
        placeholder
      )}
    </Box>
  );
}
