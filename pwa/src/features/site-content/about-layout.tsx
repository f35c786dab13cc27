import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of an about page: its heading, a lead paragraph, then its sections. */
export function AboutLayout({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text size="lg" c="dimmed" maw={760}>
            {lead}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
