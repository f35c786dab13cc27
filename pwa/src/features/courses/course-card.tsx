import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { discountPercent, formatRupees, type Course } from '@institute/shared-schema';

export function CourseCard({ course, onDetails }: { course: Course; onDetails: (course: Course) => void }) {
  const discount = discountPercent(course.price, course.originalPrice);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`course-${course.id}`} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Badge variant="light">{course.level}</Badge>
          {discount !== null && (
            <Badge color="pink" variant="filled">
              {discount}% off
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
            {formatRupees(course.price)}
          </Text>
          {course.originalPrice !== null && discount !== null && (
            <Text td="line-through" c="dimmed" size="sm">
              {formatRupees(course.originalPrice)}
            </Text>
          )}
        </Group>
        <Button variant="light" onClick={() => onDetails(course)} aria-label={`Details of ${course.title}`}>
          Details
        </Button>
      </Stack>
    </Card>
  );
}
