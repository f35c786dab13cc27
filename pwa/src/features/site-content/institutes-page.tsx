import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { factOf, institutesContent } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSiteWords } from '../../i18n/shared-text';
import { AboutLayout } from './about-layout';
import { SiteImage } from './site-image';
import { useSiteItems } from './use-site-items';

/** About: Institutes (site spec section 2): overview, achievements (100+ trained, 95% placement), the 7-step story, partners. */
export function InstitutesPage() {
  const { t } = useLingui();
  const { items } = useSiteItems(['fact', 'partner']);
  const c = useSiteWords(institutesContent);
  const f = useFormat();
  const partners = items?.filter((i) => i.kind === 'partner');
  return (
    <AboutLayout title={c.title} lead={c.overview}>
      <section aria-labelledby="achievements">
        <Title order={2} size="h3" id="achievements" mb="md">
          <Trans>Achievements</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          {c.achievements.map((a) => (
            <Card key={a.label} withBorder padding="lg" ta="center" data-testid="institute-achievement">
              <Text fz={36} fw={800} c="blue">
                {factOf(items, a.factKey, a.fallback)}
              </Text>
              <Text>{a.label}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="story">
        <Title order={2} size="h3" id="story" mb="md">
          <Trans>Our story in 7 steps</Trans>
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {c.story.map((s, i) => (
            <Card key={s.title} component="li" withBorder padding="md" data-testid="story-step">
              <Group gap="xs" wrap="nowrap">
                <Badge size="lg" circle>
                  {f.number(i + 1)}
                </Badge>
                <Text fw={700}>{s.title}</Text>
              </Group>
              <Text size="sm" mt={6}>
                {s.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="partners">
        <Title order={2} size="h3" id="partners" mb="md">
          {c.partnersTitle}
        </Title>
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="md">
          {partners
            ? partners.map((p) => (
                <Stack key={p.id} gap={4} align="center">
                  {p.image && <SiteImage image={p.image} alt={p.alt || t`${ph({ name: p.caption })} logo`} sizes="160px" fit="contain" />}
                  <Text size="sm">{p.caption}</Text>
                </Stack>
              ))
            : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={100} />)}
        </SimpleGrid>
      </section>
    </AboutLayout>
  );
}
