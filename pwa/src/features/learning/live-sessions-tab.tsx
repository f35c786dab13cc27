/**
 * The Live Sessions tab (site spec sections 2 and 4): upcoming and past sessions of the course,
 * from the device. Join asks the server first (verify), then shows the confirm dialog; Join Now
 * records the attendance and opens the meeting in a new tab. Past sessions offer View Recording.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultSiteConfig, isPastSession, messages, type LiveSession } from '@institute/shared-schema';
import { useFormat, type Formatters } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { notify } from '../../ui/notify';
import { useNow } from '../../ui/use-now';
import { joinSession, verifySession } from './join-session';
import { CalendarFeedCard } from './calendar-feed-card';
import { downloadIcs } from './session-calendar';
import type { SessionWithLink } from './use-course-learning';
import { Modal } from '../../ui/dialogs';

const tz = defaultSiteConfig.timeZone;

/** What a session's status is called (lower case, as it always was); the value stays English. */
const statusLabel: Record<LiveSession['status'], MessageDescriptor> = {
  scheduled: msg`scheduled`,
  ongoing: msg`ongoing`,
  completed: msg`completed`,
  cancelled: msg`cancelled`,
};

/** A session's "18:30" (the institute's clock) in the reader's digits: "१८:३०" in Marathi. */
function sessionTime(f: Formatters, time: string): string {
  if (!/^\d{2}:\d{2}$/.test(time)) return time;
  return f.dateTime(`1970-01-01T${time}:00Z`, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
}

export function LiveSessionsTab({
  sessions,
  courseTitle,
  onJoined,
}: {
  sessions: SessionWithLink[];
  courseTitle: string;
  onJoined: () => void;
}) {
  const [checking, setChecking] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SessionWithLink | null>(null);
  const [joining, setJoining] = useState(false);
  const { t } = useT();
  const tm = useSharedText();
  const now = useNow();
  const upcoming = sessions.filter((s) => !isPastSession(s, tz, now));
  const past = sessions.filter((s) => isPastSession(s, tz, now)).reverse();

  const askToJoin = async (s: SessionWithLink) => {
    setChecking(s.id);
    try {
      const check = await verifySession(s.id);
      if (check.canJoin) setConfirming(s);
      else void notify(`${tm(messages.student.cannotJoin)}: ${tm(check.message)}`, 'error');
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.student.cannotJoin, 'error');
    } finally {
      setChecking(null);
    }
  };

  const joinNow = async () => {
    if (!confirming) return;
    setJoining(true);
    try {
      await joinSession(confirming.id);
      setConfirming(null);
      onJoined();
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.student.joinFailed, 'error');
    } finally {
      setJoining(false);
    }
  };

  const instructor = confirming?.instructor || tm(messages.public.notSpecified);

  if (sessions.length === 0)
    return (
      <Stack>
        <Text c="dimmed">{tm(messages.learning.noCourseSessions)}</Text>
        <CalendarFeedCard />
      </Stack>
    );

  return (
    <Stack>
      <Title order={2} size="h4">
        <Trans>Upcoming sessions</Trans>
      </Title>
      {upcoming.length === 0 && (
        <Text c="dimmed">
          <Trans>No upcoming sessions.</Trans>
        </Text>
      )}
      {upcoming.map((s) => {
        const title = s.title;
        return (
          <SessionCard key={s.id} session={s}>
            {s.status === 'cancelled' ? (
              <Badge color="red" variant="light">
                <Trans>Cancelled</Trans>
              </Badge>
            ) : (
              <Group gap="sm">
                <Button
                  variant="default"
                  size="md"
                  leftSection={<IconCalendarPlus size={16} aria-hidden />}
                  onClick={() => downloadIcs(s, courseTitle)}
                  aria-label={t`Add ${title} to calendar`}
                >
                  <Trans>Add to calendar</Trans>
                </Button>
                <Button size="md" onClick={() => void askToJoin(s)} loading={checking === s.id} aria-label={t`Join ${title}`}>
                  <Trans>Join</Trans>
                </Button>
              </Group>
            )}
          </SessionCard>
        );
      })}
      <Title order={2} size="h4" mt="md">
        <Trans>Past sessions</Trans>
      </Title>
      {past.length === 0 && (
        <Text c="dimmed">
          <Trans>No past sessions yet.</Trans>
        </Text>
      )}
      {past.map((s) => (
        <SessionCard key={s.id} session={s}>
          {s.recordingLink ? (
            <Button component="a" href={s.recordingLink} target="_blank" rel="noreferrer" variant="light" size="md">
              <Trans>View Recording</Trans>
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {tm(messages.learning.noRecording)}
            </Text>
          )}
        </SessionCard>
      ))}
      <CalendarFeedCard />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t`Join live session`} centered>
        {confirming && (
          <Stack gap="xs">
            <Text fw={600}>{confirming.title}</Text>
            {confirming.description && <Text size="sm">{confirming.description}</Text>}
            <ConfirmWhen session={confirming} />
            <Text size="sm">
              <Trans>Instructor: {instructor}</Trans>
            </Text>
            <Group justify="flex-end" mt="md">
              <Button variant="default" size="md" onClick={() => setConfirming(null)} disabled={joining}>
                <Trans>Cancel</Trans>
              </Button>
              <Button size="md" onClick={() => void joinNow()} loading={joining}>
                <Trans>Join Now</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** When the session is, in the confirm dialog: "Dec 15, 2026 at 18:30 (Asia/Kolkata) · 90 minutes". */
function ConfirmWhen({ session: s }: { session: SessionWithLink }) {
  const f = useFormat();
  const date = f.date(s.date);
  const time = sessionTime(f, s.time);
  const duration = s.duration;
  return (
    <Text size="sm">
      <Trans>
        {date} at {time} ({tz}) · {duration}
      </Trans>
    </Text>
  );
}

function SessionCard({ session: s, children }: { session: SessionWithLink; children: React.ReactNode }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const date = f.date(s.date);
  const time = sessionTime(f, s.time);
  const duration = s.duration;
  return (
    <Card withBorder radius="md" data-testid="course-session">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{s.title}</Text>
            <Badge variant="light">{i18n._(statusLabel[s.status])}</Badge>
          </Group>
          <Text size="sm">
            <Trans>
              {date} at {time} · {duration}
            </Trans>
          </Text>
          {s.instructor && (
            <Text size="sm" c="dimmed">
              {s.instructor}
            </Text>
          )}
        </div>
        {children}
      </Group>
      {s.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {s.description}
        </Text>
      )}
    </Card>
  );
}
