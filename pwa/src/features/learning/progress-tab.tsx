import '@mantine/core/styles/Timeline.css';
/**
 * The overall progress card and the Progress tab (site spec sections 2 and 3, issue 18): the
 * measured figures (percent complete, videos watched, assignments done, sessions attended, total
 * sessions, by the shared rule over what the server recorded) and a recent-activity list.
 */
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Group, Paper, Progress, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconPencil, IconPlayerPlay, IconStar, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type CourseContent, type CourseProgress, type LearningEvent, type LiveSession } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import type { MySubmission } from './use-course-learning';

export function ProgressCard({ progress }: { progress: CourseProgress }) {
  const { t } = useT();
  const f = useFormat();
  const percent = f.number(progress.progress);
  const videosWatched = f.number(progress.videosWatched);
  const totalVideos = f.number(progress.totalVideos);
  const assignmentsCompleted = f.number(progress.assignmentsCompleted);
  const totalAssignments = f.number(progress.totalAssignments);
  const sessionsAttended = f.number(progress.sessionsAttended);
  const totalSessions = f.number(progress.totalSessions);
  return (
    <Paper withBorder p="md" radius="md" mb="lg" data-testid="progress-card" data-progress={progress.progress}>
      <Group justify="space-between" mb={6}>
        <Text fw={600}>
          <Trans>Overall progress</Trans>
        </Text>
        <Text fw={600} data-testid="progress-percent">
          <Trans>{percent}% complete</Trans>
        </Text>
      </Group>
      <Progress value={progress.progress} aria-label={t`${percent}% complete`} mb="sm" />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Text size="sm" data-testid="progress-videos">
          <Trans>
            Videos watched: {videosWatched} of {totalVideos}
          </Trans>
        </Text>
        <Text size="sm" data-testid="progress-assignments">
          <Trans>
            Assignments done: {assignmentsCompleted} of {totalAssignments}
          </Trans>
        </Text>
        <Text size="sm" data-testid="progress-sessions">
          <Trans>Sessions attended: {sessionsAttended}</Trans>
        </Text>
        <Text size="sm">
          <Trans>Total sessions: {totalSessions}</Trans>
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

/** One thing the student did; its words are drawn by the Progress tab, in the reader's language. */
type ActivityKind =
  | { kind: 'watched' }
  | { kind: 'started'; percent: number }
  | { kind: 'submitted' }
  | { kind: 'joined' }
  | { kind: 'marked'; marks: number; maxMarks: number };

type Activity = ActivityKind & {
  at: string;
  /** The lesson's, assignment's or session's title, as the administrator wrote it. */
  title: string;
  icon: ReactNode;
};

/** What the student did, newest first: events, and the marks their submissions received. */
export function recentActivity(
  events: readonly LearningEvent[],
  submissions: Iterable<MySubmission>,
  contents: readonly CourseContent[],
  sessions: readonly LiveSession[],
  limit = 10,
): Activity[] {
  const titleOf = new Map<string, string>([
    ...contents.map((c) => [c.id, c.title] as const),
    ...sessions.map((s) => [s.id, s.title] as const),
  ]);
  const items: Activity[] = [];
  for (const e of events) {
    const title = titleOf.get(e.subjectId);
    if (!title) continue;
    if (e.kind === 'video')
      items.push(
        e.done
          ? { kind: 'watched', at: e.at, title, icon: <IconVideo size={14} aria-hidden /> }
          : {
              kind: 'started',
              percent: Math.round(e.fraction * 100),
              at: e.at,
              title,
              icon: <IconPlayerPlay size={14} aria-hidden />,
            },
      );
    else if (e.kind === 'assignment') items.push({ kind: 'submitted', at: e.at, title, icon: <IconPencil size={14} aria-hidden /> });
    else items.push({ kind: 'joined', at: e.at, title, icon: <IconCheck size={14} aria-hidden /> });
  }
  for (const s of submissions) {
    const title = titleOf.get(s.assignmentId);
    if (title && s.marks !== null && s.gradedAt)
      items.push({
        kind: 'marked',
        marks: s.marks,
        maxMarks: s.maxMarks,
        at: s.gradedAt,
        title,
        icon: <IconStar size={14} aria-hidden />,
      });
  }
  return items.sort((x, y) => y.at.localeCompare(x.at)).slice(0, limit);
}

export function ProgressTab({
  progress,
  activity,
  completed,
  next,
}: {
  progress: CourseProgress;
  activity: Activity[];
  completed: boolean;
  next: string | null;
}) {
  const { t } = useT();
  const f = useFormat();
  const percent = f.number(progress.progress);

  /** An activity's line: "Watched Variables", "Started Loops (40% watched)", "Quiz 1 marked 8 out of 10". */
  const describe = (item: Activity): string => {
    const title = item.title;
    switch (item.kind) {
      case 'watched':
        return t`Watched ${title}`;
      case 'started': {
        const watched = f.number(item.percent);
        return t`Started ${title} (${watched}% watched)`;
      }
      case 'submitted':
        return t`Submitted ${title}`;
      case 'joined':
        return t`Joined the live session ${title}`;
      case 'marked': {
        const marks = f.number(item.marks);
        const maxMarks = f.number(item.maxMarks);
        return t`${title} marked ${marks} out of ${maxMarks}`;
      }
    }
  };

  return (
    <Stack>
      <Alert variant="light" title={t`${percent}% complete`}>
        {completed ? (
          <Trans>You have completed this course. Review it any time.</Trans>
        ) : next ? (
          <Trans>Next: {next}.</Trans>
        ) : (
          <Trans>Next: your first lesson.</Trans>
        )}
      </Alert>
      <Text fw={600}>
        <Trans>Recent activity</Trans>
      </Text>
      {activity.length === 0 ? (
        <Text c="dimmed">
          <Trans>Nothing yet. Watch a lesson, submit an assignment or join a session, and it shows here.</Trans>
        </Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} data-testid="recent-activity">
          {activity.map((item, i) => (
            <Timeline.Item key={`${item.at}-${i}`} bullet={item.icon} title={describe(item)}>
              <Text size="xs" c="dimmed">
                {f.date(item.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
