import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { jobRoles, messages, type Job } from '@institute/shared-schema';
import { focusFirstInvalid, serverFieldErrors, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { blankJob, fromJob, jobFormErrors, toJobForm, type JobValues } from './job-form-values';
import { useCreateJob, useUpdateJob } from './jobs-admin-api';
import { jobRoleLabels } from './job-role-labels';

const adminToastMs = 6000;

/**
 * Post a job, or change the one chosen in the list (site spec section 5, Job form): every field but
 * salary required, skills comma separated, dates from the browser's date picker (ISO form). Each
 * problem shows under its field and the first invalid field takes the focus.
 */
export function JobForm({ job, onDone }: { job: Job | null; onDone: () => void }) {
  const form = useForm<JobValues>({
    mode: 'controlled',
    initialValues: job ? fromJob(job) : blankJob(),
    validate: translateErrors(jobFormErrors),
  });
  const { i18n } = useLingui();
  const { t } = useT();
  const jobTitle = job?.title ?? '';
  const create = useCreateJob();
  const update = useUpdateJob();
  const busy = create.isPending || update.isPending;

  const save = async (values: JobValues, formElement: Element | null) => {
    const body = toJobForm(values);
    try {
      const answer = job ? await update.mutateAsync({ params: { id: job.id }, body }) : await create.mutateAsync({ body });
      void notify(answer.message, 'success', adminToastMs);
      form.setValues(blankJob());
      form.resetDirty();
      onDone();
    } catch (err) {
      const fields = serverFieldErrors(err, Object.keys(values));
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusFirstInvalid(formElement);
        return;
      }
      void notify(err instanceof Error ? err.message : messages.jobs.saveFailed, 'error', adminToastMs);
    }
  };

  const field = (name: keyof JobValues) => ({ disabled: busy, ...form.getInputProps(name) });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="job-form-title">
      <form
        onSubmit={form.onSubmit(
          (values, event) => void save(values, submittedForm(event)),
          (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="job-form-title">
            {job ? <Trans>Edit job: {jobTitle}</Trans> : <Trans>Post a job</Trans>}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={t`Title`} required maxLength={200} {...field('title')} />
            <TextInput label={t`Company`} required maxLength={200} {...field('company')} />
            <Select
              label={t`Role`}
              required
              data={jobRoles.map((role) => ({ value: role, label: i18n._(jobRoleLabels[role]) }))}
              allowDeselect={false}
              {...field('role')}
            />
            <TextInput label={t`Location`} required maxLength={200} {...field('location')} />
            <TextInput label={t`Skills`} description={t`Comma separated`} required maxLength={500} {...field('skills')} />
            <TextInput label={t`Experience`} required placeholder={t`0-2 years`} maxLength={100} {...field('experience')} />
            <TextInput label={t`Posted date`} type="date" required {...field('postedOn')} />
            <TextInput label={t`Last date`} type="date" required {...field('lastDate')} />
            <TextInput
              label={t`Eligible batches`}
              required
              placeholder={t`2024-2025 Batch`}
              maxLength={100}
              {...field('batchEligibility')}
            />
            <TextInput
              label={t`Salary`}
              description={t`Optional; shown as Not specified when empty`}
              maxLength={100}
              {...field('salary')}
            />
          </SimpleGrid>
          <TextInput label={t`Link`} description={t`Where students apply`} type="url" required maxLength={2048} {...field('link')} />
          <Textarea label={t`Description`} required autosize minRows={3} maxLength={5000} {...field('description')} />
          <Group justify="flex-end">
            {job && (
              <Button variant="default" size="md" onClick={onDone} disabled={busy}>
                <Trans>Cancel edit</Trans>
              </Button>
            )}
            <Button type="submit" size="md" loading={busy}>
              {job ? <Trans>Save changes</Trans> : <Trans>Post job</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
