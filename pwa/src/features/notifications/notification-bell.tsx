/**
 * The header's bell (issue 19): the user's notifications as their devices hold them (synced in
 * their user bucket, so a decision shows up without a reload), the unread count on the bell,
 * read ones marked through a sync mutation that works offline too. A notification's title and body
 * are the shared catalogue's texts (the server writes them in English): shown in the reader's language.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from '../../data/use-live-query';
import { useState } from 'react';
import { messages, type AppNotification } from '@institute/shared-schema';
import { db } from '../../data/db';
import { useSession } from '../../data/session';
import { mutate } from '../../sync/sync-runtime';
import { notify } from '../../ui/notify';
import { touchTarget } from '../../ui/touch';
import { receivedWhen } from '../../ui/time-ago';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';

const nm = messages.notifications;

export default function NotificationBell() {
  const session = useSession();
  // `t` also draws the bell again when the language changes (receivedWhen reads the active one).
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const userId = session?.user.id;
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const list = useLiveQuery(
    async () =>
      userId ? (await db.collection('notifications').where('bucket').equals(`user:${userId}`).sortBy('createdAt')).reverse() : [],
    [userId],
    [] as AppNotification[],
  );
  if (!userId) return null;
  const unread = list.filter((n) => !n.readAt);

  const markRead = (ids: string[]) =>
    Promise.all(ids.map((id) => mutate('notification.read', { id }))).catch((e: unknown) =>
      notify(e instanceof Error ? e.message : String(e), 'error'),
    );

  const open = (n: AppNotification) => {
    if (!n.readAt) void markRead([n.id]);
    setOpened(false);
    if (n.link) void navigate({ to: n.link });
  };

  const title = tm(nm.title);
  const count = f.number(unread.length);
  const label = unread.length ? t`${title}, ${count} unread` : title;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} withinPortal shadow="md" trapFocus>
      {/* The target is the button itself, so the popover's aria-expanded and aria-controls land on it, not on the badge's div. */}
      <Indicator label={count} size={18} color="pink" disabled={unread.length === 0} offset={6} data-testid="notification-count">
        <Popover.Target>
          <ActionIcon variant="subtle" color="dark" size={touchTarget} aria-label={label} onClick={() => setOpened((o) => !o)}>
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-label={title} role="dialog">
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={700}>{title}</Text>
          {unread.length > 0 && (
            <Button variant="subtle" size="xs" mih={touchTarget} onClick={() => void markRead(unread.map((n) => n.id))}>
              {tm(nm.markAllRead)}
            </Button>
          )}
        </Group>
        <ScrollArea.Autosize mah={360}>
          {list.length === 0 ? (
            <Text c="dimmed" size="sm" px="sm" pb="sm">
              {tm(nm.empty)}
            </Text>
          ) : (
            <Stack gap={0}>
              {list.map((n) => (
                <UnstyledButton
                  key={n.id}
                  onClick={() => open(n)}
                  px="sm"
                  py="xs"
                  mih={touchTarget}
                  data-testid="notification"
                  data-unread={!n.readAt || undefined}
                  style={{
                    borderTop: '1px solid var(--app-tint-border-gray)',
                    background: n.readAt ? undefined : 'var(--app-tint-blue)',
                  }}
                >
                  <Text size="sm" fw={n.readAt ? 500 : 800}>
                    {tm(n.title)}
                  </Text>
                  <Text size="sm">{tm(n.body)}</Text>
                  <Text size="xs" c="dimmed">
                    {receivedWhen(n.createdAt)}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
