import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, List, Progress, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { discountPercent, type Course } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { courseLevelLabels } from './course-level-labels';
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
  const { i18n } = useLingui();
  const f = useFormat();
  if (!course) return <Modal opened={false} onClose={onClose} />;
  const discount = discountPercent(course.price, course.originalPrice);
  const outcomes = course.learningOutcomes.slice(0, maxOutcomes);
  const { duration, instructor } = course;
  const level = i18n._(courseLevelLabels[course.level]);
  const filled = f.number(limitedSeatsPercent);
  const percent = f.number(discount ?? 0);

  return (
    <Modal opened onClose={onClose} title={course.title} size="lg" centered>
      {/* Uncontrolled and unmounted while closed, so every opening starts on the first tab (spec). */}
      <Tabs key={course.id} defaultValue="curriculum" keepMounted={false} styles={{ tab: { paddingInline: 8 } }}>
        <Tabs.List grow>
          <Tabs.Tab value="curriculum">
            <Trans>Curriculum</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="enrollment">
            <Trans>Enrollment</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="projects">
            <Trans>Projects</Trans>
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="curriculum" pt="md">
          <Stack gap="md">
            <Text size="sm">{course.description}</Text>
            {outcomes.length > 0 && (
              <div>
                <Title order={3} size="h5" mb={6}>
                  <Trans>What you will learn</Trans>
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
                  <Trans>Syllabus</Trans>
                </Title>
                <Stack gap="xs">
                  {course.syllabus.map((entry, i) => (
                    <div key={entry.id}>
                      <Text fw={600} size="sm">
                        {f.number(i + 1)}. {entry.mainTopic}
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
                <Trans>The detailed syllabus will be published soon.</Trans>
              </Text>
            )}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="enrollment" pt="md">
          <Stack gap="md">
            <Group gap="xs" align="baseline">
              <Text fw={800} fz={28} c="var(--app-text-blue)">
                {f.rupees(course.price)}
              </Text>
              {discount !== null && course.originalPrice !== null && (
                <>
                  <Text td="line-through" c="dimmed">
                    {f.rupees(course.originalPrice)}
                  </Text>
                  <Badge color="pink" variant="filled">
                    <Trans>{percent}% off</Trans>
                  </Badge>
                </>
              )}
            </Group>
            <Group gap="lg">
              <Text size="sm">
                <Trans>
                  <b>Duration:</b> {duration}
                </Trans>
              </Text>
              <Text size="sm">
                <Trans>
                  <b>Level:</b> {level}
                </Trans>
              </Text>
              <Text size="sm">
                <Trans>
                  <b>Instructor:</b> {instructor}
                </Trans>
              </Text>
            </Group>
            <div>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600} id={`seats-${course.id}`}>
                  <Trans>Limited seats</Trans>
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>{filled}% filled</Trans>
                </Text>
              </Group>
              <Progress.Root>
                <Progress.Section value={limitedSeatsPercent} color="pink" aria-labelledby={`seats-${course.id}`} />
              </Progress.Root>
            </div>
            <Text size="sm" c="dimmed">
              <Trans>Pay by scanning a UPI QR code, then upload the payment screenshot. We verify payments within 24 hours.</Trans>
            </Text>
            <Button size="md" onClick={() => onProceed(course)}>
              <Trans>Proceed to Payment</Trans>
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
              <Trans>Projects for this course will be announced soon.</Trans>
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
