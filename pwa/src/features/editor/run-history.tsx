import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { languageLabels } from '@institute/shared-schema';
import type { HistoryEntry } from './editor-storage';
import { visibleControls } from './output-text';

const statusLabel: Record<HistoryEntry['status'], { label: string; color: string }> = {
  ok: { label: 'Success', color: 'green' },
  'compile-error': { label: 'Compile error', color: 'red' },
  'runtime-error': { label: 'Runtime error', color: 'red' },
  limit: { label: 'Limit exceeded', color: 'orange' },
  unavailable: { label: 'Unavailable', color: 'gray' },
  error: { label: 'Error', color: 'red' },
  'http-error': { label: 'HTTP error', color: 'red' },
  queued: { label: 'Queued (offline)', color: 'blue' },
};

/** The last ten runs on this device, newest first. */
export function RunHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="run-history-title">
      <Title order={2} size="h4" id="run-history-title" mb="sm">
        Recent runs
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">Your runs will be listed here.</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="run-history">
          {entries.map((e) => (
            <Group key={e.id} component="li" gap="sm" wrap="nowrap">
              <Badge color={statusLabel[e.status].color} variant="light" style={{ flexShrink: 0 }}>
                {statusLabel[e.status].label}
              </Badge>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {languageLabels[e.language]}
              </Text>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {new Date(e.at).toLocaleTimeString()}
                {e.elapsedMs !== null ? ` · ${e.elapsedMs} ms` : ''}
              </Text>
              <Text size="sm" truncate="end" ff="monospace">
                {visibleControls(e.summary)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
