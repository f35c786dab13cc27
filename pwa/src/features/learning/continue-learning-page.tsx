/**
 * Continue learning (site spec "Screens": /student/continue-learning/{courseId}): Course Content,
 * Live Sessions, Assignments and Progress, the Bookmark and Share actions, the overall progress
 * card; a load-error card when the course is not one of the student's. Everything comes from the
 * device, so a course opened once can be studied on a bus.
 */
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Button, Card, Container, Group, Skeleton, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBookmark, IconBookmarkFilled, IconShare } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isCourseComplete } from '@institute/shared-schema';
import { useSession } from '../../data/session';
import { mutate, requestSync } from '../../sync/sync-runtime';
import { notify } from '../../ui/notify';
import { touchTarget } from '../../ui/touch';
import { AssignmentsTab } from './assignments-tab';
import { ContentTab } from './content-tab';
import { LiveSessionsTab } from './live-sessions-tab';
import { ProgressCard, ProgressTab, recentActivity } from './progress-tab';
import { useCourseLearning } from './use-course-learning';

export function ContinueLearningPage({ courseId }: { courseId: string }) {
  const session = useSession();
  const data = useCourseLearning(courseId, session?.user.id ?? null);
  const [tab, setTab] = useState('content');
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { t } = useT();

  if (data === undefined)
    return (
      <Container size="lg" py="xl" aria-busy="true">
        <Skeleton h={40} mb="md" />
        <Skeleton h={240} />
      </Container>
    );

  const { course, enrollment, contents, sessions, assignments, submissions, events, progress, bookmarked } = data;
  if (!course || !enrollment)
    return (
      <Container size="sm" py="xl">
        <Card withBorder padding="xl" radius="md">
          <Title order={1} size="h3" mb="xs">
            <Trans>This course could not be loaded</Trans>
          </Title>
          <Text c="dimmed" mb="md">
            <Trans>
              It is not one of your courses yet, or this device has not received it. Connect once to sync, or choose another course.
            </Trans>
          </Text>
          <Button component={Link} to="/student/courses">
            <Trans>Back to Courses</Trans>
          </Button>
        </Card>
      </Container>
    );

  const done = new Set(events.filter((e) => e.done).map((e) => e.subjectId));
  const next = enrollment.nextLesson ?? contents.find((c) => c.type !== 'note' && !done.has(c.id))?.title ?? null;
  const share = async () => {
    const url = `${location.origin}/courses`;
    try {
      if (navigator.share) await navigator.share({ title: course.title, url });
      else {
        await navigator.clipboard.writeText(url);
        void notify(t`Link copied`, 'success');
      }
    } catch {
      // Dismissed by the user.
    }
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>{course.title}</Title>
          <Text c="dimmed">
            {course.instructor} · {course.duration}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={bookmarked ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
            aria-pressed={bookmarked}
            onClick={() => void mutate('course.bookmark', { courseId, bookmarked: !bookmarked })}
          >
            {bookmarked ? <Trans>Bookmarked</Trans> : <Trans>Bookmark Course</Trans>}
          </Button>
          <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void share()}>
            <Trans>Share Course</Trans>
          </Button>
        </Group>
      </Group>

      <ProgressCard progress={progress} />

      <Tabs
        value={tab}
        onChange={(v) => setTab(v ?? 'content')}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="pills"
        styles={{ tab: { minHeight: touchTarget } }}
      >
        <Tabs.List aria-label={t`Course sections`} mb={wide ? 0 : 'md'} mr={wide ? 'lg' : 0} style={{ gap: 4 }}>
          <Tabs.Tab value="content">
            <Trans>Course Content</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="sessions">
            <Trans>Live Sessions</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="assignments">
            <Trans>Assignments</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="progress">
            <Trans>Progress</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content" style={{ flex: 1 }}>
          <ContentTab contents={contents} onOpenAssignment={() => setTab('assignments')} />
        </Tabs.Panel>
        <Tabs.Panel value="sessions" style={{ flex: 1 }}>
          <LiveSessionsTab sessions={sessions} courseTitle={course.title} onJoined={() => requestSync(0)} />
        </Tabs.Panel>
        <Tabs.Panel value="assignments" style={{ flex: 1 }}>
          <AssignmentsTab assignments={assignments} submissions={submissions} />
        </Tabs.Panel>
        <Tabs.Panel value="progress" style={{ flex: 1 }}>
          <ProgressTab
            progress={progress}
            activity={recentActivity(events, submissions.values(), contents, sessions)}
            completed={enrollment.status === 'completed' || isCourseComplete(progress)}
            next={next}
          />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
