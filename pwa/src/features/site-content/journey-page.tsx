import '@mantine/core/styles/Timeline.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { factOf, journeyContent } from '@institute/shared-schema';
import { useSiteWords } from '../../i18n/shared-text';
import { AboutLayout } from './about-layout';
import { SiteImage } from './site-image';
import { useSiteItems } from './use-site-items';

const fallbacks: Record<string, string> = {
  'founded-on': '10 September 2021',
  'iso-on': '15 March 2023',
  'licence-on': '1 January 2023',
  'students-trained': '2000+',
};

/** About: Journey (site spec section 2): the certificate, the timeline of milestones, three highlight cards, the founding and ISO facts. */
export function JourneyPage() {
  const { items } = useSiteItems(['timeline', 'fact']);
  const timeline = items?.filter((i) => i.kind === 'timeline');
  const certificate = items?.find((i) => i.kind === 'fact' && i.details.key === 'certificate');
  const { t } = useLingui();
  const c = useSiteWords(journeyContent);
  const founded = factOf(items, 'founded-on', fallbacks['founded-on']!);
  const licence = factOf(items, 'licence-on', fallbacks['licence-on']!);
  const iso = factOf(items, 'iso-on', fallbacks['iso-on']!);
  return (
    <AboutLayout title={c.title} lead={c.lead}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {c.highlights.map((h) => (
          <Card key={h.title} withBorder padding="lg" data-testid="journey-highlight">
            <Text size="sm" c="dimmed">
              {h.title}
            </Text>
            <Text size="xl" fw={700} c="blue">
              {factOf(items, h.factKey, fallbacks[h.factKey] ?? '')}
            </Text>
            <Text size="sm">{h.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text>
        <Trans>
          Founded on {founded}. Licence on {licence}, ISO 9001:2015 on {iso}.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <Title order={2} size="h3">
            <Trans>Milestones</Trans>
          </Title>
          {!timeline ? (
            <Skeleton h={480} aria-label={t`Loading milestones`} />
          ) : (
            <Timeline active={timeline.length - 1} bulletSize={28} lineWidth={3}>
              {timeline.map((t) => (
                <Timeline.Item
                  key={t.id}
                  bullet={<Text size="xs">{t.details.year?.slice(2)}</Text>}
                  title={`${t.details.year} · ${t.caption}`}
                >
                  <Text size="sm" c="dimmed">
                    {t.details.content}
                  </Text>
                  <Group gap={6} mt={6}>
                    {t.details.stats?.map((s) => (
                      <Badge key={s} variant="filled">
                        {s}
                      </Badge>
                    ))}
                    {t.details.features?.map((f) => (
                      <Badge key={f} variant="light" color="pink">
                        {f}
                      </Badge>
                    ))}
                  </Group>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
        <Stack gap="md">
          <Title order={2} size="h3">
            <Trans>Our certificate</Trans>
          </Title>
          {certificate?.image ? (
            <SiteImage image={certificate.image} alt={certificate.alt || certificate.caption} sizes="(min-width: 62em) 560px, 100vw" />
          ) : (
            !items && <Skeleton style={{ aspectRatio: '900 / 640' }} aria-label={t`Loading the certificate`} />
          )}
        </Stack>
      </SimpleGrid>
    </AboutLayout>
  );
}
