/**
 * The Live Sessions tab (site spec sections 2 and 4): upcoming and past sessions of the course,
 * from the device. Join asks the server first (verify), then shows the confirm dialog; Join Now
 * records the attendance and opens the meeting in a new tab. Past sessions offer View Recording.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { defaultSiteConfig, formatDate, isPastSession, messages } from '@institute/shared-schema';
import { notify } from '../../ui/notify';
import { useNow } from '../../ui/use-now';
import { joinSession, verifySession } from './join-session';
import { CalendarFeedCard } from './calendar-feed-card';
import { downloadIcs } from './session-calendar';
import type { SessionWithLink } from './use-course-learning';
import { Modal } from '../../ui/dialogs';

const tz = defaultSiteConfig.timeZone;

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
  const now = useNow();
  const upcoming = sessions.filter((s) => !isPastSession(s, tz, now));
  const past = sessions.filter((s) => isPastSession(s, tz, now)).reverse();

  const askToJoin = async (s: SessionWithLink) => {
    setChecking(s.id);
    try {
      const check = await verifySession(s.id);
      if (check.canJoin) setConfirming(s);
      else void notify(`${messages.student.cannotJoin}: ${check.message}`, 'error');
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

  if (sessions.length === 0)
    return (
      <Stack>
        <Text c="dimmed">{messages.learning.noCourseSessions}</Text>
        <CalendarFeedCard />
      </Stack>
    );

  return (
    <Stack>
      <Title order={2} size="h4">
        Upcoming sessions
      </Title>
      {upcoming.length === 0 && <Text c="dimmed">No upcoming sessions.</Text>}
      {upcoming.map((s) => (
        <SessionCard key={s.id} session={s}>
          {s.status === 'cancelled' ? (
            <Badge color="red" variant="light">
              Cancelled
            </Badge>
          ) : (
            <Group gap="sm">
              <Button
                variant="default"
                size="md"
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                onClick={() => downloadIcs(s, courseTitle)}
                aria-label={`Add ${s.title} to calendar`}
              >
                Add to calendar
              </Button>
              <Button size="md" onClick={() => void askToJoin(s)} loading={checking === s.id} aria-label={`Join ${s.title}`}>
                Join
              </Button>
            </Group>
          )}
        </SessionCard>
      ))}
      <Title order={2} size="h4" mt="md">
        Past sessions
      </Title>
      {past.length === 0 && <Text c="dimmed">No past sessions yet.</Text>}
      {past.map((s) => (
        <SessionCard key={s.id} session={s}>
          {s.recordingLink ? (
            <Button component="a" href={s.recordingLink} target="_blank" rel="noreferrer" variant="light" size="md">
              View Recording
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {messages.learning.noRecording}
            </Text>
          )}
        </SessionCard>
      ))}
      <CalendarFeedCard />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Join live session" centered>
        {confirming && (
          <Stack gap="xs">
            <Text fw={600}>{confirming.title}</Text>
            {confirming.description && <Text size="sm">{confirming.description}</Text>}
            <Text size="sm">
              {formatDate(confirming.date)} at {confirming.time} ({tz}) · {confirming.duration}
            </Text>
            <Text size="sm">Instructor: {confirming.instructor || messages.public.notSpecified}</Text>
            <Group justify="flex-end" mt="md">
              <Button variant="default" size="md" onClick={() => setConfirming(null)} disabled={joining}>
                Cancel
              </Button>
              <Button size="md" onClick={() => void joinNow()} loading={joining}>
                Join Now
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function SessionCard({ session: s, children }: { session: SessionWithLink; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" data-testid="course-session">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{s.title}</Text>
            <Badge variant="light">{s.status}</Badge>
          </Group>
          <Text size="sm">
            {formatDate(s.date)} at {s.time} · {s.duration}
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
