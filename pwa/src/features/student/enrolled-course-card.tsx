import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { messages } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import type { MyEnrollment } from '../payments/payments-data';

/** One enrolled course: status chip, duration, progress bar, Continue Learning (Review Course when completed). */
export function EnrolledCourseCard({ enrollment }: { enrollment: MyEnrollment }) {
  const f = useFormat();
  const tm = useSharedText();
  const course = enrollment.courseDetails;
  const title = course?.title ?? tm(messages.student.courseTitleMissing);
  const completed = enrollment.status === 'completed';
  const headingId = `enrolled-${enrollment.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId} data-testid="enrolled-course">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          <Badge color={completed ? 'teal' : 'blue'} variant="light" style={{ flexShrink: 0 }}>
            {completed ? <Trans>Completed</Trans> : <Trans>In Progress</Trans>}
          </Badge>
        </Group>
        {course && (
          <Text size="sm" c="dimmed">
            {course.duration} · {course.instructor}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="sm" id={`${headingId}-progress`}>
            <Trans>Progress</Trans>
          </Text>
          <Text size="sm" fw={600}>
            {f.number(enrollment.progress)}%
          </Text>
        </Group>
        {/* The bar (its section) is named by the text above it: `Progress` gives a section only an aria-label. */}
        <Progress.Root>
          <Progress.Section value={enrollment.progress} color={completed ? 'teal' : 'blue'} aria-labelledby={`${headingId}-progress`} />
        </Progress.Root>
        <Button
          renderRoot={(props) => <Link {...props} to="/student/continue-learning/$courseId" params={{ courseId: enrollment.courseId }} />}
          variant={completed ? 'light' : 'filled'}
          mt="xs"
        >
          {completed ? <Trans>Review Course</Trans> : <Trans>Continue Learning</Trans>}
        </Button>
      </Stack>
    </Card>
  );
}
