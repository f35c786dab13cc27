import { Paper, Skeleton, Text } from '@mantine/core';

/**
 * One figure of a dashboard: its label, then the value, a placeholder while it loads, or nothing
 * when it could not be loaded (the screen's error says why).
 */
export function StatCard({
  label,
  value,
  loading,
  testId,
}: {
  label: string;
  value: string | number | null;
  loading: boolean;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value !== null ? (
        <Text fz={28} fw={800} c="var(--app-text-blue)" data-testid={testId}>
          {value}
        </Text>
      ) : (
        loading && <Skeleton h={34} mt={4} />
      )}
    </Paper>
  );
}
