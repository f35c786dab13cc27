/**
 * The sync status in the header (DESIGN.md "Offline-first"): online or offline, changes waiting,
 * last synced time, how much of the offline copy is on the device, and the changes the server
 * refused, each with its message and a way to try again or discard it. Loaded when the page is
 * idle after load (lazy-sync-indicator.tsx; it brings Dexie); it also starts sync.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Group, Indicator, Loader, Popover, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCloud, IconCloudCheck, IconCloudOff, IconAlertTriangle } from '@tabler/icons-react';
import { useLiveQuery } from '../../data/use-live-query';
import { useEffect, useSyncExternalStore } from 'react';
import { intlLocales, messages, type Locale } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { db } from '../../data/db';
import { discardRejected, retryRejected, type OfflineCopy } from '../../sync/sync-engine';
import { getSyncState, requestSync, startSync, subscribeSyncState } from '../../sync/sync-runtime';
import { useSyncAnnouncement } from './sync-announcement';

const m = messages.sync;
// Made when the open panel first shows a time in a language (about 15 ms of a cheap phone's main
// thread if made as the module loads), one per language.
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
function relative(locale: Locale) {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(intlLocales[locale], { numeric: 'auto' })));
  return format;
}

/** When this device last synced, in the reader's language ("Last synced 5 minutes ago"). */
function ago(iso: string | undefined, locale: Locale, tm: (text: string) => string, now = Date.now()) {
  if (!iso) return tm(m.neverSynced);
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    Math.abs(seconds) < 60
      ? [seconds, 'second']
      : Math.abs(seconds) < 3600
        ? [Math.round(seconds / 60), 'minute']
        : Math.abs(seconds) < 86_400
          ? [Math.round(seconds / 3600), 'hour']
          : [Math.round(seconds / 86_400), 'day'];
  return tm(m.lastSynced(relative(locale).format(value, unit)));
}

export default function SyncIndicator({ opened = false }: { opened?: boolean }) {
  useEffect(startSync, []);
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const state = useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);
  const outbox = useLiveQuery(() => db.outbox.toArray(), [], []);
  const lastSyncedAt = useLiveQuery(async () => (await db.meta.get('lastSyncedAt'))?.value as string | undefined, []);
  const copy: OfflineCopy = useLiveQuery(async () => ((await db.meta.get('offlineCopy'))?.value ?? {}) as OfflineCopy, [], {});
  const parts = [
    { label: m.offlineParts.pages, ready: Boolean(copy.pages) },
    { label: m.offlineParts.quizBank, ready: Boolean(copy.quizBank) },
  ];
  const readyParts = parts.filter((p) => p.ready).length;

  const waiting = outbox.filter((e) => e.status === 'pending').length;
  const rejected = outbox.filter((e) => e.status === 'rejected');
  const offline = !state.online || state.failure === 'offline';
  const summary = offline
    ? `${tm(m.offline)}${waiting ? `, ${tm(m.waiting(waiting))}` : ''}`
    : tm(rejected.length ? m.rejected(rejected.length) : waiting ? m.waiting(waiting) : m.allSynced);
  const announcement = useSyncAnnouncement({ offline, waiting, rejected: rejected.length });
  const icon =
    rejected.length || state.storageFull ? (
      <IconAlertTriangle size={20} aria-hidden />
    ) : offline ? (
      <IconCloudOff size={20} aria-hidden />
    ) : waiting ? (
      <IconCloud size={20} aria-hidden />
    ) : (
      <IconCloudCheck size={20} aria-hidden />
    );

  return (
    <>
      <VisuallyHidden role="status" data-testid="sync-announcement">
        {announcement}
      </VisuallyHidden>
      <Popover width={320} position="bottom-end" shadow="md" withArrow defaultOpened={opened}>
        <Indicator
          label={f.number(waiting + rejected.length)}
          size={16}
          disabled={waiting + rejected.length === 0}
          color={rejected.length ? 'red' : 'blue'}
          offset={4}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color={rejected.length || state.storageFull ? 'red' : offline ? 'gray' : 'blue'}
              size="lg"
              aria-label={t`Sync status: ${summary}`}
              data-testid="sync-status"
              data-state={state.syncing ? 'syncing' : offline ? 'offline' : rejected.length ? 'rejected' : waiting ? 'waiting' : 'synced'}
              data-offline-copy={readyParts === parts.length ? 'complete' : `${readyParts}/${parts.length}`}
            >
              {state.syncing ? <Loader size={16} /> : icon}
            </ActionIcon>
          </Popover.Target>
        </Indicator>
        <Popover.Dropdown>
          <Stack gap="xs" aria-live="polite">
            <Group justify="space-between">
              <Badge color={offline ? 'gray' : 'green'} variant="light">
                {offline ? tm(m.offline) : t`Online`}
              </Badge>
              <Text size="xs" c="dimmed">
                {ago(lastSyncedAt, f.locale, tm)}
              </Text>
            </Group>
            <Text size="sm" fw={500} data-testid="sync-summary">
              {tm(waiting ? m.waiting(waiting) : rejected.length ? m.rejected(rejected.length) : m.allSynced)}
            </Text>
            <Stack gap={4} data-testid="offline-copy">
              <Text size="sm">{tm(m.offlineCopy(readyParts, parts.length))}</Text>
              <Progress value={(readyParts / parts.length) * 100} size="sm" aria-hidden />
              {parts.map((p) => (
                <Text key={p.label} size="xs" c="dimmed">
                  {tm(p.label)}: {tm(p.ready ? m.partReady : state.syncing ? m.partDownloading : m.partWaiting)}
                </Text>
              ))}
            </Stack>
            {state.failure === 'signed-out' && <Text size="sm">{tm(m.signInToSync)}</Text>}
            {state.failure === 'outdated' && <Text size="sm">{tm(m.updateToSync)}</Text>}
            {(state.failure === 'server' || state.failure === 'busy') && (
              <Text size="sm" c="dimmed">
                {tm(state.failure === 'busy' ? m.busy : m.serverProblem)}
              </Text>
            )}
            {state.storageFull && (
              <Alert color="red" variant="light" p="xs">
                {tm(m.storageFull)}
              </Alert>
            )}
            {rejected.map((e) => (
              <Alert key={e.id} color="red" variant="light" p="xs" title={`${tm(m.changeLabels[e.name] ?? e.name)}: ${tm(m.notAccepted)}`}>
                <Text size="sm">{e.message && tm(e.message)}</Text>
                <Group gap="xs" mt={6}>
                  <Button size="compact-xs" variant="light" onClick={() => void retryRejected(db, e.id).then(() => requestSync())}>
                    {tm(m.retry)}
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void discardRejected(db, e.id)}>
                    {tm(m.discard)}
                  </Button>
                </Group>
              </Alert>
            ))}
            {state.persisted === false && (
              <Text size="xs" c="dimmed">
                {tm(m.notPersisted)}
              </Text>
            )}
            <Button size="xs" variant="light" onClick={() => requestSync()} loading={state.syncing} disabled={offline && !navigator.onLine}>
              {tm(m.syncNow)}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
