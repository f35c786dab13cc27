import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A plain page of prose (privacy policy, terms). */
export function TextPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          <Trans>Last updated {updated}</Trans>
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
