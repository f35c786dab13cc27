import '@mantine/core/styles/Combobox.css';
/**
 * The contact page (site spec "Contact"): the form, the institute's details, support hours and a
 * map. Signed in, a message is saved on the device and sent by sync (so it works offline);
 * a visitor's goes straight to the server.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Anchor, Button, Container, SimpleGrid, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import { linkTargetStyle } from '../../ui/touch';
import { contactApi, contactFormSchema, contactSubjects, defaultSiteConfig, fullName, messages } from '@institute/shared-schema';
import { call } from '../../api/client';
import { focusFirstInvalid, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { adoptTypedValues } from '../../ui/typed-before-hydration';
import { useSession } from '../../data/session';
import { useSharedText } from '../../i18n/shared-text';
import { mutate } from '../../sync/sync-runtime';

/** What the subject menu shows; the value sent stays English. */
const subjectLabels: Record<(typeof contactSubjects)[number], MessageDescriptor> = {
  'General Inquiry': msg`General Inquiry`,
  Support: msg`Support`,
  Feedback: msg`Feedback`,
};

export function ContactPage() {
  const { i18n } = useLingui();
  const { t } = useT();
  const session = useSession();
  const { online } = useNetwork();
  const [busy, setBusy] = useState(false);
  const site = defaultSiteConfig;
  const { location, phone, email } = site;
  const tm = useSharedText();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      email: '',
      subject: 'General Inquiry' as (typeof contactSubjects)[number],
      message: '',
    },
    validate: translateErrors(schemaResolver(contactFormSchema, { sync: true })),
  });

  // The page's HTML is a visitor's (prerendered, and adopted as it is): what was typed before the
  // script came is kept, and a signed-in reader's name and email fill the fields still empty. In a
  // layout effect: before a form sent early is sent again (app/early-taps.ts).
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    adoptTypedValues(formRef.current, form);
    if (!session) return;
    const { name, email } = form.getValues();
    if (!name) form.setFieldValue('name', fullName(session.user));
    if (!email) form.setFieldValue('email', session.user.email);
    // The form object is stable; the fill follows the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const send = form.onSubmit(
    async (values) => {
      setBusy(true);
      try {
        if (session) await mutate('contact.send', { ...values, id: crypto.randomUUID() });
        else await call(contactApi.send, { body: values });
        form.setFieldValue('message', '');
        void notify(messages.success.messageSent, 'success');
      } catch (e) {
        void notify(e instanceof Error ? e.message : String(e), 'error', 6000);
      } finally {
        setBusy(false);
      }
    },
    (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
  );

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        <Trans>Contact us</Trans>
      </Title>
      <Text c="dimmed" mb="lg">
        <Trans>Questions about a course, a batch or a payment? Write to us and we will answer within a day.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <Paper
            withBorder
            p={{ base: 'md', sm: 'xl' }}
            radius="md"
            component="form"
            ref={formRef}
            onSubmit={send}
            noValidate
            aria-label={t`Contact form`}
          >
            <Stack>
              <TextInput label={t`Name`} name="name" required autoComplete="name" {...form.getInputProps('name')} />
              <TextInput label={t`Email`} name="email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
              <Select
                label={t`Subject`}
                required
                data={contactSubjects.map((subject) => ({ value: subject, label: i18n._(subjectLabels[subject]) }))}
                allowDeselect={false}
                {...form.getInputProps('subject')}
              />
              <Textarea label={t`Message`} name="message" required autosize minRows={4} {...form.getInputProps('message')} />
              {!session && !online && (
                <Text size="sm" c="red">
                  <Trans>
                    You are offline. Sign in to save messages on this device and send them later, or try again when you are back online.
                  </Trans>
                </Text>
              )}
              <Button type="submit" loading={busy} disabled={!session && !online}>
                <Trans>Send message</Trans>
              </Button>
            </Stack>
          </Paper>
        </div>
        <div>
          <Stack>
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {site.name}
              </Title>
              <Text>{site.address}</Text>
              <Text>
                <Trans>
                  Phone:{' '}
                  <Anchor href={`tel:${phone.replace(/\s/g, '')}`} style={linkTargetStyle}>
                    {phone}
                  </Anchor>
                </Trans>
              </Text>
              <Text>
                <Trans>
                  Email:{' '}
                  <Anchor href={`mailto:${email}`} style={linkTargetStyle}>
                    {email}
                  </Anchor>
                </Trans>
              </Text>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                <Trans>Support hours</Trans>
              </Title>
              {site.supportHours.map((h) => (
                <Text key={h.days}>
                  {tm(h.days)}: {tm(h.hours)}
                </Text>
              ))}
            </Paper>
            {online && (
              <iframe
                title={t`Map of ${location}`}
                src={site.mapEmbedUrl}
                loading="lazy"
                style={{ border: 0, width: '100%', height: 240, borderRadius: 8 }}
              />
            )}
          </Stack>
        </div>
      </SimpleGrid>
    </Container>
  );
}
