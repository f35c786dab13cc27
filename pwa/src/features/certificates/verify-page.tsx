import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Button, Container, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { defaultSiteConfig, messages, quizApi, quizLanguageNames, type Certificate } from '@institute/shared-schema';
import { ApiError } from '../../api/http';
import { endpointQuery, withQueries } from '../../api/queries';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { localName } from './certificate-search';

type State = { kind: 'loading' } | { kind: 'found'; certificate: Certificate } | { kind: 'missing' } | { kind: 'error'; message: string };

/** The public check of a certificate id (from its QR code): who earned it, in what, with what score, when. */
export const VerifyPage = withQueries(function VerifyPage({ id }: { id: string }) {
  const check = useQuery(endpointQuery(quizApi.certificate, { params: { id } }));
  const { t } = useT();
  const tm = useSharedText();
  const state: State = check.data
    ? { kind: 'found', certificate: check.data.certificate }
    : check.error
      ? check.error instanceof ApiError && check.error.status === 404
        ? { kind: 'missing' }
        : { kind: 'error', message: check.error.message }
      : { kind: 'loading' };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Certificate verification</Trans>
        </Title>
        {state.kind === 'loading' && (
          <Stack align="center" py="xl" role="status">
            <Loader aria-hidden />
            <Text c="dimmed">
              <Trans>Checking certificate {id}…</Trans>
            </Text>
          </Stack>
        )}
        {state.kind === 'missing' && (
          <Alert color="red" role="alert" title={t`Certificate not found`}>
            {tm(messages.quiz.certificateNotFound)}
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert color="orange" role="alert" title={t`Could not check the certificate`}>
            {state.message}
          </Alert>
        )}
        {state.kind === 'found' && <Verified certificate={state.certificate} />}
        <Button component={Link} to="/services/quiz" variant="subtle" w="fit-content">
          <Trans>About the Quiz Challenge</Trans>
        </Button>
      </Stack>
    </Container>
  );
});

function Verified({ certificate: c }: { certificate: Certificate }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const institute = defaultSiteConfig.name;
  // Each label is its row's key: no two are the same in any language.
  const rows = [
    [t`Name`, `${c.firstName} ${c.lastName}`],
    [t`Language`, quizLanguageNames[c.language]],
    [t`Tier`, `${localName(c.tier, i18n)} · ${localName(c.subLevel, i18n)}`],
    [t`Score`, `${f.number(c.score)} / ${f.number(c.totalQuestions)}`],
    [t`Date`, f.date(c.date)],
    [t`Certificate ID`, c.id],
  ] as const;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Stack gap={4} align="center" ta="center" role="status">
          <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden>
            <IconRosetteDiscountCheck size={36} />
          </ThemeIcon>
          <Title order={2} size="h3" c="var(--app-text-teal)">
            <Trans>Valid certificate</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>This certificate was issued by {institute} and is genuine.</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
