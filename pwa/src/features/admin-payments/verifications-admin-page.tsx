import { Badge, Button, Card, Container, Group, SegmentedControl, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import { ReviewDialog } from './review-dialog';
import { verificationsQuery, type AdminVerification, type VerificationFilter } from './verifications-api';
import { withQueries } from '../../api/queries';
import { ExportButton } from '../admin-exports/export-button';
import { ErrorAlert } from '../../ui/error-alert';

const statusBadge = {
  pending: { label: messages.payments.pendingVerification, color: 'yellow' },
  approved: { label: messages.payments.approved, color: 'teal' },
  rejected: { label: messages.payments.rejected, color: 'red' },
} as const;

function DuplicateFlag({ proof }: { proof: AdminVerification }) {
  const tm = useSharedText();
  if (!proof.duplicateTransaction) return null;
  return (
    <Tooltip label={tm(messages.payments.duplicateTransaction)}>
      <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />} data-testid="duplicate-flag">
        <Trans>Duplicate</Trans>
      </Badge>
    </Tooltip>
  );
}

/** Payment verifications (spec sections 2 and 4): the pending queue, a history of decisions, the review dialog. */
export const VerificationsAdminPage = withQueries(VerificationsAdminScreen);

function VerificationsAdminScreen() {
  const [filter, setFilter] = useState<VerificationFilter>('pending');
  const query = useQuery(verificationsQuery(filter));
  const list = query.data?.verifications ?? null;
  const error = query.error?.message ?? null;
  const load = () => void query.refetch();
  const [reviewing, setReviewing] = useState<AdminVerification | null>(null);
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();

  const review = (p: AdminVerification) => {
    const { studentName } = p;
    return (
      <Button
        size="xs"
        variant={p.status === 'pending' ? 'filled' : 'default'}
        onClick={() => setReviewing(p)}
        aria-label={t`Review payment from ${studentName}`}
      >
        {p.status === 'pending' ? <Trans>Review</Trans> : <Trans>View</Trans>}
      </Button>
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>
            <Trans>Payment verifications</Trans>
          </Title>
          <Group gap="xs">
            <ExportButton kind="payments" label={t`Export payments`} />
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={load}>
              <Trans>Refresh</Trans>
            </Button>
          </Group>
        </Group>
        <SegmentedControl
          fullWidth
          size="xs"
          aria-label={t`Show payments`}
          value={filter}
          onChange={(v) => setFilter(v)}
          data={[
            { value: 'pending', label: t`Pending` },
            { value: 'approved', label: t`Approved` },
            { value: 'rejected', label: t`Rejected` },
            { value: 'all', label: t`History` },
          ]}
        />
        <ErrorAlert message={error} onRetry={load} retrying={query.isFetching} />
        {!list && !error && <Skeleton h={200} />}
        {list?.length === 0 && (
          <Text c="dimmed">
            {filter === 'pending' ? <Trans>No payments are waiting for verification.</Trans> : <Trans>No payments here yet.</Trans>}
          </Text>
        )}
        {list && list.length > 0 && (
          <>
            <Table visibleFrom="sm" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Student</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Course</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Amount</Trans>
                  </Table.Th>
                  <Table.Th visibleFrom="md">
                    <Trans>Transaction ID</Trans>
                  </Table.Th>
                  <Table.Th visibleFrom="md">
                    <Trans>Date</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th ta="right">
                    <Trans>Action</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((p) => (
                  <Table.Tr key={p.id} data-testid="verification-row">
                    <Table.Td>{p.studentName}</Table.Td>
                    <Table.Td>{p.courseName}</Table.Td>
                    <Table.Td>{f.rupees(p.amount)}</Table.Td>
                    <Table.Td visibleFrom="md">
                      <Group gap={6}>
                        <Text size="sm" ff="monospace">
                          {p.transactionId}
                        </Text>
                        <DuplicateFlag proof={p} />
                      </Group>
                    </Table.Td>
                    <Table.Td visibleFrom="md">{f.date(p.paymentDate)}</Table.Td>
                    <Table.Td>
                      <Badge color={statusBadge[p.status].color} variant="light">
                        {tm(statusBadge[p.status].label)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{review(p)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack hiddenFrom="sm" gap="sm">
              {list.map((p) => (
                <Card key={p.id} withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={500}>{p.studentName}</Text>
                      <Text size="sm" c="dimmed">
                        {p.courseName} · {f.rupees(p.amount)}
                      </Text>
                      <Group gap={6} mt={4}>
                        <Badge color={statusBadge[p.status].color} variant="light">
                          {tm(statusBadge[p.status].label)}
                        </Badge>
                        <DuplicateFlag proof={p} />
                      </Group>
                    </div>
                    {review(p)}
                  </Group>
                </Card>
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <ReviewDialog proof={reviewing} onClose={() => setReviewing(null)} onDecided={load} />
    </Container>
  );
}
