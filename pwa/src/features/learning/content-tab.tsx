/** The Course Content tab (site spec section 2): module cards with Start or Review; a lesson opens in place. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CourseContent } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { lessonProgress } from './lesson-progress';
import { LessonView } from './lesson-view';

const typeLabel = { video: msg`Video`, assignment: msg`Assignment`, note: msg`Note` } as const;

/** `onOpenAssignment`: an assignment without a task file has nothing to open here; its card leads to the Assignments tab. */
export function ContentTab({ contents, onOpenAssignment }: { contents: CourseContent[]; onOpenAssignment?: () => void }) {
  const [open, setOpen] = useState<CourseContent | null>(null);
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  if (open) return <LessonView content={open} onClose={() => setOpen(null)} />;
  return (
    <Stack>
      {contents.length === 0 && (
        <Text c="dimmed">
          <Trans>Lessons appear here once your enrolment is approved and synced.</Trans>
        </Text>
      )}
      {contents.map((c, i) => {
        const done = lessonProgress(c.id).done;
        const title = c.title;
        return (
          <Card key={c.id} withBorder radius="md" data-testid="lesson-card">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} data-testid="lesson-title">
                    {f.number(i + 1)}. {c.title}
                  </Text>
                  <Badge variant="light">{i18n._(typeLabel[c.type])}</Badge>
                  {done && (
                    <Badge variant="light" color="teal">
                      <Trans>Completed</Trans>
                    </Badge>
                  )}
                </Group>
                {c.description && (
                  <Text size="sm" c="dimmed">
                    {c.description}
                  </Text>
                )}
                {c.duration && (
                  <Text size="xs" c="dimmed">
                    {c.duration}
                  </Text>
                )}
              </div>
              {c.type === 'assignment' && !c.file && onOpenAssignment ? (
                <Button size="md" variant="light" onClick={onOpenAssignment} aria-label={t`Go to assignment: ${title}`}>
                  <Trans>Go to assignment</Trans>
                </Button>
              ) : (
                <Button
                  size="md"
                  variant={done ? 'light' : 'filled'}
                  onClick={() => setOpen(c)}
                  aria-label={done ? t`Review ${title}` : t`Start ${title}`}
                >
                  {done ? <Trans>Review</Trans> : <Trans>Start</Trans>}
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
