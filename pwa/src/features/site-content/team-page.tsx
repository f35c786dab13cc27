import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconMail } from '@tabler/icons-react';
import { messages, teamContent, type SiteItem } from '@institute/shared-schema';
import { useSharedText, useSiteWords } from '../../i18n/shared-text';
import { AboutLayout } from './about-layout';
import { SiteImage } from './site-image';
import { useSiteItems } from './use-site-items';

/** About: Team (site spec section 2): a card per member with photo, name, role, experience, education, company, mail and social links. */
export function TeamPage() {
  const { t } = useLingui();
  const tm = useSharedText();
  const { items } = useSiteItems(['team']);
  const c = useSiteWords(teamContent);
  return (
    <AboutLayout title={c.title} lead={c.lead}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {items
          ? items.map((m) => <MemberCard key={m.id} member={m} />)
          : [0, 1, 2].map((i) => <Skeleton key={i} h={520} aria-label={t`Loading the team`} />)}
      </SimpleGrid>
      {items?.length === 0 && <Text c="dimmed">{tm(messages.siteContent.empty)}</Text>}
    </AboutLayout>
  );
}

function MemberCard({ member }: { member: SiteItem }) {
  const { t } = useLingui();
  const tm = useSharedText();
  const d = member.details;
  const { experience, education, company, email } = d;
  const name = member.caption;
  const links = [
    { href: d.linkedin, label: 'LinkedIn', icon: IconBrandLinkedin },
    { href: d.facebook, label: 'Facebook', icon: IconBrandFacebook },
    { href: d.instagram, label: 'Instagram', icon: IconBrandInstagram },
  ].filter((l) => l.href);
  return (
    <Card withBorder padding="lg" data-testid="team-member">
      <Card.Section>
        {member.image ? (
          <SiteImage
            image={member.image}
            alt={member.alt || member.caption}
            sizes="(min-width: 62em) 380px, (min-width: 48em) 50vw, 100vw"
          />
        ) : (
          <div style={{ aspectRatio: '1', display: 'grid', placeItems: 'center', background: 'var(--app-surface-strong)' }}>
            {tm(messages.siteContent.imageNotAvailable)}
          </div>
        )}
      </Card.Section>
      <Stack gap={4} mt="md">
        <Title order={2} size="h4">
          {member.caption}
        </Title>
        <Text c="blue" fw={600}>
          {d.role}
        </Text>
        {experience && <Text size="sm">{t`Experience: ${experience}`}</Text>}
        {education && <Text size="sm">{t`Education: ${education}`}</Text>}
        {company && <Text size="sm">{t`Company: ${company}`}</Text>}
        {email && <Text size="sm">{t`Mail: ${email}`}</Text>}
        <Group gap="xs" mt="xs">
          {d.email && (
            <ActionIcon component="a" href={`mailto:${d.email}`} variant="light" size="xl" aria-label={t`Mail ${name}`}>
              <IconMail size={20} />
            </ActionIcon>
          )}
          {links.map((l) => (
            <ActionIcon
              key={l.label}
              component="a"
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xl"
              aria-label={t`${name} on ${ph({ network: l.label })}`}
            >
              <l.icon size={20} />
            </ActionIcon>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
