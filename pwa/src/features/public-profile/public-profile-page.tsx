/**
 * The public student profile (site spec section 2: `/student/{studentId}`, no guard; issue 18):
 * name, photo, bio, completed courses and certificates with their verification links, for any
 * visitor. The server sends nothing else (never email, phone or address); a profile its owner hid,
 * or that does not exist, is the page "Profile not available".
 */
import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Anchor, Avatar, Button, Container, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { messages, publicProfileApi, quizLanguageNames, type PublicProfile } from '@institute/shared-schema';
import { ApiError } from '../../api/http';
import { subLevelLabels, tierLabels } from '../certificates/quiz-level-labels';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';

import { endpointQuery, withQueries } from '../../api/queries';

export const PublicProfilePage = withQueries(function PublicProfilePage({ studentId }: { studentId: string }) {
  const profile = useQuery({ ...endpointQuery(publicProfileApi.get, { params: { id: studentId } }), retry: false });
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  const { t } = useT();
  const tm = useSharedText();

  return (
    <Container size="sm" py="xl">
      {profile.isPending && (
        <Stack align="center" py="xl" role="status">
          <Loader aria-hidden />
          <Text c="dimmed">
            <Trans>Loading the profile…</Trans>
          </Text>
        </Stack>
      )}
      {missing && (
        <Stack gap="md" data-testid="profile-not-available">
          <Title order={1}>{tm(messages.learningMore.profileNotAvailable)}</Title>
          <Text c="dimmed">{tm(messages.learningMore.profileNotAvailableText)}</Text>
          <Button component={Link} to="/" variant="light" w="fit-content" size="md">
            <Trans>Go to Home</Trans>
          </Button>
        </Stack>
      )}
      {profile.error && !missing && (
        <Alert color="orange" role="alert" title={t`Could not load the profile`}>
          {profile.error.message}
        </Alert>
      )}
      {profile.data && <ProfileCard profile={profile.data} />}
    </Container>
  );
});

function ProfileCard({ profile: p }: { profile: PublicProfile }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const tm = useSharedText();
  const f = useFormat();
  const name = `${p.firstName} ${p.lastName}`.trim();
  return (
    <Stack gap="lg" data-testid="public-profile">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack align="center" gap="xs">
          <Avatar src={p.photoPath} alt={p.photoPath ? t`Photo of ${name}` : undefined} size={112} radius={112} color="blue">
            {`${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase()}
          </Avatar>
          <Title order={1} ta="center">
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Student</Trans>
          </Text>
          {p.bio && (
            <Text ta="center" style={{ whiteSpace: 'pre-wrap' }}>
              {p.bio}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} size="h3" mb="sm">
          {tm(messages.learningMore.completedCourses)}
        </Title>
        {p.completedCourses.length === 0 ? (
          <Text c="dimmed">{tm(messages.learningMore.noCompletedCourses)}</Text>
        ) : (
          <List spacing="xs">
            {p.completedCourses.map((c) => (
              <List.Item key={c.id}>{c.title}</List.Item>
            ))}
          </List>
        )}
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} size="h3" mb="sm">
          {tm(messages.learningMore.certificates)}
        </Title>
        {p.certificates.length === 0 ? (
          <Text c="dimmed">{tm(messages.learningMore.noCertificates)}</Text>
        ) : (
          <Stack gap="sm">
            {p.certificates.map((c) => (
              <div key={c.id}>
                <Text fw={600}>
                  {quizLanguageNames[c.language]} · {i18n._(tierLabels[c.tier])} · {i18n._(subLevelLabels[c.subLevel])}
                </Text>
                <Text size="sm" c="dimmed">
                  {f.date(c.date)} ·{' '}
                  <Anchor renderRoot={(props) => <Link {...props} to="/certificates/$id" params={{ id: c.id }} />}>
                    {t`Verify certificate ${ph({ id: c.id })}`}
                  </Anchor>
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
