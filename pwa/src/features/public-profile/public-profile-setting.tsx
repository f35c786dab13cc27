/**
 * On a student's own profile page: whether their public profile (`/student/{id}`) is shown, with a
 * link to it. Changing it needs the network (the setting lives on the server, which answers 404 for
 * a hidden profile).
 */
import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Paper, Switch, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { messages, publicProfileApi } from '@institute/shared-schema';
import { call } from '../../api/client';
import { endpointQuery, keyOf, queryClient, withQueries } from '../../api/queries';
import { useSharedText } from '../../i18n/shared-text';
import { notify } from '../../ui/notify';

export const PublicProfileSetting = withQueries(function PublicProfileSetting({ userId }: { userId: string }) {
  const { online } = useNetwork();
  const tm = useSharedText();
  const visibility = useQuery(endpointQuery(publicProfileApi.visibility, {}));
  const [saving, setSaving] = useState(false);
  const shown = visibility.data?.visibility !== 'hidden';

  const change = async (show: boolean) => {
    setSaving(true);
    try {
      const answer = await call(publicProfileApi.setVisibility, { body: { visibility: show ? 'public' : 'hidden' } });
      queryClient.setQueryData(keyOf(publicProfileApi.visibility, {}), { visibility: answer.visibility });
      void notify(answer.message, 'success');
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.learningMore.profileVisibilityOffline, 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" data-testid="public-profile-setting">
      <Title order={2} size="h3" mb="xs">
        <Trans>Public profile</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Your name, photo, bio, completed courses and certificates, never your email, phone or address.</Trans>
      </Text>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          size="md"
          label={tm(messages.learningMore.profileVisibilityLabel)}
          checked={shown}
          disabled={!online || saving || !visibility.data}
          onChange={(e) => void change(e.currentTarget.checked)}
        />
        <Anchor
          renderRoot={(props) => <Link {...props} to="/student/$studentId" params={{ studentId: userId }} />}
          size="sm"
          mih={44}
          style={{ display: 'inline-flex', alignItems: 'center' }}
        >
          <Trans>View public profile</Trans>
        </Anchor>
      </Group>
      {!online && (
        <Text size="xs" c="dimmed" mt="xs">
          {tm(messages.learningMore.profileVisibilityOffline)}
        </Text>
      )}
    </Paper>
  );
});
