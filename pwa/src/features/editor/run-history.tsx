import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { languageLabels } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import type { HistoryEntry } from './editor-storage';
import { historyLine, visibleControls } from './output-text';

const statusLabel: Record<HistoryEntry['status'], { label: MessageDescriptor; color: string }> = {
  ok: { label: msg`Success`, color: 'green' },
  'compile-error': { label: msg`Compile error`, color: 'red' },
  'runtime-error': { label: msg`Runtime error`, color: 'red' },
  limit: { label: msg`Limit exceeded`, color: 'orange' },
  unavailable: { label: msg`Unavailable`, color: 'gray' },
  error: { label: msg`Error`, color: 'red' },
  'http-error': { label: msg`HTTP error`, color: 'red' },
  queued: { label: msg`Queued (offline)`, color: 'blue' },
};

/** The last ten runs on this device, newest first. */
export function RunHistory({ entries }: { entries: HistoryEntry[] }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const f = useFormat();
  const took = (ms: number) => {
    const elapsed = f.number(ms, { useGrouping: false });
    return t`${elapsed} ms`;
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="run-history-title">
      <Title order={2} size="h4" id="run-history-title" mb="sm">
        <Trans>Recent runs</Trans>
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">
          <Trans>Your runs will be listed here.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="run-history">
          {entries.map((e) => (
            <Group key={e.id} component="li" gap="sm" wrap="nowrap">
              <Badge color={statusLabel[e.status].color} variant="light" style={{ flexShrink: 0 }}>
                {i18n._(statusLabel[e.status].label)}
              </Badge>
              <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                {languageLabels[e.language]}
              </Text>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {f.dateTime(e.at, { timeStyle: 'medium' })}
                {e.elapsedMs !== null ? ` · ${took(e.elapsedMs)}` : ''}
              </Text>
              <Text size="sm" truncate="end" ff="monospace">
                {visibleControls(historyLine(e))}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
