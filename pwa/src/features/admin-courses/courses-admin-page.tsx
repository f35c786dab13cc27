import {
  ActionIcon,
  Badge,
  Divider,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { messages, totalRevenue, type Course } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { courseLevelLabels } from '../courses/course-level-labels';
import { courseStatusLabels } from './course-labels';
import { CourseFormModal } from './course-form-modal';
import { allCoursesQuery, useDeleteCourse } from './courses-admin-api';
import { withQueries } from '../../api/queries';
import { arrangeCourses, courseSorts, type CourseSort, type CourseStatusFilter } from './sort-courses';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { StatCard } from '../../ui/stat-card';
import { segmentStyles } from '../../ui/touch';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';

const adminToastMs = 6000;

/** Courses (spec section 2): stats, status filter, five sorts, the list, add and edit, delete with confirmation. */
export const CoursesAdminPage = withQueries(CoursesAdminScreen);

function CoursesAdminScreen() {
  const query = useQuery(allCoursesQuery());
  const courses = query.data ?? null;
  const error = query.error?.message ?? null;
  const remove = useDeleteCourse();
  const busy = remove.isPending;
  const [status, setStatus] = useState<CourseStatusFilter>('all');
  const [sort, setSort] = useState<CourseSort>('newest');
  const [editing, setEditing] = useState<{ course: Course | null } | null>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();

  const shown = useMemo(() => arrangeCourses(courses ?? [], status, sort), [courses, status, sort]);
  const stats = [
    { label: t`Total courses`, value: courses && f.number(courses.length) },
    { label: t`Active courses`, value: courses && f.number(courses.filter((c) => c.isActive).length) },
    { label: t`Students enrolled`, value: courses && f.number(courses.reduce((n, c) => n + c.students, 0)) },
    { label: t`Estimated revenue (price × students)`, value: courses && f.rupees(totalRevenue(courses)) },
  ];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync({ params: { id: deleting.id } });
      void notify(answer.message, 'success', adminToastMs);
      setDeleting(null);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.adminSave.deleteCourse, 'error', adminToastMs);
    }
  };

  const deletingTitle = deleting?.title ?? '';

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Courses</Trans>
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ course: null })}>
            <Trans>Add course</Trans>
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {stats.map((s) => (
            <StatCard key={s.label} label={s.label} value={s.value} loading={!error} />
          ))}
        </SimpleGrid>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t`Status`}
            styles={segmentStyles}
            value={status}
            onChange={(v) => setStatus(v)}
            data={[
              { value: 'all', label: t`All` },
              { value: 'active', label: t`Active` },
              { value: 'inactive', label: t`Inactive` },
            ]}
          />
          <Select
            label={t`Sort by`}
            data={courseSorts.map((s) => ({ value: s.value, label: i18n._(s.label) }))}
            value={sort}
            onChange={(v) => v && setSort(v)}
            allowDeselect={false}
            w={200}
          />
        </Group>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        {!courses && !error && <Skeleton h={200} />}
        {courses && shown.length === 0 && (
          <Text c="dimmed">{courses.length === 0 ? t`No courses yet. Add the first one.` : t`No course matches this filter.`}</Text>
        )}
        <Stack gap="sm">
          {shown.map((c) => {
            const title = c.title;
            const students = f.number(c.students);
            return (
              <Card key={c.id} withBorder padding="md" data-testid="admin-course">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{c.title}</Text>
                      <Badge variant="light" color={c.status === 'published' ? 'teal' : 'gray'}>
                        {i18n._(courseStatusLabels[c.status])}
                      </Badge>
                      {!c.isActive && (
                        <Badge variant="light" color="red">
                          <Trans>inactive</Trans>
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {i18n._(courseLevelLabels[c.level])} · {c.duration} · {c.instructor} · {f.rupees(c.price)} ·{' '}
                      <Trans>{students} students</Trans>
                    </Text>
                  </div>
                  {/* 44 px targets; delete sits apart, behind a divider, and asks before it deletes. */}
                  <Group gap="sm" wrap="nowrap">
                    <ActionIcon variant="subtle" size="xl" aria-label={t`Edit ${title}`} onClick={() => setEditing({ course: c })}>
                      <IconEdit size={20} />
                    </ActionIcon>
                    <Divider orientation="vertical" style={{ alignSelf: 'stretch' }} />
                    <ActionIcon variant="subtle" color="red" size="xl" aria-label={t`Delete ${title}`} onClick={() => setDeleting(c)}>
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Stack>
      <CourseFormModal opened={editing !== null} course={editing?.course ?? null} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete course`}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <Trans>Delete {deletingTitle}? This cannot be undone.</Trans>
      </ConfirmDeleteModal>
    </Container>
  );
}
