import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in, registration and reset screens: centred, full width on phones. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container size={440} py={{ base: 'md', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="xs" mb="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
    </Container>
  );
}
