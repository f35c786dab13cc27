import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconCloudUpload, IconMoodSad } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { messages, quizResult, type QuizResult } from '@institute/shared-schema';
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
        Quiz Results
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

/** The results view: correct count, accuracy, total and average time, and the spec's pass or fail message. */
export function QuizResults({ title, result, canRetake, certificate, onHome, onRetake, onReview }: QuizResultsProps) {
  const stats: [string, string][] = [
    ['Correct answers', `${result.score} / ${result.total}`],
    ['Accuracy', `${result.accuracy}%`],
    ['Total time', result.totalTime],
    ['Average time per question', result.averageTime],
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
        <Text fw={700}>{result.passed ? messages.quiz.passed : messages.quiz.failed}</Text>
      </Alert>
      <Stats stats={stats} />
      <ResultActions onReview={onReview} onRetake={canRetake ? onRetake : null} onHome={onHome}>
        {certificate && (
          <ButtonLink to="/certificate.html" search={certificate} color="teal" leftSection={<IconCertificate aria-hidden />}>
            View Certificate
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
  const times = quizResult(0, totalQuestions, totalTimeMs);
  return (
    <Stack gap="lg">
      <ResultsHeading title={title} />
      {refusal ? (
        <Alert color="red" role="alert" fz="lg" icon={<IconMoodSad aria-hidden />}>
          <Text fw={700}>{refusal}</Text>
        </Alert>
      ) : (
        <Alert color="blue" role="status" fz="lg" icon={<IconCloudUpload aria-hidden />} data-testid="assignment-submitted">
          <Text fw={700}>{messages.quiz.assignmentSubmitted}</Text>
          <Text>{online ? messages.quiz.assignmentResultSoon : messages.quiz.assignmentResultOffline}</Text>
        </Alert>
      )}
      <Stats
        stats={[
          ['Total time', times.totalTime],
          ['Average time per question', times.averageTime],
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
        Review Answers
      </Button>
      {onRetake && (
        <Button variant="light" onClick={onRetake}>
          Retake Quiz
        </Button>
      )}
      <Button variant="default" onClick={onHome}>
        Back to Home
      </Button>
    </Group>
  );
}
