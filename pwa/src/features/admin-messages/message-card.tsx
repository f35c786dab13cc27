/** One contact message in the inbox: who, when, the text, and what an administrator does with it. */
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconMail, IconMailOpened, IconInbox } from '@tabler/icons-react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import type { InboxMessage } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { subjectLabels } from './subject-labels';
import { touchTarget } from '../../ui/touch';
import { replyLink } from './reply-link';
import { receivedWhen } from '../../ui/time-ago';

interface MessageCardProps {
  message: InboxMessage;
  busy: boolean;
  onChange: (change: { read?: boolean; archived?: boolean }) => void;
}

export function MessageCard({ message: m, busy, onChange }: MessageCardProps) {
  const unread = m.readAt === null;
  const headingId = `message-${m.id}`;
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const { name } = m;
  const subject = subjectLabels[m.subject] ? i18n._(subjectLabels[m.subject]) : m.subject;
  // What `toLocaleString()` showed: the day and the time to the second.
  const receivedAt = f.dateTime(m.createdAt, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="inbox-message"
      data-unread={unread || undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-blue-7)' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text component="h2" id={headingId} fw={unread ? 800 : 500} size="md" m={0}>
                {m.name}
              </Text>
              {unread && (
                <Badge color="blue" variant="filled" size="sm">
                  <Trans>Unread</Trans>
                </Badge>
              )}
              <Badge color="gray" variant="light" size="sm">
                {subject}
              </Badge>
            </Group>
            <Anchor href={`mailto:${m.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {m.email}
            </Anchor>
          </div>
          <Text size="sm" c="dimmed" component="time" dateTime={m.createdAt} title={receivedAt}>
            {receivedWhen(m.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.message}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            component="a"
            href={replyLink(m)}
            size="sm"
            mih={touchTarget}
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            // Replying deals with the message: it is read from then on.
            onClick={() => unread && onChange({ read: true })}
            aria-label={t`Reply to ${name}`}
          >
            <Trans>Reply</Trans>
          </Button>
          <Button
            variant="default"
            size="sm"
            mih={touchTarget}
            disabled={busy}
            leftSection={unread ? <IconMailOpened size={16} aria-hidden /> : <IconMail size={16} aria-hidden />}
            onClick={() => onChange({ read: unread })}
          >
            {unread ? <Trans>Mark read</Trans> : <Trans>Mark unread</Trans>}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            mih={touchTarget}
            disabled={busy}
            leftSection={m.archivedAt ? <IconInbox size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
            onClick={() => onChange({ archived: m.archivedAt === null })}
          >
            {m.archivedAt ? <Trans>Move to inbox</Trans> : <Trans>Archive</Trans>}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
