import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { defaultSiteConfig, liveSessionStatuses, messages, type AdminLiveSession, type Course } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';
import { focusFirstInvalid, serverFieldErrors, submittedForm, translateErrors } from '../../ui/form-errors';
import { sessionStatusLabels } from './session-labels';
import { notify } from '../../ui/notify';
import { useCreateSession, useUpdateSession } from './live-sessions-admin-api';
import { blankSession, fromSession, sessionFormErrors, toSessionForm, type SessionValues } from './session-form-values';
import { Modal } from '../../ui/dialogs';

const adminToastMs = 6000;

/**
 * Schedule (none selected) or edit a live session (spec sections 2, 5 and 9): title, description,
 * course, date, time (12:00 by default, the institute's time zone), duration (1 hour), maximum
 * participants (50), meeting link, status, and a recording link for a past session. Missing
 * required fields: "Please fill in all required fields", under each field and in a toast.
 */
export function LiveSessionFormModal({
  opened,
  session,
  courses,
  onClose,
}: {
  opened: boolean;
  session: AdminLiveSession | null;
  courses: Course[];
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={session ? t`Edit live session` : t`Schedule live session`} size="lg" centered>
      {opened && <SessionFormBody key={session?.id ?? 'new'} session={session} courses={courses} onClose={onClose} />}
    </Modal>
  );
}

function SessionFormBody({ session, courses, onClose }: { session: AdminLiveSession | null; courses: Course[]; onClose: () => void }) {
  const form = useForm<SessionValues>({
    mode: 'controlled',
    initialValues: session ? fromSession(session) : blankSession(courses.length === 1 ? courses[0]!.id : ''),
    validate: translateErrors(sessionFormErrors),
  });
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const timeZone = defaultSiteConfig.timeZone;
  const create = useCreateSession();
  const update = useUpdateSession();
  const busy = create.isPending || update.isPending;

  const save = async (values: SessionValues, formElement: Element | null) => {
    const body = toSessionForm(values);
    try {
      const answer = session ? await update.mutateAsync({ params: { id: session.id }, body }) : await create.mutateAsync({ body });
      void notify(answer.message, 'success', adminToastMs);
      onClose();
    } catch (err) {
      const fields = serverFieldErrors(err, Object.keys(values));
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusFirstInvalid(formElement);
      }
      const failed = session ? messages.adminSave.liveSessionUpdate : messages.adminSave.liveSessionCreate;
      void notify(`${tm(failed)}: ${err instanceof Error ? err.message : tm(failed)}`, 'error', adminToastMs);
    }
  };

  const invalid = (formElement: Element | null) => {
    focusFirstInvalid(formElement);
    void notify(messages.validation.sessionRequiredFields, 'error', adminToastMs);
  };

  return (
    <form
      onSubmit={form.onSubmit(
        (values, event) => void save(values, submittedForm(event)),
        (_errors, _values, event) => invalid(submittedForm(event)),
      )}
      noValidate
    >
      <Stack gap="sm">
        <TextInput label={t`Title`} required data-autofocus disabled={busy} {...form.getInputProps('title')} />
        <Textarea label={t`Description`} autosize minRows={2} disabled={busy} {...form.getInputProps('description')} />
        <Select
          label={t`Course`}
          required
          searchable
          data={courses.map((c) => ({ value: c.id, label: c.title }))}
          nothingFoundMessage={t`No course with this name`}
          disabled={busy}
          {...form.getInputProps('courseId')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput type="date" label={t`Date`} required disabled={busy} {...form.getInputProps('date')} />
          <TextInput
            type="time"
            label={t`Time`}
            description={t`Institute time (${timeZone})`}
            required
            disabled={busy}
            {...form.getInputProps('time')}
          />
          <TextInput label={t`Duration`} placeholder={t`1 hour`} disabled={busy} {...form.getInputProps('duration')} />
          <NumberInput label={t`Max participants`} min={1} disabled={busy} {...form.getInputProps('maxParticipants')} />
        </SimpleGrid>
        <TextInput label={t`Instructor`} disabled={busy} {...form.getInputProps('instructor')} />
        <TextInput label={t`Meeting link`} type="url" placeholder="https://" disabled={busy} {...form.getInputProps('meetingLink')} />
        <Select
          label={t`Status`}
          data={liveSessionStatuses.map((status) => ({ value: status, label: i18n._(sessionStatusLabels[status]) }))}
          allowDeselect={false}
          disabled={busy}
          {...form.getInputProps('status')}
        />
        <TextInput
          label={t`Recording link`}
          description={t`Add it once the session is over: students see View Recording`}
          type="url"
          placeholder="https://"
          disabled={busy}
          {...form.getInputProps('recordingLink')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="md" loading={busy}>
            {session ? <Trans>Save changes</Trans> : <Trans>Schedule session</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
