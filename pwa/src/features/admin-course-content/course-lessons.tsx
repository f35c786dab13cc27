/** The lessons a course already has, beside the wizard's first step, each removable (with its file) after a confirmation. */
import { ActionIcon, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contentApi, messages, type CourseContent } from '@institute/shared-schema';
import { endpointQuery, useEndpointMutation } from '../../api/queries';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';

const adminToastMs = 6000;

export function CourseLessons({ courseId }: { courseId: string }) {
  const lessons = useQuery(endpointQuery(contentApi.list, { params: { id: courseId } }, { fallback: messages.student.courseLoadFailed }));
  const remove = useEndpointMutation(contentApi.remove, { invalidates: [contentApi.list], fallback: messages.adminSave.content });
  const [removing, setRemoving] = useState<CourseContent | null>(null);

  const confirm = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync({ params: { id: removing.id } });
      void notify(answer.message, 'success', adminToastMs);
      setRemoving(null);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.adminSave.content, 'error', adminToastMs);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>Lessons of this course</Text>
      <ErrorAlert message={lessons.error?.message ?? null} onRetry={() => void lessons.refetch()} retrying={lessons.isFetching} />
      {lessons.isPending && <Skeleton h={48} />}
      {lessons.data?.content.length === 0 && (
        <Text size="sm" c="dimmed">
          No lessons yet.
        </Text>
      )}
      {lessons.data?.content.map((c, i) => (
        <Paper key={c.id} withBorder p="xs" radius="md" data-testid="course-lesson">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" style={{ minWidth: 0 }}>
              <Text size="sm">
                {i + 1}. {c.title}
              </Text>
              <Badge variant="light" size="sm">
                {c.type}
              </Badge>
            </Group>
            <ActionIcon variant="subtle" color="red" size="xl" aria-label={`Remove ${c.title}`} onClick={() => setRemoving(c)}>
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <ConfirmDeleteModal
        opened={removing !== null}
        title="Remove lesson"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirm()}
      >
        Remove {removing?.title} and its file? Students will no longer see it.
      </ConfirmDeleteModal>
    </Stack>
  );
}
