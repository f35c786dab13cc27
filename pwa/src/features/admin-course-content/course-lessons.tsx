/**
 * The lessons a course already has, beside the wizard's first step (issue 18): in the order the
 * students' Course Content tab follows, each with Move up and Move down (buttons, so the keyboard
 * and a phone's finger reorder as well as a mouse), Edit (its words, duration, an assignment's due
 * date and marks; the file stays) and Remove (with its file, after a confirmation saying what goes).
 */
import { ActionIcon, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { contentApi, messages, type CourseContent } from '@institute/shared-schema';
import { endpointQuery, queryClient, useEndpointMutation } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { contentTypeLabels } from './content-labels';
import { ContentEditModal } from './content-edit-modal';

const adminToastMs = 6000;

export function CourseLessons({ courseId }: { courseId: string }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const tm = useSharedText();
  /** What a removal takes with it, said before it happens. */
  const removalWords = (c: CourseContent) => {
    const title = c.title;
    if (c.type === 'assignment')
      return t`Remove ${title} and its file? Students will no longer see it. Students’ submissions of it, with their files, marks and feedback, are deleted too.`;
    if (c.type === 'video')
      return t`Remove ${title} and its file? Students will no longer see it. Having watched it no longer counts in their progress.`;
    return t`Remove ${title} and its file? Students will no longer see it.`;
  };
  const listQuery = endpointQuery(contentApi.list, { params: { id: courseId } }, { fallback: messages.student.courseLoadFailed });
  const lessons = useQuery(listQuery);
  const remove = useEndpointMutation(contentApi.remove, {
    invalidates: [contentApi.list],
    fallback: messages.learning.contentRemoveFailed,
  });
  const reorder = useEndpointMutation(contentApi.reorder, { fallback: messages.learning.contentReorderFailed });
  const [removing, setRemoving] = useState<CourseContent | null>(null);
  const [editing, setEditing] = useState<CourseContent | null>(null);
  const refocus = useRef<{ id: string; by: -1 | 1 } | null>(null);
  const moving = useRef(false);

  // Moving a row in the DOM takes the focus from its button: once the new order is rendered, the
  // moved lesson's button (or its other one, at an end) takes it back, so the keyboard can go on.
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const row = document.querySelector(`[data-lesson-id="${target.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`button[data-move="${target.by}"]:not(:disabled)`);
    (same ?? row?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)'))?.focus();
  }, [lessons.data]);

  const confirm = async () => {
    if (!removing) return;
    try {
      const answer = await remove.mutateAsync({ params: { id: removing.id } });
      void notify(answer.message, 'success', adminToastMs);
      setRemoving(null);
    } catch (e) {
      void notify(`${tm(messages.learning.contentRemoveFailed)}: ${e instanceof Error ? e.message : ''}`, 'error', adminToastMs);
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const list = lessons.data?.content;
    const other = index + by;
    // One move at a time (the buttons stay enabled meanwhile, so the focus stays put).
    if (moving.current || !list || other < 0 || other >= list.length) return;
    moving.current = true;
    const ids = list.map((c) => c.id);
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    const moved = list[index]!;
    try {
      const answer = await reorder.mutateAsync({ params: { id: courseId }, body: { ids } });
      refocus.current = { id: moved.id, by };
      queryClient.setQueryData(listQuery.queryKey, { content: answer.content });
      const done = tm(answer.message);
      const title = moved.title;
      const position = f.number(other + 1);
      void notify(t`${done}: ${title} is now number ${position}`, 'success', adminToastMs);
    } catch (e) {
      // A lesson added or removed elsewhere meanwhile: the list is read again.
      await queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
      void notify(`${tm(messages.learning.contentReorderFailed)}: ${e instanceof Error ? e.message : ''}`, 'error', adminToastMs);
    } finally {
      moving.current = false;
    }
  };

  const list = lessons.data?.content ?? [];
  return (
    <Stack gap="xs">
      <Text fw={600} id="course-lessons-heading">
        <Trans>Lessons of this course</Trans>
      </Text>
      <ErrorAlert message={lessons.error?.message ?? null} onRetry={() => void lessons.refetch()} retrying={lessons.isFetching} />
      {lessons.isPending && <Skeleton h={48} />}
      {lessons.data?.content.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No lessons yet.</Trans>
        </Text>
      )}
      <Stack gap="xs" component="ol" aria-labelledby="course-lessons-heading" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((c, i) => {
          const title = c.title;
          const due = c.dueDate ? f.date(c.dueDate) : '';
          return (
            <Paper key={c.id} component="li" withBorder p="xs" radius="md" data-testid="course-lesson" data-lesson-id={c.id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Text size="sm" data-testid="course-lesson-title">
                    {f.number(i + 1)}. {c.title}
                  </Text>
                  <Badge variant="light" size="sm">
                    {i18n._(contentTypeLabels[c.type])}
                  </Badge>
                  {c.duration && (
                    <Text size="xs" c="dimmed">
                      {c.duration}
                    </Text>
                  )}
                  {c.type === 'assignment' && c.dueDate && (
                    <Text size="xs" c="dimmed">
                      <Trans>Due {due}</Trans>
                    </Text>
                  )}
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="xl"
                    aria-label={t`Move ${title} up`}
                    data-move={-1}
                    disabled={i === 0}
                    onClick={() => void move(i, -1)}
                  >
                    <IconArrowUp size={20} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="xl"
                    aria-label={t`Move ${title} down`}
                    data-move={1}
                    disabled={i === list.length - 1}
                    onClick={() => void move(i, 1)}
                  >
                    <IconArrowDown size={20} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" size="xl" aria-label={t`Edit ${title}`} onClick={() => setEditing(c)}>
                    <IconPencil size={20} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" size="xl" aria-label={t`Remove ${title}`} onClick={() => setRemoving(c)}>
                    <IconTrash size={20} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ContentEditModal content={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={removing !== null}
        title={t`Remove lesson`}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirm()}
      >
        {removing ? removalWords(removing) : ''}
      </ConfirmDeleteModal>
    </Stack>
  );
}
