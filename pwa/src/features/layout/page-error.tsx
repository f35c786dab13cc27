import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { publicMessages } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';

/**
 * What a page that failed to open shows in place of the router's bare "Something went wrong!":
 * most often its code could not be fetched (the network went away before the service worker kept
 * it). Offline it says so and opens the page by itself once the device is back online; otherwise
 * Try again loads it afresh. The header and footer stay, so the rest of the app is one tap away.
 */
export function PageError({ error }: ErrorComponentProps) {
  const { online } = useNetwork();
  const tm = useSharedText();
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{tm(publicMessages.pageFailedTitle)}</Title>
        <Text c="dimmed">{tm(online ? publicMessages.pageFailedText : publicMessages.pageOfflineText)}</Text>
        <Group justify="center">
          <Button size="md" onClick={() => window.location.reload()} disabled={!online}>
            {tm(publicMessages.tryAgain)}
          </Button>
          <Button component={Link} to="/" size="md" variant="default">
            {tm(publicMessages.goHome)}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
