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
import { courseLevels, courseStatuses, messages, type Course } from '@institute/shared-schema';
import { focusFirstInvalid, serverFieldErrors, submittedForm } from '../../ui/form-errors';
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
  return (
    <Modal opened={opened} onClose={onClose} title={course ? 'Edit course' : 'Add course'} size="lg" centered>
      {opened && <CourseFormBody key={course?.id ?? 'new'} course={course} onClose={onClose} />}
    </Modal>
  );
}

function CourseFormBody({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const form = useForm<CourseValues>({
    mode: 'controlled',
    initialValues: course ? fromCourse(course) : blankCourse,
    validate: courseFormErrors,
  });
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
        `${messages.adminSave.course} ${err instanceof Error ? err.message : messages.validation.courseFormFallback}`,
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
        <TextInput label="Title" required data-autofocus disabled={busy} {...form.getInputProps('title')} />
        <Textarea label="Description" required autosize minRows={2} disabled={busy} {...form.getInputProps('description')} />
        <Group grow align="flex-start">
          <Select label="Level" required data={[...courseLevels]} disabled={busy} {...form.getInputProps('level')} />
          <TextInput label="Duration" required placeholder="8 weeks" disabled={busy} {...form.getInputProps('duration')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Instructor" required disabled={busy} {...form.getInputProps('instructor')} />
          <TextInput label="Category" disabled={busy} {...form.getInputProps('category')} />
        </Group>
        {/* One column on a phone: the longer label would wrap and push its box below its neighbour's. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <NumberInput label="Price (₹)" required min={0} thousandSeparator="," disabled={busy} {...form.getInputProps('price')} />
          <NumberInput
            label="Original price (₹)"
            required
            min={0}
            thousandSeparator=","
            disabled={busy}
            {...form.getInputProps('originalPrice')}
          />
        </SimpleGrid>
        <Group grow align="flex-end">
          <Select label="Status" data={[...courseStatuses]} disabled={busy} {...form.getInputProps('status')} />
          <Switch label="Active" disabled={busy} mb={8} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        </Group>
        <TextInput label="Skills" description="Comma separated" disabled={busy} {...form.getInputProps('skills')} />
        <Divider label="Syllabus" labelPosition="left" />
        {topics.length === 0 && (
          <Text size="sm" c="dimmed">
            No topics yet.
          </Text>
        )}
        {form.errors.topics && (
          <Text size="sm" c="var(--app-text-red)" role="alert">
            {form.errors.topics}
          </Text>
        )}
        {topics.map((t, i) => (
          <Group key={t.key} align="flex-start" wrap="nowrap" gap="md">
            <Stack gap={4} style={{ flex: 1 }}>
              <TextInput label={`Topic ${i + 1}`} disabled={busy} {...form.getInputProps(`topics.${i}.mainTopic`)} />
              <Textarea
                label={`Sub topics of topic ${i + 1}`}
                description="One per line"
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
              aria-label={`Remove topic ${i + 1}`}
              onClick={() => form.removeListItem('topics', i)}
              disabled={busy}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('topics', newTopic())}
          disabled={busy}
          style={{ alignSelf: 'flex-start' }}
        >
          Add topic
        </Button>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" size="md" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={busy}>
            {course ? 'Save changes' : 'Create course'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
