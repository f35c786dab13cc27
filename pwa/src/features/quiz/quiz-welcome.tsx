import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Breadcrumbs, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconClock, IconLockOpen } from '@tabler/icons-react';
import { messages, quizLanguageNames, quizRules, type Certificate, type QuizAttemptInput } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { AnchorLink } from '../certificates/certificate-link';
import { certificateSearch } from '../certificates/certificate-search';
import { subLevelLabels, tierLabels } from '../certificates/quiz-level-labels';
import { isFull, selectionPath, type QuizSelection } from './quiz-selection';
import keyboard from '../../ui/keyboard-only.module.css';

interface Blurb {
  icon: typeof IconClock;
  title: string;
  text: string;
  keyboardText?: string;
}

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
  const { i18n } = useI18n();
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const path = selectionPath(selection, i18n);
  const full = isFull(selection);
  const questions = f.number(quizRules.questionsPerQuiz);
  const seconds = f.number(quizRules.secondsPerQuestion);
  const passMark = f.number(quizRules.passMark);
  const blurbs: Blurb[] = [
    {
      icon: IconClock,
      title: t`Timed questions`,
      text: t`${questions} questions, ${seconds} seconds each.`,
      // Shown only where a keyboard is likely in use (not on phones).
      keyboardText: t`Keys 1 to 4 choose an answer, Enter moves on.`,
    },
    {
      icon: IconLockOpen,
      title: t`Unlock the next level`,
      text: t`Score ${passMark} of ${questions} to open the next level; pass a tier's Assignment Level to open the next tier.`,
    },
    { icon: IconCertificate, title: t`Earn certificates`, text: t`Every passed Assignment Level gives a certificate anyone can verify.` },
  ];
  const shortcutPath = shortcut ? selectionPath(shortcut.selection, i18n).join(' › ') : '';
  const levelName = (a: Pick<QuizAttemptInput, 'language' | 'tier'>) => `${quizLanguageNames[a.language]} ${i18n._(tierLabels[a.tier])}`;
  const certificateName = (c: Certificate) => {
    const name = levelName(c);
    const score = f.number(c.score);
    const total = f.number(c.totalQuestions);
    return t`${name} (score ${score}/${total})`;
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <Trans>Quiz Challenge</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Test yourself in seven languages, from your first week to a practitioner's level.</Trans>
        </Text>
      </div>
      {shortcut && !full && (
        // On phones the levels are four taps deep in a drawer: the likely next one is offered here.
        <Button size="md" h="auto" mih={44} py="xs" onClick={shortcut.onSelect} hiddenFrom="sm" styles={wrapLabel}>
          {shortcut.resume ? t`Continue: ${shortcutPath}` : t`Start: ${shortcutPath}`}
        </Button>
      )}
      {onChoose && (
        // On phones the levels are in a drawer: the way to them comes first.
        <Button variant="light" size="md" onClick={onChoose} hiddenFrom="sm">
          <Trans>Choose a quiz</Trans>
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
            <Trans>Selected quiz</Trans>
          </Text>
          {path.length ? (
            <Breadcrumbs separator="›" aria-labelledby="quiz-selected-label" fw={700}>
              {path.map((p) => (
                <span key={p}>{p}</span>
              ))}
            </Breadcrumbs>
          ) : (
            <Text fw={600}>{signedIn ? t`Choose a language, a tier and a level.` : t`Log in to choose a quiz.`}</Text>
          )}
          {bankError && full && (
            <Alert color="orange" role="alert">
              {bankError}
            </Alert>
          )}
          <Button size="md" disabled={!full || !!bankError} loading={full && bankLoading} onClick={onStart} w="fit-content">
            {tm(full && selection.language ? messages.quiz.start(quizLanguageNames[selection.language]) : messages.quiz.selectToBegin)}
          </Button>
        </Stack>
      </Paper>

      {signedIn && pending.length > 0 && (
        <Alert color="blue" role="status" title={tm(messages.quiz.assignmentSubmitted)} data-testid="assignments-pending">
          <Text size="sm">{tm(online ? messages.quiz.assignmentResultSoon : messages.quiz.assignmentResultOffline)}</Text>
          <List size="sm" mt={4}>
            {pending.map((a) => (
              <List.Item key={a.id}>
                {levelName(a)} {i18n._(subLevelLabels.assignment)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {signedIn && certificates.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            <Trans>Your certificates</Trans>
          </Title>
          <List spacing={4} icon={<IconCertificate size={18} color="var(--mantine-color-teal-8)" aria-hidden />}>
            {certificates.map((c) => (
              <List.Item key={c.id}>
                <AnchorLink to="/certificate.html" search={certificateSearch(c)}>
                  {certificateName(c)}
                </AnchorLink>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
