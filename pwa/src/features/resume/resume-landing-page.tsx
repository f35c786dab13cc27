/**
 * /services/resume-builder (spec section 2, "Resume builder landing"). This chunk holds no template
 * and no PDF code: the cards are images (renders of the templates), and a template loads only when
 * its route opens.
 */
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import { Button, Card, Container, Image, List, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { messages } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';
import { useSession } from '../../data/session';
import { LoginRequiredModal } from '../auth/login-required-modal';
import { ButtonLink } from '../certificates/certificate-link';
import { cardImageSize, experiencedCards, fresherCards, type TemplateCard } from './template-cards';

/**
 * How wide a card's image is shown: the grid's column (one on a phone, two from `sm`, three from
 * `lg` in a container of at most 1140 px), so a phone at 2x takes the 600 px WebP and a desktop
 * the 400 px one.
 */
const cardImageSizes = '(min-width: 75em) 360px, (min-width: 48em) 50vw, 100vw';

const templatePath = (id: string) => `/services/resume-builder/templates/${id}`;

/**
 * `eagerFirst`: the default tab's first image loads at once; on a desktop the first row is in view
 * and it is then the page's largest paint, which a lazy image would delay. The rest are lazy (on a
 * phone every card is below the fold).
 */
function TemplateGrid({
  cards,
  onUse,
  eagerFirst = false,
}: {
  cards: TemplateCard[];
  onUse: (card: TemplateCard) => void;
  eagerFirst?: boolean;
}) {
  const signedIn = useSession() !== null;
  const { i18n } = useLingui();
  const { t } = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="md">
      {cards.map((card, i) => {
        const title = i18n._(card.title);
        return (
          <Card key={card.id} withBorder radius="md" padding="md" component="article" aria-labelledby={`card-${card.id}`}>
            <Card.Section>
              <Image
                src={card.image}
                srcSet={card.srcSet}
                sizes={cardImageSizes}
                width={cardImageSize.width}
                height={cardImageSize.height}
                h={400}
                fit="cover"
                alt={t`Preview of ${title}`}
                loading={eagerFirst && i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                style={{ objectPosition: 'top' }}
              />
            </Card.Section>
            <Title order={3} size="h4" mt="md" id={`card-${card.id}`}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt={4} mb="md" style={{ flex: 1 }}>
              {i18n._(card.description)}
            </Text>
            {signedIn ? (
              <ButtonLink
                to="/services/resume-builder/templates/$templateId"
                params={{ templateId: card.opens }}
                aria-label={t`Use Template: ${title}`}
              >
                <Trans>Use Template</Trans>
              </ButtonLink>
            ) : (
              <Button onClick={() => onUse(card)} aria-label={t`Use Template: ${title}`}>
                <Trans>Use Template</Trans>
              </Button>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

export function ResumeLandingPage() {
  const [chosen, setChosen] = useState<TemplateCard | null>(null);
  const tm = useSharedText();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" ta="center" component="header">
          <Title order={1}>{tm(messages.resume.heroTitle)}</Title>
          <Text size="lg">
            <Trans>Pick a template, fill in your details in place, and download a PDF that recruiters and their software can read.</Trans>
          </Text>
        </Stack>
        <section aria-labelledby="about-resume">
          <Title order={2} id="about-resume">
            <Trans>About Resume Builder</Trans>
          </Title>
          <List mt="sm" spacing={4}>
            <List.Item>
              <Trans>Professional ATS-friendly templates</Trans>
            </List.Item>
            <List.Item>
              <Trans>Easy to use: click any text to change it</Trans>
            </List.Item>
            <List.Item>
              <Trans>Customizable designs</Trans>
            </List.Item>
            <List.Item>
              <Trans>Instant PDF download, made on your device</Trans>
            </List.Item>
            <List.Item>
              <Trans>Free to use</Trans>
            </List.Item>
          </List>
        </section>
        <section aria-labelledby="who-for">
          <Title order={2} id="who-for">
            <Trans>Who Is It For?</Trans>
          </Title>
          <List mt="sm" spacing={4}>
            <List.Item>
              <Trans>Students and fresh graduates</Trans>
            </List.Item>
            <List.Item>
              <Trans>Experienced professionals</Trans>
            </List.Item>
            <List.Item>
              <Trans>Career changers</Trans>
            </List.Item>
            <List.Item>
              <Trans>Freelancers and entrepreneurs</Trans>
            </List.Item>
          </List>
          <Text mt="md" fs="italic">
            <Trans>Our mission: every learner deserves a resume that shows what they can do, made in minutes, at no cost.</Trans>
          </Text>
        </section>
        <section aria-labelledby="choose-template">
          <Title order={2} id="choose-template">
            <Trans>Choose Your Template</Trans>
          </Title>
          <Tabs defaultValue="fresher" mt="sm">
            <Tabs.List>
              <Tabs.Tab value="fresher">
                <Trans>Fresher Templates</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="experienced">
                <Trans>Experienced Templates</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="fresher">
              <TemplateGrid cards={fresherCards} onUse={setChosen} eagerFirst />
            </Tabs.Panel>
            <Tabs.Panel value="experienced">
              <TemplateGrid cards={experiencedCards} onUse={setChosen} />
            </Tabs.Panel>
          </Tabs>
        </section>
      </Stack>
      <LoginRequiredModal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        title={tm(messages.resume.loginTitle)}
        text={tm(messages.resume.loginText)}
        redirect={chosen ? templatePath(chosen.opens) : undefined}
      />
    </Container>
  );
}
