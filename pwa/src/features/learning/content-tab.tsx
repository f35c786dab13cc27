/** The Course Content tab (site spec section 2): module cards with Start or Review; a lesson opens in place. */
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CourseContent } from '@institute/shared-schema';
import { lessonProgress } from './lesson-progress';
import { LessonView } from './lesson-view';

const typeLabel = { video: 'Video', assignment: 'Assignment', note: 'Note' } as const;

/** `onOpenAssignment`: an assignment without a task file has nothing to open here; its card leads to the Assignments tab. */
export function ContentTab({ contents, onOpenAssignment }: { contents: CourseContent[]; onOpenAssignment?: () => void }) {
  const [open, setOpen] = useState<CourseContent | null>(null);
  if (open) return <LessonView content={open} onClose={() => setOpen(null)} />;
  return (
    <Stack>
      {contents.length === 0 && <Text c="dimmed">Lessons appear here once your enrolment is approved and synced.</Text>}
      {contents.map((c, i) => {
        const done = lessonProgress(c.id).done;
        return (
          <Card key={c.id} withBorder radius="md" data-testid="lesson-card">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} data-testid="lesson-title">
                    {i + 1}. {c.title}
                  </Text>
                  <Badge variant="light">{typeLabel[c.type]}</Badge>
                  {done && (
                    <Badge variant="light" color="teal">
                      Completed
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
                <Button size="md" variant="light" onClick={onOpenAssignment} aria-label={`Go to the assignment ${c.title}`}>
                  Go to assignment
                </Button>
              ) : (
                <Button
                  size="md"
                  variant={done ? 'light' : 'filled'}
                  onClick={() => setOpen(c)}
                  aria-label={`${done ? 'Review' : 'Start'} ${c.title}`}
                >
                  {done ? 'Review' : 'Start'}
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
