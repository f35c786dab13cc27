import { Badge, Button, Group, List, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { discountPercent, formatRupees, type Course } from '@institute/shared-schema';
import { Modal } from '../../ui/dialogs';

/** Spec section 9: the limited-seats bar is fixed at 70. */
export const limitedSeatsPercent = 70;
const maxOutcomes = 5;

/**
 * The Details dialog (spec section 2): tabs Curriculum, Enrollment and Projects, back on the first
 * each time it opens; up to five learning outcomes; the discount badge from the shared rule; the
 * limited-seats bar; Proceed to Payment on the Enrollment tab.
 */
export function CourseDetailsModal({
  course,
  onClose,
  onProceed,
}: {
  course: Course | null;
  onClose: () => void;
  onProceed: (c: Course) => void;
}) {
  if (!course) return <Modal opened={false} onClose={onClose} />;
  const discount = discountPercent(course.price, course.originalPrice);
  const outcomes = course.learningOutcomes.slice(0, maxOutcomes);

  return (
    <Modal opened onClose={onClose} title={course.title} size="lg" centered>
      {/* Uncontrolled and unmounted while closed, so every opening starts on the first tab (spec). */}
      <Tabs key={course.id} defaultValue="curriculum" keepMounted={false} styles={{ tab: { paddingInline: 8 } }}>
        <Tabs.List grow>
          <Tabs.Tab value="curriculum">Curriculum</Tabs.Tab>
          <Tabs.Tab value="enrollment">Enrollment</Tabs.Tab>
          <Tabs.Tab value="projects">Projects</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="curriculum" pt="md">
          <Stack gap="md">
            <Text size="sm">{course.description}</Text>
            {outcomes.length > 0 && (
              <div>
                <Title order={3} size="h5" mb={6}>
                  What you will learn
                </Title>
                <List spacing={4} size="sm" icon={<IconCircleCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />}>
                  {outcomes.map((o) => (
                    <List.Item key={o}>{o}</List.Item>
                  ))}
                </List>
              </div>
            )}
            {course.syllabus.length > 0 ? (
              <div>
                <Title order={3} size="h5" mb={6}>
                  Syllabus
                </Title>
                <Stack gap="xs">
                  {course.syllabus.map((entry, i) => (
                    <div key={entry.id}>
                      <Text fw={600} size="sm">
                        {i + 1}. {entry.mainTopic}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {entry.subTopics.join(' · ')}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </div>
            ) : (
              <Text size="sm" c="dimmed">
                The detailed syllabus will be published soon.
              </Text>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="enrollment" pt="md">
          <Stack gap="md">
            <Group gap="xs" align="baseline">
              <Text fw={800} fz={28} c="var(--app-text-blue)">
                {formatRupees(course.price)}
              </Text>
              {discount !== null && course.originalPrice !== null && (
                <>
                  <Text td="line-through" c="dimmed">
                    {formatRupees(course.originalPrice)}
                  </Text>
                  <Badge color="pink" variant="filled">
                    {discount}% off
                  </Badge>
                </>
              )}
            </Group>
            <Group gap="lg">
              <Text size="sm">
                <b>Duration:</b> {course.duration}
              </Text>
              <Text size="sm">
                <b>Level:</b> {course.level}
              </Text>
              <Text size="sm">
                <b>Instructor:</b> {course.instructor}
              </Text>
            </Group>
            <div>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600} id={`seats-${course.id}`}>
                  Limited seats
                </Text>
                <Text size="sm" c="dimmed">
                  {limitedSeatsPercent}% filled
                </Text>
              </Group>
              <Progress value={limitedSeatsPercent} color="pink" aria-labelledby={`seats-${course.id}`} />
            </div>
            <Text size="sm" c="dimmed">
              Pay by scanning a UPI QR code, then upload the payment screenshot. We verify payments within 24 hours.
            </Text>
            <Button size="md" onClick={() => onProceed(course)}>
              Proceed to Payment
            </Button>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="projects" pt="md">
          {course.projects.length > 0 ? (
            <List spacing={4} size="sm">
              {course.projects.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              Projects for this course will be announced soon.
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
