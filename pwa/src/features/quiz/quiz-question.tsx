import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Kbd, Progress, Radio, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { messages, quizRules, timerWarning, type QuizItem } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { spokenOption } from './option-text';
import { useQuizRun } from './use-quiz-run';
import classes from './quiz.module.css';

interface QuizQuestionProps {
  items: QuizItem[];
  title: string;
  onFinish: (answers: (number | null)[], totalTimeMs: number) => void;
}

/**
 * The quiz view: one question at a time, 15 seconds each (red at 5 or less), Next locks the answer
 * and moves on after 1.5 s, a timeout after 2 s, Continue at once. Keys 1 to 4 choose, Enter goes
 * on; the timer and the outcome of each answer are announced to screen readers. A practice level
 * shows at once whether the answer was right; an assignment (scored by the server, its key not on
 * the device) says only that the answer is recorded.
 */
export function QuizQuestion({ items, title, onFinish }: QuizQuestionProps) {
  const { run, select, next, advance } = useQuizRun(items.length, onFinish);
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const item = items[Math.min(run.index, items.length - 1)]!;
  const heading = useRef<HTMLHeadingElement>(null);
  const warning = timerWarning(run);
  const answer = run.locked ? (run.answers[run.index] ?? null) : null;
  const monospace = item.question.kind === 'output' || item.question.kind === 'completion';
  const keyed = item.correct !== null;

  useEffect(() => heading.current?.focus(), [run.index]);

  const number = f.number(run.index + 1);
  const total = f.number(items.length);
  const seconds = f.number(run.secondsLeft);
  const warningSeconds = f.number(quizRules.timerWarningSeconds);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= item.options.length) {
        e.preventDefault();
        select(n - 1);
      } else if (e.key === 'Enter') {
        // The Next button handles its own Enter (a click); everywhere else Enter means Next.
        if (e.target instanceof HTMLElement && e.target.closest('[data-quiz-next]')) return;
        e.preventDefault();
        if (run.locked) advance();
        else next();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [item, run.locked, select, next, advance]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Title order={1} size="sm" fw={500} c="dimmed">
            {title}
          </Title>
          <Text fw={700}>
            <Trans>
              Question {number} of {total}
            </Trans>
          </Text>
        </div>
        <Badge
          size="xl"
          radius="sm"
          variant={warning ? 'filled' : 'light'}
          color={warning ? 'red.8' : 'blue'}
          leftSection={<IconClock size={18} aria-hidden />}
          role="timer"
          aria-label={t`Time left: ${seconds} seconds`}
          className={classes.timer}
        >
          {f.number(0)}:{f.number(run.secondsLeft, { minimumIntegerDigits: 2 })}
        </Badge>
      </Group>
      <VisuallyHidden aria-live="assertive" data-testid="timer-announcement">
        {run.secondsLeft === 0 ? t`Time's up` : warning && !run.locked ? t`${warningSeconds} seconds or less left` : ''}
      </VisuallyHidden>
      <Progress value={(run.index / items.length) * 100} size="sm" aria-hidden />

      <Title order={2} size="h3" ref={heading} tabIndex={-1} id="quiz-question" className={classes.question}>
        {item.question.question}
      </Title>
      {item.question.code && (
        <Code block className={classes.code} aria-label={t`Code`}>
          {item.question.code}
        </Code>
      )}

      <Radio.Group
        value={run.selected === null ? null : String(run.selected)}
        onChange={(v) => select(Number(v))}
        aria-labelledby="quiz-question"
        name={`quiz-option-${run.index}`}
      >
        <Stack gap="xs">
          {item.options.map((option, i) => {
            // An assignment question has no key on the device: the answer is recorded, not judged.
            const outcome = !run.locked || !keyed ? undefined : i === item.correct ? 'right' : i === answer ? 'wrong' : undefined;
            const position = f.number(i + 1);
            const spoken = spokenOption(option, item.options);
            return (
              <Radio.Card
                key={i}
                value={String(i)}
                className={classes.option}
                data-outcome={outcome}
                aria-disabled={run.locked || undefined}
                aria-label={
                  outcome === 'right'
                    ? t`Option ${position}: ${spoken} (correct answer)`
                    : outcome === 'wrong'
                      ? t`Option ${position}: ${spoken} (your answer, wrong)`
                      : t`Option ${position}: ${spoken}`
                }
              >
                <Group wrap="nowrap" align="center" gap="sm">
                  <Radio.Indicator aria-hidden />
                  <Kbd size="xs" aria-hidden visibleFrom="sm">
                    {i + 1}
                  </Kbd>
                  <Text className={classes.optionText} ff={monospace ? 'monospace' : undefined} data-option-text>
                    {option}
                  </Text>
                </Group>
              </Radio.Card>
            );
          })}
        </Stack>
      </Radio.Group>

      <Text
        aria-live="polite"
        fw={600}
        c={!keyed ? undefined : answer === item.correct ? 'var(--app-text-teal)' : 'var(--app-text-red)'}
        mih={24}
      >
        {run.locked && !keyed
          ? answer === null
            ? tm(messages.quiz.noAnswerRecorded)
            : tm(messages.quiz.answerRecorded)
          : run.locked
            ? answer === item.correct
              ? t`Correct!`
              : answer === null
                ? t`Time's up: no answer counts as wrong. The right answer is marked in green.`
                : t`Not quite: the right answer is marked in green.`
            : ''}
      </Text>

      <Group justify="space-between" wrap="wrap-reverse" gap="sm">
        <Text size="xs" c="dimmed" visibleFrom="sm">
          <Trans>
            Keys: <Kbd size="xs">1</Kbd>–<Kbd size="xs">4</Kbd> choose, <Kbd size="xs">Enter</Kbd> next
          </Trans>
        </Text>
        <Button
          data-quiz-next
          size="md"
          onClick={run.locked ? advance : next}
          disabled={!run.locked && run.selected === null}
          className={classes.next}
        >
          {run.locked ? t`Continue` : t`Next Question`}
        </Button>
      </Group>
    </Stack>
  );
}
