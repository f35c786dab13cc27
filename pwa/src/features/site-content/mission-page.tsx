import { Trans } from '@lingui/react/macro';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { defaultSiteConfig, factOf, missionContent } from '@institute/shared-schema';
import { useSiteWords } from '../../i18n/shared-text';
import { AboutLayout } from './about-layout';
import { useSiteItems } from './use-site-items';

/** About: Mission (site spec section 2). */
export function MissionPage() {
  const { items } = useSiteItems(['fact']);
  const c = useSiteWords(missionContent);
  const { name, location } = defaultSiteConfig;
  const founded = factOf(items, 'founded-on', '10 September 2021');
  const standard = factOf(items, 'iso-standard', 'ISO 9001:2015');
  return (
    <AboutLayout title={c.title} lead={c.lead}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {c.points.map((p) => (
          <Card key={p.title} withBorder padding="lg">
            <Title order={2} size="h4" mb="xs">
              {p.title}
            </Title>
            <Text>{p.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="lg" fw={500}>
        {c.vision}
      </Text>
      <Text c="dimmed">
        <Trans>
          {name}, {location}: founded {founded}, {standard} certified.
        </Trans>
      </Text>
    </AboutLayout>
  );
}
