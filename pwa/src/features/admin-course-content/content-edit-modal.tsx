import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { assignmentRules, contentApi, contentEditSchema, messages, type CourseContent } from '@institute/shared-schema';
import { useEndpointMutation } from '../../api/queries';
import { useSharedText } from '../../i18n/shared-text';
import { focusFirstInvalid, serverFieldErrors, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { Modal } from '../../ui/dialogs';

const adminToastMs = 6000;
const fields = ['title', 'description', 'duration', 'dueDate', 'maxMarks'] as const;

/**
 * Edit a lesson (issue 18): its title, description and duration, and an assignment's due date and
 * maximum marks. The file, the type and the live session stay as added (a new file is a new lesson).
 * The server refuses a new maximum once a student has submitted, under the field.
 */
export function ContentEditModal({ content, onClose }: { content: CourseContent | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={content !== null} onClose={onClose} title={t`Edit lesson`} centered>
      {content && <EditForm key={content.id} content={content} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ content, onClose }: { content: CourseContent; onClose: () => void }) {
  const { t } = useLingui();
  const tm = useSharedText();
  const update = useEndpointMutation(contentApi.update, {
    invalidates: [contentApi.list],
    fallback: messages.learning.contentUpdateFailed,
  });
  const assignment = content.type === 'assignment';
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: content.title,
      description: content.description,
      duration: content.duration ?? '',
      dueDate: content.dueDate ?? '',
      maxMarks: String(content.maxMarks ?? assignmentRules.defaultMaxMarks),
    },
    validate: translateErrors(schemaResolver(contentEditSchema, { sync: true })),
  });

  const save = async (formElement: Element | null) => {
    try {
      const body = contentEditSchema.parse(form.getValues());
      const answer = await update.mutateAsync({ params: { id: content.id }, body });
      void notify(answer.message, 'success', adminToastMs);
      onClose();
    } catch (err) {
      const found = serverFieldErrors(err, fields);
      if (Object.keys(found).length > 0) {
        form.setErrors(found);
        focusFirstInvalid(formElement);
      }
      void notify(`${tm(messages.learning.contentUpdateFailed)}: ${err instanceof Error ? err.message : ''}`, 'error', adminToastMs);
    }
  };

  const busy = update.isPending;
  return (
    <form
      onSubmit={form.onSubmit(
        (_values, event) => void save(submittedForm(event)),
        (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
      )}
      noValidate
    >
      <Stack>
        <TextInput label={t`Title`} required data-autofocus disabled={busy} {...form.getInputProps('title')} />
        <Textarea label={t`Description`} autosize minRows={2} disabled={busy} {...form.getInputProps('description')} />
        <TextInput label={t`Duration`} placeholder={t`12 min`} disabled={busy} {...form.getInputProps('duration')} />
        {assignment && (
          <Group grow align="flex-start" wrap="wrap">
            <TextInput type="date" label={t`Due date`} disabled={busy} miw={180} {...form.getInputProps('dueDate')} />
            <TextInput label={t`Maximum marks`} inputMode="numeric" disabled={busy} miw={140} {...form.getInputProps('maxMarks')} />
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="md" loading={busy}>
            <Trans>Save changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
