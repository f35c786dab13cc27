import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { courseLevels, courseStatuses, messages, type Course } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { focusFirstInvalid, serverFieldErrors, submittedForm, translateErrors } from '../../ui/form-errors';
import { courseLevelLabels } from '../courses/course-level-labels';
import { courseStatusLabels } from './course-labels';
import { notify } from '../../ui/notify';
import { blankCourse, courseFieldOf, courseFormErrors, fromCourse, newTopic, toCourseForm, type CourseValues } from './course-form-values';
import { useCreateCourse, useUpdateCourse } from './courses-admin-api';
import { Modal } from '../../ui/dialogs';

const adminToastMs = 6000;

/**
 * Add (none selected) or edit a course (spec sections 4 and 5). Each problem shows under its field
 * and the first invalid field takes the focus (issue 23); a toast only for what belongs to no field.
 * Syllabus topics are kept only with a main topic and a sub topic.
 */
export function CourseFormModal({ opened, course, onClose }: { opened: boolean; course: Course | null; onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={course ? t`Edit course` : t`Add course`} size="lg" centered>
      {opened && <CourseFormBody key={course?.id ?? 'new'} course={course} onClose={onClose} />}
    </Modal>
  );
}

function CourseFormBody({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const form = useForm<CourseValues>({
    mode: 'controlled',
    initialValues: course ? fromCourse(course) : blankCourse,
    validate: translateErrors(courseFormErrors),
  });
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const f = useFormat();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const busy = create.isPending || update.isPending;
  const topics = form.values.topics;

  const save = async (values: CourseValues, formElement: Element | null) => {
    const body = toCourseForm(values);
    try {
      const answer = course ? await update.mutateAsync({ params: { id: course.id }, body }) : await create.mutateAsync({ body });
      void notify(answer.message, 'success', adminToastMs);
      onClose();
    } catch (err) {
      const fields = serverFieldErrors(err, Object.keys(values), (field) => courseFieldOf(field.split('.')));
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        focusFirstInvalid(formElement);
        return;
      }
      void notify(
        `${tm(messages.adminSave.course)} ${err instanceof Error ? err.message : tm(messages.validation.courseFormFallback)}`,
        'error',
        adminToastMs,
      );
    }
  };

  return (
    <form
      onSubmit={form.onSubmit(
        (values, event) => void save(values, submittedForm(event)),
        (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
      )}
      noValidate
    >
      <Stack gap="sm">
        <TextInput label={t`Title`} required data-autofocus disabled={busy} {...form.getInputProps('title')} />
        <Textarea label={t`Description`} required autosize minRows={2} disabled={busy} {...form.getInputProps('description')} />
        <Group grow align="flex-start">
          <Select
            label={t`Level`}
            required
            data={courseLevels.map((level) => ({ value: level, label: i18n._(courseLevelLabels[level]) }))}
            disabled={busy}
            {...form.getInputProps('level')}
          />
          <TextInput label={t`Duration`} required placeholder={t`8 weeks`} disabled={busy} {...form.getInputProps('duration')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t`Instructor`} required disabled={busy} {...form.getInputProps('instructor')} />
          <TextInput label={t`Category`} disabled={busy} {...form.getInputProps('category')} />
        </Group>
        {/* One column on a phone: the longer label would wrap and push its box below its neighbour's. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <NumberInput label={t`Price (₹)`} required min={0} thousandSeparator="," disabled={busy} {...form.getInputProps('price')} />
          <NumberInput
            label={t`Original price (₹)`}
            required
            min={0}
            thousandSeparator=","
            disabled={busy}
            {...form.getInputProps('originalPrice')}
          />
        </SimpleGrid>
        <Group grow align="flex-end">
          <Select
            label={t`Status`}
            data={courseStatuses.map((status) => ({ value: status, label: i18n._(courseStatusLabels[status]) }))}
            disabled={busy}
            {...form.getInputProps('status')}
          />
          <Switch label={t`Active`} disabled={busy} mb={8} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        </Group>
        <TextInput label={t`Skills`} description={t`Comma separated`} disabled={busy} {...form.getInputProps('skills')} />
        <Divider label={t`Syllabus`} labelPosition="left" />
        {topics.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No topics yet.</Trans>
          </Text>
        )}
        {form.errors.topics && (
          <Text size="sm" c="var(--app-text-red)" role="alert">
            {form.errors.topics}
          </Text>
        )}
        {topics.map((topic, i) => {
          const number = f.number(i + 1);
          return (
            <Group key={topic.key} align="flex-start" wrap="nowrap" gap="md">
              <Stack gap={4} style={{ flex: 1 }}>
                <TextInput label={t`Topic ${number}`} disabled={busy} {...form.getInputProps(`topics.${i}.mainTopic`)} />
                <Textarea
                  label={t`Sub topics of topic ${number}`}
                  description={t`One per line`}
                  autosize
                  minRows={2}
                  disabled={busy}
                  {...form.getInputProps(`topics.${i}.subTopics`)}
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                size="xl"
                mt={20}
                aria-label={t`Remove topic ${number}`}
                onClick={() => form.removeListItem('topics', i)}
                disabled={busy}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('topics', newTopic())}
          disabled={busy}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add topic</Trans>
        </Button>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="md" loading={busy}>
            {course ? <Trans>Save changes</Trans> : <Trans>Create course</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
