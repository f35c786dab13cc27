import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { messages, type QuizItem, type ReviewRecord } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { soundsLikeAnother, spelledOut, withVisibleSpaces } from './option-text';
import classes from './quiz.module.css';

/**
 * An answer on the review screen. One that differs from another option only in spaces or case is
 * shown with its spaces marked (·, ↵) in monospace, and read with them spelt out.
 */
function AnswerText({ text, options, color }: { text: string; options: readonly string[]; color?: string }) {
  if (!soundsLikeAnother(text, options))
    return (
      <Text span className={classes.optionText} c={color}>
        {text}
      </Text>
    );
  return (
    <Text span className={classes.optionText} c={color} ff="monospace">
      <VisuallyHidden>{spelledOut(text)}</VisuallyHidden>
      <span aria-hidden>{withVisibleSpaces(text)}</span>
    </Text>
  );
}

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
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
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
            <Trans>Review Answers</Trans>
          </Title>
        </div>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </Group>
      {records.some((r) => r.isCorrect === null) && (
        <Text size="sm" c="dimmed">
          {tm(messages.quiz.assignmentReviewNote)}
        </Text>
      )}
      <Stack component="ol" aria-label={t`Answers`} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {records.map((r, i) => (
          <Paper component="li" key={i} withBorder p="md" radius="md" aria-labelledby={`review-${i}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={2} size="h5" id={`review-${i}`} className={classes.question}>
                  {f.number(i + 1)}. {r.question}
                </Title>
                {r.isCorrect !== null && (
                  <Badge
                    color={r.isCorrect ? 'teal.8' : 'red.8'}
                    variant="filled"
                    leftSection={r.isCorrect ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
                    style={{ flexShrink: 0 }}
                  >
                    {r.isCorrect ? t`Correct` : t`Incorrect`}
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
                  <Trans>Your answer:</Trans>{' '}
                </Text>
                {r.userAnswer === null ? (
                  <Text span c="var(--app-text-red)">
                    <Trans>No answer</Trans>
                  </Text>
                ) : (
                  <AnswerText
                    text={r.userAnswer}
                    options={items[i]?.options ?? []}
                    color={r.isCorrect === false ? 'var(--app-text-red)' : undefined}
                  />
                )}
              </Text>
              {r.correctAnswer !== null && (
                <Text size="sm">
                  <Text span fw={600}>
                    <Trans>Correct answer:</Trans>{' '}
                  </Text>
                  <AnswerText text={r.correctAnswer} options={items[i]?.options ?? []} color="var(--app-text-teal)" />
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
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
