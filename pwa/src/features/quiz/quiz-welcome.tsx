import { Alert, Button, Breadcrumbs, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconClock, IconLockOpen } from '@tabler/icons-react';
import { messages, quizLanguageNames, quizRules, quizTierNames, type Certificate, type QuizAttemptInput } from '@institute/shared-schema';
import { AnchorLink } from '../certificates/certificate-link';
import { certificateSearch } from '../certificates/certificate-search';
import { isFull, selectionPath, type QuizSelection } from './quiz-selection';
import keyboard from '../../ui/keyboard-only.module.css';

const blurbs = [
  {
    icon: IconClock,
    title: 'Timed questions',
    text: `${quizRules.questionsPerQuiz} questions, ${quizRules.secondsPerQuestion} seconds each.`,
    // Shown only where a keyboard is likely in use (not on phones).
    keyboardText: 'Keys 1 to 4 choose an answer, Enter moves on.',
  },
  {
    icon: IconLockOpen,
    title: 'Unlock the next level',
    text: `Score ${quizRules.passMark} of ${quizRules.questionsPerQuiz} to open the next level; pass a tier's Assignment Level to open the next tier.`,
  },
  { icon: IconCertificate, title: 'Earn certificates', text: 'Every passed Assignment Level gives a certificate anyone can verify.' },
] as { icon: typeof IconClock; title: string; text: string; keyboardText?: string }[];

/** A long level name ("JavaScript › Intermediate › Assignment Level") wraps instead of being cut. */
const wrapLabel = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

interface QuizWelcomeProps {
  selection: QuizSelection;
  signedIn: boolean;
  bankError: string | null;
  bankLoading: boolean;
  /** The certificates the server issued (synced), with their name, score and date. */
  certificates: Certificate[];
  /** Assignments submitted from this device whose result has not come back from the server yet. */
  pending?: Pick<QuizAttemptInput, 'id' | 'language' | 'tier'>[];
  online?: boolean;
  onStart: () => void;
  onChoose: (() => void) | null;
  /** One tap to a level on a phone: the learner's furthest open level, or the first one. */
  shortcut?: { selection: QuizSelection; resume: boolean; onSelect: () => void } | null;
}

/** The welcome view: title, three blurbs, the selection as language > tier > sub-level, and Start. */
export function QuizWelcome({
  selection,
  signedIn,
  bankError,
  bankLoading,
  certificates,
  pending = [],
  online = true,
  onStart,
  onChoose,
  shortcut = null,
}: QuizWelcomeProps) {
  const path = selectionPath(selection);
  const full = isFull(selection);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Quiz Challenge</Title>
        <Text c="dimmed">Test yourself in seven languages, from your first week to a practitioner's level.</Text>
      </div>
      {shortcut && !full && (
        // On phones the levels are four taps deep in a drawer: the likely next one is offered here.
        <Button size="md" h="auto" mih={44} py="xs" onClick={shortcut.onSelect} hiddenFrom="sm" styles={wrapLabel}>
          {shortcut.resume ? 'Continue' : 'Start'}: {selectionPath(shortcut.selection).join(' › ')}
        </Button>
      )}
      {onChoose && (
        // On phones the levels are in a drawer: the way to them comes first.
        <Button variant="light" size="md" onClick={onChoose} hiddenFrom="sm">
          Choose a quiz
        </Button>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {blurbs.map((b) => (
          <Paper key={b.title} withBorder p="md" radius="md">
            <ThemeIcon variant="light" size="lg" mb="xs" aria-hidden>
              <b.icon size={20} />
            </ThemeIcon>
            <Text fw={700}>{b.title}</Text>
            <Text size="sm" c="dimmed">
              {b.text}
              {b.keyboardText && <span className={keyboard.keyboardOnly}> {b.keyboardText}</span>}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" id="quiz-selected-label">
            Selected quiz
          </Text>
          {path.length ? (
            <Breadcrumbs separator="›" aria-labelledby="quiz-selected-label" fw={700}>
              {path.map((p) => (
                <span key={p}>{p}</span>
              ))}
            </Breadcrumbs>
          ) : (
            <Text fw={600}>{signedIn ? 'Choose a language, a tier and a level.' : 'Log in to choose a quiz.'}</Text>
          )}
          {bankError && full && (
            <Alert color="orange" role="alert">
              {bankError}
            </Alert>
          )}
          <Button size="md" disabled={!full || !!bankError} loading={full && bankLoading} onClick={onStart} w="fit-content">
            {full && selection.language ? messages.quiz.start(quizLanguageNames[selection.language]) : messages.quiz.selectToBegin}
          </Button>
        </Stack>
      </Paper>

      {signedIn && pending.length > 0 && (
        <Alert color="blue" role="status" title={messages.quiz.assignmentSubmitted} data-testid="assignments-pending">
          <Text size="sm">{online ? messages.quiz.assignmentResultSoon : messages.quiz.assignmentResultOffline}</Text>
          <List size="sm" mt={4}>
            {pending.map((a) => (
              <List.Item key={a.id}>
                {quizLanguageNames[a.language]} {quizTierNames[a.tier]} Assignment Level
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {signedIn && certificates.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            Your certificates
          </Title>
          <List spacing={4} icon={<IconCertificate size={18} color="var(--mantine-color-teal-8)" aria-hidden />}>
            {certificates.map((c) => (
              <List.Item key={c.id}>
                <AnchorLink to="/certificate.html" search={certificateSearch(c)}>
                  {quizLanguageNames[c.language]} {quizTierNames[c.tier]} (score {c.score}/{c.totalQuestions})
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
