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
import { messages } from '@institute/shared-schema';
import { useSession } from '../../data/session';
import { LoginRequiredModal } from '../auth/login-required-modal';
import { ButtonLink } from '../certificates/certificate-link';
import { experiencedCards, fresherCards, type TemplateCard } from './template-cards';

const templatePath = (id: string) => `/services/resume-builder/templates/${id}`;

function TemplateGrid({ cards, onUse }: { cards: TemplateCard[]; onUse: (card: TemplateCard) => void }) {
  const signedIn = useSession() !== null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="md">
      {cards.map((card) => (
        <Card key={card.id} withBorder radius="md" padding="md" component="article" aria-labelledby={`card-${card.id}`}>
          <Card.Section>
            <Image src={card.image} h={400} fit="cover" alt={`Preview of ${card.title}`} loading="lazy" style={{ objectPosition: 'top' }} />
          </Card.Section>
          <Title order={3} size="h4" mt="md" id={`card-${card.id}`}>
            {card.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4} mb="md" style={{ flex: 1 }}>
            {card.description}
          </Text>
          {signedIn ? (
            <ButtonLink
              to="/services/resume-builder/templates/$templateId"
              params={{ templateId: card.opens }}
              aria-label={`Use Template: ${card.title}`}
            >
              Use Template
            </ButtonLink>
          ) : (
            <Button onClick={() => onUse(card)} aria-label={`Use Template: ${card.title}`}>
              Use Template
            </Button>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function ResumeLandingPage() {
  const [chosen, setChosen] = useState<TemplateCard | null>(null);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" ta="center" component="header">
          <Title order={1}>{messages.resume.heroTitle}</Title>
          <Text size="lg">
            Pick a template, fill in your details in place, and download a PDF that recruiters and their software can read.
          </Text>
        </Stack>
        <section aria-labelledby="about-resume">
          <Title order={2} id="about-resume">
            About Resume Builder
          </Title>
          <List mt="sm" spacing={4}>
            <List.Item>Professional ATS-friendly templates</List.Item>
            <List.Item>Easy to use: click any text to change it</List.Item>
            <List.Item>Customizable designs</List.Item>
            <List.Item>Instant PDF download, made on your device</List.Item>
            <List.Item>Free to use</List.Item>
          </List>
        </section>
        <section aria-labelledby="who-for">
          <Title order={2} id="who-for">
            Who Is It For?
          </Title>
          <List mt="sm" spacing={4}>
            <List.Item>Students and fresh graduates</List.Item>
            <List.Item>Experienced professionals</List.Item>
            <List.Item>Career changers</List.Item>
            <List.Item>Freelancers and entrepreneurs</List.Item>
          </List>
          <Text mt="md" fs="italic">
            Our mission: every learner deserves a resume that shows what they can do, made in minutes, at no cost.
          </Text>
        </section>
        <section aria-labelledby="choose-template">
          <Title order={2} id="choose-template">
            Choose Your Template
          </Title>
          <Tabs defaultValue="fresher" mt="sm">
            <Tabs.List>
              <Tabs.Tab value="fresher">Fresher Templates</Tabs.Tab>
              <Tabs.Tab value="experienced">Experienced Templates</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="fresher">
              <TemplateGrid cards={fresherCards} onUse={setChosen} />
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
        title={messages.resume.loginTitle}
        text={messages.resume.loginText}
        redirect={chosen ? templatePath(chosen.opens) : undefined}
      />
    </Container>
  );
}
