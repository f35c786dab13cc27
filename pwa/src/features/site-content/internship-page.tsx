import '@mantine/core/styles/Blockquote.css';
import { Plural, Trans } from '@lingui/react/macro';
import { Blockquote, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCode, IconExternalLink, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { featuredJob, internshipContent } from '@institute/shared-schema';
import { useSiteWords } from '../../i18n/shared-text';
import { useFormat } from '../../i18n/format';

/** The internship's application form: the institute's configured external form (a new tab). */
const citeStyles = { cite: { opacity: 1, color: 'var(--mantine-color-dimmed)' } };

function ApplyButton({ variant = 'filled' }: { variant?: 'filled' | 'white' }) {
  const c = useSiteWords(internshipContent);
  return (
    <Button
      component="a"
      href={featuredJob.link}
      target="_blank"
      rel="noopener noreferrer"
      size="md"
      variant={variant}
      color={variant === 'white' ? 'blue' : 'pink'}
      rightSection={<IconExternalLink size={18} />}
    >
      {c.applyLabel}
    </Button>
  );
}

/** About: Internship (site spec section 2): hero, stats, 8 benefits, three phases, technologies, two alumni quotes, Apply, Contact, Start Coding. */
export function InternshipPage() {
  const f = useFormat();
  const c = useSiteWords(internshipContent);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Card
          padding="xl"
          radius="md"
          style={{ background: 'linear-gradient(135deg, var(--mantine-color-blue-8), var(--mantine-color-pink-8))', color: 'white' }}
        >
          <Stack gap="md">
            <Title order={1}>{c.title}</Title>
            <Text size="lg" maw={720}>
              {c.lead}
            </Text>
            <Group gap="sm">
              <ApplyButton variant="white" />
              <Button component={Link} to="/services/editor" size="md" variant="outline" color="white" leftSection={<IconCode size={18} />}>
                {c.startCodingLabel}
              </Button>
            </Group>
          </Stack>
        </Card>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {c.stats.map((s) => (
            <Card key={s.label} withBorder ta="center" padding="md">
              <Text fz={32} fw={800} c="blue">
                {/* A figure in the reader's digits ("100%" keeps its sign). */}
                {s.value.replace(/\d+/g, (n) => f.number(Number(n)))}
              </Text>
              <Text size="sm">{s.label}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <section aria-labelledby="benefits">
          <Title order={2} size="h3" id="benefits" mb="md">
            <Trans>Benefits</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            {c.benefits.map((b) => (
              <Card key={b.title} withBorder padding="md" data-testid="benefit">
                <Text fw={700}>{b.title}</Text>
                <Text size="sm">{b.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="phases">
          <Title order={2} size="h3" id="phases" mb="md">
            <Trans>Program phases</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {c.phases.map((p, i) => {
              const phase = f.number(i + 1);
              const weeks = p.weeks;
              return (
                <Card key={p.name} withBorder padding="lg" data-testid="phase">
                  <Text size="sm" c="dimmed">
                    <Trans>Phase {phase}</Trans>
                  </Text>
                  <Title order={3} size="h4">
                    {p.name}
                  </Title>
                  <Text fw={700} c="pink">
                    <Plural value={weeks} one="# week" other="# weeks" />
                  </Text>
                  <Text size="sm">{p.text}</Text>
                </Card>
              );
            })}
          </SimpleGrid>
        </section>
        <section aria-labelledby="technologies">
          <Title order={2} size="h3" id="technologies" mb="md">
            <Trans>Technologies</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {c.technologies.map((t) => (
              <Card key={t.track} withBorder padding="md">
                <Text fw={700} mb={6}>
                  {t.track}
                </Text>
                <List size="sm">
                  {t.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        </section>
        <section aria-labelledby="alumni">
          <Title order={2} size="h3" id="alumni" mb="md">
            <Trans>What our alumni say</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {c.alumni.map((a) => (
              // The citation in dimmed text rather than Mantine's 60% opacity, below 4.5:1 in the dark theme.
              <Blockquote key={a.name} color="blue" cite={`${a.name}, ${a.role}`} styles={citeStyles}>
                {a.quote}
              </Blockquote>
            ))}
          </SimpleGrid>
        </section>
        <Group gap="sm">
          <ApplyButton />
          <Button component={Link} to="/contact" size="md" variant="light" leftSection={<IconMail size={18} />}>
            {c.contactLabel}
          </Button>
          <Button component={Link} to="/services/editor" size="md" variant="outline" leftSection={<IconCode size={18} />}>
            {c.startCodingLabel}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
