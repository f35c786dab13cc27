import '@mantine/core/styles/Rating.css';
import { Button, Group, Rating, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, testimonialCourses, testimonialFormSchema, type Testimonial } from '@institute/shared-schema';
import { focusFirstInvalid, serverFieldErrors, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { useUpdateTestimonial } from './reviews-admin-api';
import { Modal } from '../../ui/dialogs';

const adminToastMs = 6000;
const fields = ['text', 'author', 'course', 'faculty', 'rating'] as const;

/**
 * The edit dialog of Reviews (site spec sections 2, 5 and 8): text, author, course (one of the
 * spec's five), faculty and rating 1 to 5, all required, with the form's messages under each
 * field; "Testimonial updated successfully!" or "Failed to update testimonial. Please try again."
 */
export function TestimonialEditModal({ testimonial, onClose }: { testimonial: Testimonial | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={testimonial !== null} onClose={onClose} title={t`Edit testimonial`} centered>
      {testimonial && <EditForm key={testimonial.id} testimonial={testimonial} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ testimonial, onClose }: { testimonial: Testimonial; onClose: () => void }) {
  const update = useUpdateTestimonial();
  const { t } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      text: testimonial.text,
      author: testimonial.author,
      course: testimonial.course,
      faculty: testimonial.faculty,
      rating: testimonial.rating,
    },
    validate: translateErrors(schemaResolver(testimonialFormSchema, { sync: true })),
  });

  const save = async (formElement: Element | null) => {
    try {
      const body = testimonialFormSchema.parse(form.getValues());
      const answer = await update.mutateAsync({ params: { id: testimonial.id }, body });
      void notify(answer.message, 'success', adminToastMs);
      onClose();
    } catch (err) {
      const found = serverFieldErrors(err, fields);
      if (Object.keys(found).length > 0) {
        form.setErrors(found);
        focusFirstInvalid(formElement);
      }
      void notify(messages.adminSave.testimonial, 'error', adminToastMs);
    }
  };

  return (
    <form
      onSubmit={form.onSubmit(
        (_values, event) => void save(submittedForm(event)),
        (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
      )}
      noValidate
    >
      <Stack>
        <Textarea
          label={t`Testimonial text`}
          required
          autosize
          minRows={3}
          data-autofocus
          disabled={update.isPending}
          {...form.getInputProps('text')}
        />
        <TextInput label={t`Author`} required disabled={update.isPending} {...form.getInputProps('author')} />
        <Select
          label={t`Course`}
          required
          data={testimonialCourses}
          allowDeselect={false}
          disabled={update.isPending}
          {...form.getInputProps('course')}
        />
        <TextInput label={t`Faculty`} required disabled={update.isPending} {...form.getInputProps('faculty')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="edit-rating-label">
            <Trans>Rating</Trans>
          </Text>
          <Rating aria-labelledby="edit-rating-label" size={44} readOnly={update.isPending} {...form.getInputProps('rating')} />
          {form.errors.rating && (
            <Text size="xs" c="red">
              {form.errors.rating}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose} disabled={update.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="md" loading={update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
