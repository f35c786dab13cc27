import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { afterLoadIdle } from '../../sync/after-load-idle';

type UpdateSW = (reloadPage?: boolean) => Promise<void>;

/**
 * Activates the waiting worker and reloads once it controls the page. Workbox reloads by itself
 * only for an update found while registering; one found later (the tab stayed open across a
 * release) is "external" to it, so the reload is tied to `controllerchange` here for both cases.
 */
function applyUpdate(update: UpdateSW) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void update(true);
}

/**
 * Registers the service worker when the page is idle after load and, when a new version is waiting,
 * asks before switching: the page is reloaded only when the user says so, never under them.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<UpdateSW | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let cancelled = false;
    const register = async () => {
      const { registerSW } = await import('virtual:pwa-register');
      const updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => {
          if (!cancelled) setUpdate(() => updateSW);
        },
      });
    };
    // Its precache downloads every route's code: only once the page is idle after load.
    const cancel = afterLoadIdle(() => void register());
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);

  if (!update) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      withBorder
      p="sm"
      radius="md"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={420}
      style={{ zIndex: 400 }}
    >
      <Text size="sm" mb="xs">
        <Trans>A new version of the app is ready.</Trans>
      </Text>
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={() => setUpdate(null)}>
          <Trans>Later</Trans>
        </Button>
        <Button size="xs" onClick={() => applyUpdate(update)}>
          <Trans>Reload to update</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
