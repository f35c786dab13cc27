/**
 * The student's private calendar feed on the Live Sessions tab (issue 18): a `webcal://` address a
 * calendar app subscribes to (every live session of the student's courses, each with a reminder),
 * with Copy, Subscribe and Reset link (the old address stops working at once). Online only: the
 * address is the server's secret, asked for when the tab opens.
 */
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calendarFeedApi, messages } from '@institute/shared-schema';
import { call } from '../../api/client';
import { endpointQuery, keyOf, queryClient, withQueries } from '../../api/queries';
import { notify } from '../../ui/notify';
import { useSharedText } from '../../i18n/shared-text';

export const feedAddress = (path: string, origin = location.origin) => ({
  https: `${origin}${path}`,
  webcal: `${origin.replace(/^https?:/, 'webcal:')}${path}`,
});

export const CalendarFeedCard = withQueries(function CalendarFeedCard() {
  const { online } = useNetwork();
  const { t } = useT();
  const tm = useSharedText();
  const feed = useQuery({
    ...endpointQuery(calendarFeedApi.mine, {}, { fallback: messages.learningMore.calendarFeedOffline }),
    enabled: online,
  });
  const [resetting, setResetting] = useState(false);
  const address = feed.data ? feedAddress(feed.data.path) : null;

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address.webcal);
      void notify(messages.learningMore.calendarFeedCopied, 'success');
    } catch {
      // No clipboard permission: the address is selectable in the field.
    }
  };

  const reset = async () => {
    setResetting(true);
    try {
      const { message } = await call(calendarFeedApi.reset, {});
      await queryClient.invalidateQueries({ queryKey: keyOf(calendarFeedApi.mine) });
      void notify(message, 'success');
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.learningMore.calendarFeedOffline, 'error');
    } finally {
      setResetting(false);
    }
  };

  return (
    <Card withBorder radius="md" data-testid="calendar-feed">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {tm(messages.learningMore.calendarFeedTitle)}
        </Title>
        <Text size="sm" c="dimmed">
          {tm(messages.learningMore.calendarFeedHelp)}
        </Text>
        {!online && !address && (
          <Alert variant="light" color="gray">
            {tm(messages.learningMore.calendarFeedOffline)}
          </Alert>
        )}
        {feed.error && online && (
          <Alert variant="light" color="red">
            {feed.error.message}
          </Alert>
        )}
        {address && (
          <>
            <TextInput
              label={t`Calendar link`}
              value={address.webcal}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            />
            <Group gap="sm" wrap="wrap">
              <Button size="md" mih={44} onClick={() => void copy()}>
                <Trans>Copy</Trans>
              </Button>
              <Button size="md" mih={44} variant="light" component="a" href={address.webcal}>
                <Trans>Subscribe</Trans>
              </Button>
              <Button size="md" mih={44} variant="subtle" color="red" onClick={() => void reset()} loading={resetting} disabled={!online}>
                <Trans>Reset link</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
});
