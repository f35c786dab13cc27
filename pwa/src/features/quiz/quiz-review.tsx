import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { messages, type QuizItem, type ReviewRecord } from '@institute/shared-schema';
import classes from './quiz.module.css';

interface QuizReviewProps {
  title: string;
  items: QuizItem[];
  records: ReviewRecord[];
  onDone: () => void;
}

/**
 * The review: per question, the question, the learner's answer or none, the right answer, whether
 * right, and why. An assignment's review shows the answers given only: the device never has its key.
 */
export function QuizReview({ title, items, records, onDone }: QuizReviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {title}
          </Text>
          <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            Review Answers
          </Title>
        </div>
        <Button onClick={onDone}>Done</Button>
      </Group>
      {records.some((r) => r.isCorrect === null) && (
        <Text size="sm" c="dimmed">
          {messages.quiz.assignmentReviewNote}
        </Text>
      )}
      <Stack component="ol" aria-label="Answers" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {records.map((r, i) => (
          <Paper component="li" key={i} withBorder p="md" radius="md" aria-labelledby={`review-${i}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} size="h5" id={`review-${i}`} className={classes.question}>
                  {i + 1}. {r.question}
                </Title>
                {r.isCorrect !== null && (
                  <Badge
                    color={r.isCorrect ? 'teal.8' : 'red.8'}
                    variant="filled"
                    leftSection={r.isCorrect ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
                    style={{ flexShrink: 0 }}
                  >
                    {r.isCorrect ? 'Correct' : 'Incorrect'}
                  </Badge>
                )}
              </Group>
              {items[i]?.question.code && (
                <Code block className={classes.code}>
                  {items[i].question.code}
                </Code>
              )}
              <Text size="sm">
                <Text span fw={600}>
                  Your answer:{' '}
                </Text>
                <Text span className={classes.optionText} c={r.isCorrect === false ? 'red.9' : undefined}>
                  {r.userAnswer ?? 'No answer'}
                </Text>
              </Text>
              {r.correctAnswer !== null && (
                <Text size="sm">
                  <Text span fw={600}>
                    Correct answer:{' '}
                  </Text>
                  <Text span className={classes.optionText} c="teal.9">
                    {r.correctAnswer}
                  </Text>
                </Text>
              )}
              {r.explanation && (
                <Text size="sm" c="dimmed">
                  {r.explanation}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
