import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { defaultSiteConfig, navigation } from '@institute/shared-schema';
import { linkTargetStyle } from '../../ui/touch';
import { useSharedText } from '../../i18n/shared-text';
import { navLabels } from './nav-labels';

/** Footer: the spec's links, the institute's location and phone, support hours. */
export function SiteFooter() {
  const site = defaultSiteConfig;
  // The tagline and hours in the reader's language where the catalogues know them (site-config.gen.ts).
  const tm = useSharedText();
  const { i18n } = useLingui();
  const { t } = useT();
  return (
    <Box component="footer" bg="var(--app-surface)" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} size="h4">
              {site.name}
            </Title>
            <Text size="sm" c="dimmed">
              {tm(site.tagline)}
            </Text>
          </Stack>
          {/* Each link a 44 px tall target, so a thumb picks the one it means (issue 23). */}
          <Stack gap={0} component="nav" aria-label={t`Footer`} align="flex-start">
            <Title order={2} size="h5">
              <Trans>Links</Trans>
            </Title>
            {navigation.footer.map((to) => (
              <Anchor key={to} component={Link} to={to} size="sm" c="var(--mantine-color-text)" style={linkTargetStyle}>
                {i18n._(navLabels[to])}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h5">
              <Trans>Visit or call</Trans>
            </Title>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm">
                {site.location}
                <br />
                <Text span size="xs" c="dimmed">
                  {site.address}
                </Text>
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor href={`tel:${site.phone.replace(/\s/g, '')}`} size="sm" style={linkTargetStyle}>
                {site.phone}
              </Anchor>
            </Group>
            {site.supportHours.map((h) => (
              <Text key={h.days} size="xs" c="dimmed">
                {tm(h.days)}: {tm(h.hours)}
              </Text>
            ))}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" ta="center" mt="xl">
          © {new Date().getFullYear()} {site.name}
        </Text>
      </Container>
    </Box>
  );
}
