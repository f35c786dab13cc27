import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { defaultSiteConfig } from '@institute/shared-schema';

const stats = [
  { value: '2000+', label: 'Students trained' },
  { value: '5000+', label: 'Career guidances' },
  { value: '92%', label: 'Job placement rate' },
];

const journey = ['Entry', 'Trained', 'Mock Interview', 'Live Project', 'Internship'];

/** The home page (spec section 2): the offer, the three figures and the learning journey. Prerendered at build time. */
export function HomePage() {
  return (
    <>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack gap="lg" maw={720}>
          <Badge color="pink" size="lg" variant="light" w="fit-content">
            20% off on upcoming batches
          </Badge>
          <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1}>
            Learn to code with {defaultSiteConfig.shortName}. Get placed.
          </Title>
          <Text size="lg" c="dimmed">
            Java, Python, C, C++, JavaScript and more: live batches, practice quizzes, an online code editor and a resume builder that keep
            working on your phone even without a network.
          </Text>
          <Group>
            <Button component={Link} to="/courses" size="md">
              Browse courses
            </Button>
            <Button component={Link} to="/register" size="md" variant="outline" color="pink">
              Register free
            </Button>
          </Group>
        </Stack>
      </Container>
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          {stats.map((s) => (
            <Stack key={s.label} gap={0} p="lg" bg="blue.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Text fz={36} fw={800} c="blue.8">
                {s.value}
              </Text>
              <Text c="dimmed">{s.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Title order={2} mt={48} mb="md">
          Your learning journey
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 5 }} spacing="sm" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {journey.map((step, i) => (
            <Stack
              component="li"
              key={step}
              gap={4}
              p="md"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text c="pink.8" fw={700} size="sm">
                Step {i + 1}
              </Text>
              <Text fw={600}>{step}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
