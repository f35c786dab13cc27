import { Alert, Button, Container, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  defaultSiteConfig,
  formatDate,
  messages,
  quizApi,
  quizLanguageNames,
  quizSubLevelNames,
  quizTierNames,
  type Certificate,
} from '@institute/shared-schema';
import { ApiError } from '../../api/http';
import { endpointQuery, withQueries } from '../../api/queries';

type State = { kind: 'loading' } | { kind: 'found'; certificate: Certificate } | { kind: 'missing' } | { kind: 'error'; message: string };

/** The public check of a certificate id (from its QR code): who earned it, in what, with what score, when. */
export const VerifyPage = withQueries(function VerifyPage({ id }: { id: string }) {
  const check = useQuery(endpointQuery(quizApi.certificate, { params: { id } }));
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
        <Title order={1}>Certificate verification</Title>
        {state.kind === 'loading' && (
          <Stack align="center" py="xl" role="status">
            <Loader aria-hidden />
            <Text c="dimmed">Checking certificate {id}…</Text>
          </Stack>
        )}
        {state.kind === 'missing' && (
          <Alert color="red" role="alert" title="Certificate not found">
            {messages.quiz.certificateNotFound}
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert color="orange" role="alert" title="Could not check the certificate">
            {state.message}
          </Alert>
        )}
        {state.kind === 'found' && <Verified certificate={state.certificate} />}
        <Button component={Link} to="/services/quiz" variant="subtle" w="fit-content">
          About the Quiz Challenge
        </Button>
      </Stack>
    </Container>
  );
});

function Verified({ certificate: c }: { certificate: Certificate }) {
  const rows = [
    ['Name', `${c.firstName} ${c.lastName}`],
    ['Language', quizLanguageNames[c.language]],
    ['Tier', `${quizTierNames[c.tier]} · ${quizSubLevelNames[c.subLevel]}`],
    ['Score', `${c.score} / ${c.totalQuestions}`],
    ['Date', formatDate(c.date)],
    ['Certificate ID', c.id],
  ] as const;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Stack gap={4} align="center" ta="center" role="status">
          <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden>
            <IconRosetteDiscountCheck size={36} />
          </ThemeIcon>
          <Title order={2} size="h3" c="var(--app-text-teal)">
            Valid certificate
          </Title>
          <Text c="dimmed">This certificate was issued by {defaultSiteConfig.name} and is genuine.</Text>
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
