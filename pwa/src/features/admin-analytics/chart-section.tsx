/**
 * One chart of the analytics page with its figures as a table (issue 19): the chart is an image
 * named by a sentence that says what it shows (`role="img"` and `aria-label`, so a screen reader
 * reads that sentence rather than the drawing's parts), and the table holds every figure. The table
 * is always in the page for screen readers, visually hidden until "Show as table" shows it.
 */
import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { messages } from '@institute/shared-schema';
import { useSharedText } from '../../i18n/shared-text';
import { touchTarget } from '../../ui/touch';
import { ScrollTable } from '../../ui/scroll-table';

export interface FigureTable {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}

export function ChartSection({
  title,
  summary,
  chartLabel,
  empty,
  chart,
  tables,
  after,
  testId,
}: {
  title: string;
  /** A line under the title with the section's headline figure. */
  summary?: ReactNode;
  /** The chart's accessible name: what it shows, in words. */
  chartLabel: string;
  /** Nothing to draw in this range: the chart gives way to a sentence (the tables stay). */
  empty: boolean;
  chart: ReactNode;
  tables: FigureTable[];
  /** Shown under the chart (a short list the chart leaves out). */
  after?: ReactNode;
  testId: string;
}) {
  const [shown, setShown] = useState(false);
  const tm = useSharedText();
  const tablesId = useId();
  const figures = (
    <Stack gap="md" id={tablesId}>
      {tables.map((t) => (
        <ScrollTable key={t.caption} label={t.caption} minWidth={280}>
          <Table striped withTableBorder captionSide="top" data-testid={`${testId}-table`}>
            <Table.Caption>{t.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {t.head.map((h, i) => (
                  <Table.Th key={h} ta={i === 0 ? undefined : 'right'} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {t.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={t.head.length}>{tm(messages.adminAnalytics.noData)}</Table.Td>
                </Table.Tr>
              ) : (
                t.rows.map((row, r) => (
                  <Table.Tr key={r}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <Table.Th key={i} scope="row" fw={500}>
                          {cell}
                        </Table.Th>
                      ) : (
                        <Table.Td key={i} ta="right">
                          {cell}
                        </Table.Td>
                      ),
                    )}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ))}
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${tablesId}-title`} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={`${tablesId}-title`}>
              {title}
            </Title>
            {summary && (
              <Text size="sm" c="dimmed" mt={2}>
                {summary}
              </Text>
            )}
          </div>
          <Button
            variant="subtle"
            size="compact-sm"
            mih={touchTarget}
            aria-expanded={shown}
            aria-controls={tablesId}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <Trans>Hide table</Trans> : <Trans>Show as table</Trans>}
          </Button>
        </Group>
        {empty ? (
          <Text c="dimmed" py="lg" ta="center">
            {tm(messages.adminAnalytics.noData)}
          </Text>
        ) : (
          <div role="img" aria-label={chartLabel} data-testid={`${testId}-chart`}>
            {chart}
          </div>
        )}
        {after}
        {shown ? figures : <VisuallyHidden>{figures}</VisuallyHidden>}
      </Stack>
    </Paper>
  );
}
