import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { messages, placementsContent, type SiteItem } from '@institute/shared-schema';
import { useSharedText, useSiteWords } from '../../i18n/shared-text';
import { SiteImage } from './site-image';
import { useSiteItems } from './use-site-items';

/** The Congratulations! banner's four styles, one card after another. */
const bannerStyles = [
  { background: 'linear-gradient(90deg, var(--mantine-color-blue-8), var(--mantine-color-cyan-8))' },
  { background: 'linear-gradient(90deg, var(--mantine-color-pink-8), var(--mantine-color-grape-8))' },
  { background: 'linear-gradient(90deg, var(--mantine-color-teal-9), var(--mantine-color-green-9))' },
  { background: 'linear-gradient(90deg, var(--mantine-color-orange-9), var(--mantine-color-red-9))' },
];

/**
 * Placements (site spec section 2): Our Placement Achievers; Our Recruiting Partners, 12 logos with
 * names at 2, 3, 4 and 6 columns; Our Stars, the placed students at 1, 2 and 4 columns, each card
 * with the Congratulations! banner in one of 4 styles, a photo or Image not available, a name and a company.
 */
export function PlacementsPage() {
  const { t } = useLingui();
  const { items } = useSiteItems(['partner', 'star']);
  const c = useSiteWords(placementsContent);
  const partners = items?.filter((i) => i.kind === 'partner');
  const stars = items?.filter((i) => i.kind === 'star');
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{c.title}</Title>
          <Text c="dimmed">{c.lead}</Text>
        </Stack>
        <section aria-labelledby="partners-title">
          <Title order={2} size="h3" id="partners-title" mb="md">
            {c.partnersTitle}
          </Title>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="md" data-testid="partners-grid">
            {partners
              ? partners.map((p) => (
                  <Card key={p.id} withBorder padding="sm" data-testid="partner">
                    {p.image && (
                      <SiteImage
                        image={p.image}
                        alt={p.alt || t`${ph({ name: p.caption })} logo`}
                        sizes="(min-width: 62em) 200px, 45vw"
                        fit="contain"
                      />
                    )}
                    <Text ta="center" size="sm" fw={600} mt={6}>
                      {p.caption}
                    </Text>
                  </Card>
                ))
              : Array.from({ length: 12 }, (_, i) => <Skeleton key={i} h={120} />)}
          </SimpleGrid>
        </section>
        <section aria-labelledby="stars-title">
          <Title order={2} size="h3" id="stars-title" mb="md">
            {c.starsTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="stars-grid" mih={stars ? undefined : '100vh'}>
            {stars ? stars.map((s, i) => <StarCard key={s.id} star={s} styleIndex={i % bannerStyles.length} />) : null}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}

function StarCard({ star, styleIndex }: { star: SiteItem; styleIndex: number }) {
  const tm = useSharedText();
  return (
    <Card withBorder padding={0} data-testid="star" data-banner-style={styleIndex}>
      <Text ta="center" fw={800} c="white" py={6} style={bannerStyles[styleIndex]}>
        {tm(placementsContent.banner)}
      </Text>
      {star.image ? (
        <SiteImage image={star.image} alt={star.alt || star.caption} sizes="(min-width: 62em) 300px, (min-width: 36em) 50vw, 100vw" />
      ) : (
        <div
          style={{
            aspectRatio: '1',
            display: 'grid',
            placeItems: 'center',
            background: 'var(--app-surface-strong)',
            color: 'var(--mantine-color-dimmed)',
          }}
        >
          {tm(messages.siteContent.imageNotAvailable)}
        </div>
      )}
      <Stack gap={2} p="sm" align="center">
        <Text fw={700}>{star.caption}</Text>
        <Badge variant="light" size="lg">
          {star.details.company}
        </Badge>
      </Stack>
    </Card>
  );
}
