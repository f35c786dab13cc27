import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { defaultSiteConfig, isPastSession, messages, type AdminLiveSession } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { sessionStatusLabels } from './session-labels';
import { withQueries } from '../../api/queries';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { useNow } from '../../ui/use-now';
import { StatCard } from '../../ui/stat-card';
import { LiveSessionFormModal } from './live-session-form-modal';
import { allSessionsQuery, sessionCoursesQuery, useDeleteSession } from './live-sessions-admin-api';
import { linkTargetStyle } from '../../ui/touch';

const adminToastMs = 6000;
/** A session's meeting and recording links, one to a line, each a 44 px tall target. */
const sessionLinkStyle = { ...linkTargetStyle, display: 'flex' } as const;
const statusColor = { scheduled: 'blue', ongoing: 'teal', completed: 'gray', cancelled: 'red' } as const;

/** Live sessions (spec section 2): stat cards, session cards, the schedule/edit dialog and the delete dialog. */
export const LiveSessionsAdminPage = withQueries(LiveSessionsAdminScreen);

function LiveSessionsAdminScreen() {
  const sessionsQuery = useQuery(allSessionsQuery());
  const coursesQuery = useQuery(sessionCoursesQuery());
  const sessions = sessionsQuery.data ?? null;
  const courses = useMemo(() => coursesQuery.data ?? [], [coursesQuery.data]);
  const error = sessionsQuery.error?.message ?? coursesQuery.error?.message ?? null;
  const remove = useDeleteSession();
  const [courseFilter, setCourseFilter] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ session: AdminLiveSession | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminLiveSession | null>(null);

  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  const titleOf = useMemo(() => new Map(courses.map((c) => [c.id, c.title])), [courses]);
  const now = useNow();
  const tz = defaultSiteConfig.timeZone;
  const shown = (sessions ?? []).filter((s) => !courseFilter || s.courseId === courseFilter);
  const upcoming = sessions?.filter((s) => s.status !== 'cancelled' && !isPastSession(s, tz, now)).length;
  const stats = [
    { label: t`Total sessions`, value: sessions && f.number(sessions.length) },
    { label: t`Upcoming sessions`, value: sessions && f.number(upcoming ?? 0) },
    {
      label: t`Completed`,
      value: sessions && f.number(sessions.filter((s) => isPastSession(s, tz, now) && s.status !== 'cancelled').length),
    },
    { label: t`Students joined`, value: sessions && f.number(sessions.reduce((n, s) => n + s.participants, 0)) },
  ];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync({ params: { id: deleting.id } });
      void notify(answer.message, 'success', adminToastMs);
      setDeleting(null);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.adminSave.deleteLiveSession, 'error', adminToastMs);
    }
  };

  const deletingTitle = deleting?.title ?? '';

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Live sessions</Trans>
          </Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ session: null })}
            disabled={!coursesQuery.data}
          >
            <Trans>Schedule session</Trans>
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {stats.map((s) => (
            <StatCard key={s.label} label={s.label} value={s.value} loading={!error} />
          ))}
        </SimpleGrid>
        <Select
          label={t`Course`}
          placeholder={t`All courses`}
          clearable
          data={courses.map((c) => ({ value: c.id, label: c.title }))}
          value={courseFilter}
          onChange={setCourseFilter}
          maw={320}
        />
        <ErrorAlert
          message={error}
          onRetry={() => void Promise.all([sessionsQuery.refetch(), coursesQuery.refetch()])}
          retrying={sessionsQuery.isFetching || coursesQuery.isFetching}
        />
        {!sessions && !error && <Skeleton h={200} />}
        {sessions && shown.length === 0 && (
          <Text c="dimmed">{tm(sessions.length === 0 ? messages.learning.noSessions : messages.learning.noCourseSessions)}</Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {shown.map((s) => {
            const title = s.title;
            const date = f.date(s.date);
            const time = s.time;
            const participants = f.number(s.participants);
            const maxParticipants = f.number(s.maxParticipants);
            return (
              <Card key={s.id} withBorder padding="md" data-testid="admin-session">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{s.title}</Text>
                      <Badge variant="light" color={statusColor[s.status]}>
                        {i18n._(sessionStatusLabels[s.status])}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {titleOf.get(s.courseId) ?? tm(messages.student.courseTitleMissing)}
                    </Text>
                    <Text size="sm">
                      <Trans>
                        {date} at {time}
                      </Trans>{' '}
                      · {s.duration}
                    </Text>
                    <Text size="sm">
                      <Trans>
                        {participants} of {maxParticipants} joined
                      </Trans>
                      {s.instructor ? ` · ${s.instructor}` : ''}
                    </Text>
                    {s.meetingLink && (
                      <Anchor href={s.meetingLink} target="_blank" rel="noreferrer" size="sm" style={sessionLinkStyle}>
                        <Trans>Meeting link</Trans>
                      </Anchor>
                    )}
                    {s.recordingLink && (
                      <Anchor href={s.recordingLink} target="_blank" rel="noreferrer" size="sm" style={sessionLinkStyle}>
                        <Trans>Recording</Trans>
                      </Anchor>
                    )}
                  </div>
                  <Group gap="sm" wrap="nowrap">
                    <ActionIcon variant="subtle" size="xl" aria-label={t`Edit ${title}`} onClick={() => setEditing({ session: s })}>
                      <IconEdit size={20} />
                    </ActionIcon>
                    <Divider orientation="vertical" style={{ alignSelf: 'stretch' }} />
                    <ActionIcon variant="subtle" color="red" size="xl" aria-label={t`Delete ${title}`} onClick={() => setDeleting(s)}>
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      <LiveSessionFormModal
        opened={editing !== null}
        session={editing?.session ?? null}
        courses={courses}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete live session`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <Trans>Delete {deletingTitle}? Students will no longer see it. This cannot be undone.</Trans>
      </ConfirmDeleteModal>
    </Container>
  );
}
