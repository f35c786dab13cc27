import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconCircleCheck, IconMoodSad } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { messages, type scoreRun } from '@institute/shared-schema';
import { ButtonLink } from '../certificates/certificate-link';
import type { CertificateSearch } from '../certificates/certificate-search';

interface QuizResultsProps {
  title: string;
  result: ReturnType<typeof scoreRun>;
  /** Retaking is not offered for a passed assignment: it is completed and locked. */
  canRetake: boolean;
  certificate: CertificateSearch | null;
  onHome: () => void;
  onRetake: () => void;
  onReview: () => void;
}

/** The results view: correct count, accuracy, total and average time, and the spec's pass or fail message. */
export function QuizResults({ title, result, canRetake, certificate, onHome, onRetake, onReview }: QuizResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const stats = [
    ['Correct answers', `${result.score} / ${result.total}`],
    ['Accuracy', `${result.accuracy}%`],
    ['Total time', result.totalTime],
    ['Average time per question', result.averageTime],
  ] as const;
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed">
          {title}
        </Text>
        <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          Quiz Results
        </Title>
      </div>
      <Alert
        color={result.passed ? 'teal' : 'orange'}
        icon={result.passed ? <IconCircleCheck aria-hidden /> : <IconMoodSad aria-hidden />}
        role="status"
        fz="lg"
      >
        <Text fw={700}>{result.passed ? messages.quiz.passed : messages.quiz.failed}</Text>
      </Alert>
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
      <Group gap="sm">
        {certificate && (
          <ButtonLink to="/certificate.html" search={certificate} color="teal" leftSection={<IconCertificate aria-hidden />}>
            View Certificate
          </ButtonLink>
        )}
        <Button variant="light" onClick={onReview}>
          Review Answers
        </Button>
        {canRetake && (
          <Button variant="light" onClick={onRetake}>
            Retake Quiz
          </Button>
        )}
        <Button variant="default" onClick={onHome}>
          Back to Home
        </Button>
      </Group>
    </Stack>
  );
}
