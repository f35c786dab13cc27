import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconCloudUpload, IconMoodSad } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { messages, quizResult, type QuizResult } from '@institute/shared-schema';
import { useFormat, type Formatters } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { ButtonLink } from '../certificates/certificate-link';
import type { CertificateSearch } from '../certificates/certificate-search';

interface QuizResultsProps {
  title: string;
  result: QuizResult;
  /** Retaking is not offered for a passed assignment: it is completed and locked. */
  canRetake: boolean;
  certificate: CertificateSearch | null;
  onHome: () => void;
  onRetake: () => void;
  onReview: () => void;
}

/** The view's heading, focused when it appears (the view changed under the learner's keyboard). */
function ResultsHeading({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        <Trans>Quiz Results</Trans>
      </Title>
    </div>
  );
}

function Stats({ stats }: { stats: [string, string][] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {stats.map(([label, value]) => (
        <Paper key={label} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A time as the results show it ("m:ss", from `quizResult`), in the reader's digits. */
function clock(f: Formatters, time: string): string {
  const [minutes = 0, seconds = 0] = time.split(':').map(Number);
  return `${f.number(minutes)}:${f.number(seconds, { minimumIntegerDigits: 2 })}`;
}

/** The results view: correct count, accuracy, total and average time, and the spec's pass or fail message. */
export function QuizResults({ title, result, canRetake, certificate, onHome, onRetake, onReview }: QuizResultsProps) {
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const score = f.number(result.score);
  const total = f.number(result.total);
  // `quizResult` gives the accuracy as a percentage to one decimal ("85.0").
  const accuracy = f.number(Number(result.accuracy) / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const stats: [string, string][] = [
    [t`Correct answers`, `${score} / ${total}`],
    [t`Accuracy`, accuracy],
    [t`Total time`, clock(f, result.totalTime)],
    [t`Average time per question`, clock(f, result.averageTime)],
  ];
  return (
    <Stack gap="lg">
      <ResultsHeading title={title} />
      <Alert
        color={result.passed ? 'teal' : 'orange'}
        icon={result.passed ? <IconCircleCheck aria-hidden /> : <IconMoodSad aria-hidden />}
        role="status"
        fz="lg"
      >
        <Text fw={700}>{tm(result.passed ? messages.quiz.passed : messages.quiz.failed)}</Text>
      </Alert>
      <Stats stats={stats} />
      <ResultActions onReview={onReview} onRetake={canRetake ? onRetake : null} onHome={onHome}>
        {certificate && (
          <ButtonLink to="/certificate.html" search={certificate} color="teal" leftSection={<IconCertificate aria-hidden />}>
            <Trans>View Certificate</Trans>
          </ButtonLink>
        )}
      </ResultActions>
    </Stack>
  );
}

interface QuizSubmittedProps {
  title: string;
  totalQuestions: number;
  totalTimeMs: number;
  online: boolean;
  /** The server's reason when it refused the attempt, else null. */
  refusal: string | null;
  onHome: () => void;
  onRetake: () => void;
  onReview: () => void;
}

/**
 * The results view of an Assignment Level before its result is back: the answers are submitted
 * (queued, offline too) and the server scores them; the score and any certificate arrive with the
 * sync, and the page shows them then. A refused attempt shows the server's reason and may be retaken.
 */
export function QuizSubmitted({ title, totalQuestions, totalTimeMs, online, refusal, onHome, onRetake, onReview }: QuizSubmittedProps) {
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const times = quizResult(0, totalQuestions, totalTimeMs);
  return (
    <Stack gap="lg">
      <ResultsHeading title={title} />
      {refusal ? (
        <Alert color="red" role="alert" fz="lg" icon={<IconMoodSad aria-hidden />}>
          <Text fw={700}>{tm(refusal)}</Text>
        </Alert>
      ) : (
        <Alert color="blue" role="status" fz="lg" icon={<IconCloudUpload aria-hidden />} data-testid="assignment-submitted">
          <Text fw={700}>{tm(messages.quiz.assignmentSubmitted)}</Text>
          <Text>{tm(online ? messages.quiz.assignmentResultSoon : messages.quiz.assignmentResultOffline)}</Text>
        </Alert>
      )}
      <Stats
        stats={[
          [t`Total time`, clock(f, times.totalTime)],
          [t`Average time per question`, clock(f, times.averageTime)],
        ]}
      />
      <ResultActions onReview={onReview} onRetake={refusal ? onRetake : null} onHome={onHome} />
    </Stack>
  );
}

/** The buttons under a result: anything first (the certificate), then review, retake when allowed, home. */
function ResultActions({
  onReview,
  onRetake,
  onHome,
  children,
}: {
  onReview: () => void;
  onRetake: (() => void) | null;
  onHome: () => void;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm">
      {children}
      <Button variant="light" onClick={onReview}>
        <Trans>Review Answers</Trans>
      </Button>
      {onRetake && (
        <Button variant="light" onClick={onRetake}>
          <Trans>Retake Quiz</Trans>
        </Button>
      )}
      <Button variant="default" onClick={onHome}>
        <Trans>Back to Home</Trans>
      </Button>
    </Group>
  );
}
