import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatRupees, messages } from '@institute/shared-schema';
import type { MyPaymentProof } from '../payments/payments-data';

function proofBadge(p: MyPaymentProof) {
  if (p.syncState === 'waiting') return { label: messages.payments.waitingToUpload, color: 'gray' };
  if (p.status === 'approved') return { label: messages.payments.approved, color: 'teal' };
  if (p.status === 'rejected') return { label: messages.payments.rejected, color: 'red' };
  return { label: messages.payments.pendingVerification, color: 'yellow' };
}

/** The student's payment proofs: waiting to upload, pending, approved or rejected with the administrator's note. */
export function PaymentProofList({ proofs }: { proofs: MyPaymentProof[] }) {
  if (proofs.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="proofs-heading">
      <Title order={2} size="h3" id="proofs-heading">
        Payment proofs
      </Title>
      {proofs.map((p) => {
        const badge = proofBadge(p);
        return (
          <Card key={p.id} withBorder padding="md" radius="md" data-testid="payment-proof">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{p.courseName}</Text>
                <Text size="sm" c="dimmed">
                  {formatRupees(p.amount)} · Transaction ID {p.transactionId} · {formatDate(p.paymentDate)}
                </Text>
              </div>
              <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
                {badge.label}
              </Badge>
            </Group>
            {p.status === 'pending' && (
              <Text size="sm" mt={6}>
                {messages.payments.promise}
              </Text>
            )}
            {p.adminNotes && (
              <Text size="sm" mt={6}>
                <b>Note from the institute:</b> {p.adminNotes}
              </Text>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
