import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { discountPercent, type Course } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { courseLevelLabels } from './course-level-labels';

export function CourseCard({ course, onDetails }: { course: Course; onDetails: (course: Course) => void }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const discount = discountPercent(course.price, course.originalPrice);
  const title = course.title;
  const percent = f.number(discount ?? 0);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`course-${course.id}`} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Badge variant="light">{i18n._(courseLevelLabels[course.level])}</Badge>
          {discount !== null && (
            <Badge color="pink" variant="filled">
              <Trans>{percent}% off</Trans>
            </Badge>
          )}
        </Group>
        <Title order={2} size="h4" id={`course-${course.id}`}>
          {course.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {course.description}
        </Text>
        <Text size="xs" c="dimmed">
          {course.duration} · {course.instructor}
        </Text>
        <Group gap="xs" mt="auto" align="baseline">
          <Text fw={700} size="xl" c="var(--app-text-blue)">
            {f.rupees(course.price)}
          </Text>
          {course.originalPrice !== null && discount !== null && (
            <Text td="line-through" c="dimmed" size="sm">
              {f.rupees(course.originalPrice)}
            </Text>
          )}
        </Group>
        <Button variant="light" onClick={() => onDetails(course)} aria-label={t`Details of ${title}`}>
          <Trans>Details</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
