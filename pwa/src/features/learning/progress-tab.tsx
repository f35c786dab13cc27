import '@mantine/core/styles/Timeline.css';
/**
 * The overall progress card and the Progress tab (site spec sections 2 and 3, issue 18): the
 * measured figures (percent complete, videos watched, assignments done, sessions attended, total
 * sessions, by the shared rule over what the server recorded) and a recent-activity list.
 */
import { Alert, Group, Paper, Progress, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconPencil, IconPlayerPlay, IconStar, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate, type CourseContent, type CourseProgress, type LearningEvent, type LiveSession } from '@institute/shared-schema';
import type { MySubmission } from './use-course-learning';

export function ProgressCard({ progress }: { progress: CourseProgress }) {
  return (
    <Paper withBorder p="md" radius="md" mb="lg" data-testid="progress-card" data-progress={progress.progress}>
      <Group justify="space-between" mb={6}>
        <Text fw={600}>Overall progress</Text>
        <Text fw={600} data-testid="progress-percent">
          {progress.progress}% complete
        </Text>
      </Group>
      <Progress value={progress.progress} aria-label={`${progress.progress}% complete`} mb="sm" />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Text size="sm" data-testid="progress-videos">
          Videos watched: {progress.videosWatched} of {progress.totalVideos}
        </Text>
        <Text size="sm" data-testid="progress-assignments">
          Assignments done: {progress.assignmentsCompleted} of {progress.totalAssignments}
        </Text>
        <Text size="sm" data-testid="progress-sessions">
          Sessions attended: {progress.sessionsAttended}
        </Text>
        <Text size="sm">Total sessions: {progress.totalSessions}</Text>
      </SimpleGrid>
    </Paper>
  );
}

interface Activity {
  at: string;
  text: string;
  icon: ReactNode;
}

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
          ? { at: e.at, text: `Watched ${title}`, icon: <IconVideo size={14} aria-hidden /> }
          : {
              at: e.at,
              text: `Started ${title} (${Math.round(e.fraction * 100)}% watched)`,
              icon: <IconPlayerPlay size={14} aria-hidden />,
            },
      );
    else if (e.kind === 'assignment') items.push({ at: e.at, text: `Submitted ${title}`, icon: <IconPencil size={14} aria-hidden /> });
    else items.push({ at: e.at, text: `Joined the live session ${title}`, icon: <IconCheck size={14} aria-hidden /> });
  }
  for (const s of submissions) {
    const title = titleOf.get(s.assignmentId);
    if (title && s.marks !== null && s.gradedAt)
      items.push({ at: s.gradedAt, text: `${title} marked ${s.marks} out of ${s.maxMarks}`, icon: <IconStar size={14} aria-hidden /> });
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
  return (
    <Stack>
      <Alert variant="light" title={`${progress.progress}% complete`}>
        {completed ? 'You have completed this course. Review it any time.' : `Next: ${next ?? 'your first lesson'}.`}
      </Alert>
      <Text fw={600}>Recent activity</Text>
      {activity.length === 0 ? (
        <Text c="dimmed">Nothing yet. Watch a lesson, submit an assignment or join a session, and it shows here.</Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2} data-testid="recent-activity">
          {activity.map((item, i) => (
            <Timeline.Item key={`${item.at}-${i}`} bullet={item.icon} title={item.text}>
              <Text size="xs" c="dimmed">
                {formatDate(item.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
