import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { publicMessages } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';

export function NotFoundPage() {
  const tm = useSharedText();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={900} c="blue.6" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{tm(publicMessages.notFoundTitle)}</Title>
        <Text c="dimmed">{tm(publicMessages.notFoundText)}</Text>
        <Button component={Link} to="/" size="md">
          {tm(publicMessages.goHome)}
        </Button>
      </Stack>
    </Container>
  );
}
