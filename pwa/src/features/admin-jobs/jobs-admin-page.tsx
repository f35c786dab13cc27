import { ActionIcon, Badge, Card, Container, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { arrangeJobs, isJobClosed, localDay, messages, type Job } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { withQueries } from '../../api/queries';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { ErrorAlert } from '../../ui/error-alert';
import { notify } from '../../ui/notify';
import { JobForm } from './job-form';
import { jobsQuery, useDeleteJob } from './jobs-admin-api';
import { jobRoleLabels } from './job-role-labels';

const adminToastMs = 6000;

/** Job management (site spec section 2, Administrator area): the job form, the posted jobs with edit and delete (confirmed). */
export const JobsAdminPage = withQueries(JobsAdminScreen);

function JobsAdminScreen() {
  const query = useQuery(jobsQuery());
  const jobs = query.data?.data ?? null;
  const error = query.error?.message ?? null;
  const remove = useDeleteJob();
  const [editing, setEditing] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const today = localDay();
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const f = useFormat();
  const jobCount = jobs ? f.number(jobs.length) : null;
  const deletingTitle = deleting?.title ?? '';
  const deletingCompany = deleting?.company ?? '';

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync({ params: { id: deleting.id } });
      void notify(answer.message, 'success', adminToastMs);
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.adminSave.deleteJob, 'error', adminToastMs);
    }
  };

  const edit = (job: Job) => {
    setEditing(job);
    requestAnimationFrame(() => document.getElementById('job-form-title')?.scrollIntoView({ block: 'start' }));
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Job Portal</Trans>
        </Title>
        <JobForm key={editing?.id ?? 'new'} job={editing} onDone={() => setEditing(null)} />
        <Title order={2} size="h3">
          {jobCount === null ? <Trans>Posted jobs</Trans> : <Trans>Posted jobs ({jobCount})</Trans>}
        </Title>
        <ErrorAlert message={error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        {!jobs && !error && <Skeleton h={160} aria-label={t`Loading jobs`} />}
        {jobs?.length === 0 && <Text c="dimmed">{tm(messages.jobs.noneYet)}</Text>}
        <Stack gap="sm">
          {arrangeJobs(jobs ?? [], today).map((j) => {
            const { title } = j;
            const posted = f.date(j.postedOn);
            const deadline = f.date(j.lastDate);
            return (
              <Card key={j.id} withBorder padding="md" data-testid="admin-job">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{j.title}</Text>
                      <Badge variant="light" color={j.role === 'Internship' ? 'pink' : 'teal'}>
                        {i18n._(jobRoleLabels[j.role])}
                      </Badge>
                      {isJobClosed(j, today) && <Badge color="gray">{tm(messages.jobs.closed)}</Badge>}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {j.company} · {j.location} ·{' '}
                      <Trans>
                        Posted {posted} · Deadline {deadline}
                      </Trans>
                    </Text>
                  </div>
                  <Group gap="sm" wrap="nowrap">
                    <ActionIcon variant="subtle" size="xl" aria-label={t`Edit ${title}`} onClick={() => edit(j)}>
                      <IconEdit size={20} />
                    </ActionIcon>
                    <Divider orientation="vertical" style={{ alignSelf: 'stretch' }} />
                    <ActionIcon variant="subtle" color="red" size="xl" aria-label={t`Delete ${title}`} onClick={() => setDeleting(j)}>
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Stack>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t`Delete job`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <Trans>
          Delete {deletingTitle} at {deletingCompany}? This cannot be undone.
        </Trans>
      </ConfirmDeleteModal>
    </Container>
  );
}
