import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Combobox.css';
/**
 * Testimonials (site spec "About: Testimonials"): the list, stats and the add dialog. Approved
 * testimonials come from the device (the `public` bucket); the signed-in learner's own, still
 * waiting for approval, are shown to them marked as such. Signed in, a testimonial is saved on
 * the device and sent by sync (offline too); a visitor's goes straight to the server.
 */
import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Rating,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { useLiveQuery } from '../../data/use-live-query';
import { useMemo, useState } from 'react';
import {
  defaultRating,
  messages,
  newestFirst,
  testimonialCourses,
  testimonialFormSchema,
  testimonialsApi,
  type Testimonial,
} from '@institute/shared-schema';
import { call } from '../../api/client';
import { useFormat } from '../../i18n/format';
import { db } from '../../data/db';
import { mutate } from '../../sync/sync-runtime';
import { useBucketQuery } from '../../sync/use-bucket';
import { focusFirstInvalid, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { useSession } from '../../data/session';
import { Modal } from '../../ui/dialogs';

type Shown = Testimonial & { pending?: boolean };

export function TestimonialsPage() {
  const session = useSession();
  const { online } = useNetwork();
  const { t } = useLingui();
  const f = useFormat();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  // The approved ones come in the page's HTML (drawn by the server), then from the device.
  const { data: approvedRows } = useBucketQuery(
    'public',
    () => db.testimonials.where('bucket').equals('public').toArray(),
    [],
    (page) => page.testimonials as Testimonial[] | undefined,
  );
  const userId = session?.user.id;
  const mine = useLiveQuery(
    async () => (userId ? ((await db.collection('myTestimonials').toArray()) as unknown as Testimonial[]) : []),
    [userId],
    [],
  );
  const list = useMemo((): Shown[] | undefined => {
    if (!approvedRows) return undefined;
    const waiting = mine.filter((t) => !t.approved && !approvedRows.some((a) => a.id === t.id)).map((t) => ({ ...t, pending: true }));
    return [...waiting, ...approvedRows].sort(newestFirst);
  }, [approvedRows, mine]);

  const initialValues = { text: '', author: '', course: '' as string, faculty: '', rating: defaultRating };
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: translateErrors(schemaResolver(testimonialFormSchema, { sync: true })),
  });
  // The dialog starts over, rating 5, each time it closes (spec section 4).
  const closeDialog = () => {
    close();
    form.setValues(initialValues);
    form.clearErrors();
  };

  const submit = form.onSubmit(
    async (values) => {
      setBusy(true);
      try {
        const parsed = testimonialFormSchema.parse(values);
        if (session) await mutate('testimonial.submit', { ...parsed, id: crypto.randomUUID() });
        else await call(testimonialsApi.submit, { body: parsed }, { fallback: messages.public.testimonialSubmitFailed });
        void notify(messages.success.testimonialSubmitted, 'success');
        closeDialog();
      } catch (e) {
        void notify(e instanceof Error ? e.message : messages.public.testimonialSubmitFailed, 'error', 6000);
      } finally {
        setBusy(false);
      }
    },
    (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
  );

  const approved = list?.filter((t) => !t.pending) ?? [];
  const average = approved.length ? approved.reduce((sum, item) => sum + item.rating, 0) / approved.length : 0;
  const total = approved.length;
  const count = f.number(total);
  const averageText = f.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={1}>
            <Trans>Testimonials</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>What our learners say.</Trans>
          </Text>
        </div>
        <Button onClick={open}>
          <Trans>Add testimonial</Trans>
        </Button>
      </Group>
      <Group mb="lg" gap="xl">
        <Text>
          <Trans>
            <b>{count}</b> <Plural value={total} one="testimonial" other="testimonials" />
          </Trans>
        </Text>
        <Text>
          <Trans>
            Average rating <b>{averageText}</b> / 5
          </Trans>
        </Text>
      </Group>
      {list === undefined ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label={t`Loading testimonials`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={160} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Text c="dimmed">
          <Trans>No testimonials yet. Be the first to share your experience.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {list.map((item) => (
            <Card key={item.id} withBorder radius="md" padding="lg" data-testid="testimonial">
              <Group justify="space-between" mb="xs">
                <Rating value={item.rating} readOnly role="img" aria-label={t`${ph({ rating: f.number(item.rating) })} out of 5`} />
                {item.pending && (
                  <Badge color="yellow" variant="light">
                    <Trans>Waiting for approval</Trans>
                  </Badge>
                )}
              </Group>
              <Text mb="sm">“{item.text}”</Text>
              <Text fw={600}>{item.author}</Text>
              <Text size="sm" c="dimmed">
                {item.course} · {item.faculty}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Modal opened={opened} onClose={closeDialog} title={t`Add testimonial`} centered>
        <form onSubmit={submit} noValidate>
          <Stack>
            {/* Labels name what the error messages name: "Testimonial text is required", "Author is required". */}
            <Textarea label={t`Testimonial text`} required autosize minRows={3} {...form.getInputProps('text')} />
            <TextInput label={t`Author`} description={t`Your name, as it will be shown`} required {...form.getInputProps('author')} />
            <Select label={t`Course`} required data={testimonialCourses} {...form.getInputProps('course')} />
            <TextInput label={t`Faculty`} required {...form.getInputProps('faculty')} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="rating-label">
                <Trans>Rating</Trans>
              </Text>
              {/* 44 px stars: each one a thumb's target on a phone. */}
              <Rating aria-labelledby="rating-label" size={44} {...form.getInputProps('rating')} />
              {form.errors.rating && (
                <Text size="xs" c="red">
                  {form.errors.rating}
                </Text>
              )}
            </Stack>
            {!session && !online && (
              <Text size="sm" c="red">
                <Trans>You are offline. Sign in to save it on this device and send it later, or try again when you are back online.</Trans>
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeDialog}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={busy} disabled={!session && !online}>
                <Trans>Submit</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Container>
  );
}
