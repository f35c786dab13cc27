import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
import type { MyPaymentProof } from '../payments/payments-data';

function proofBadge(p: MyPaymentProof) {
  if (p.syncState === 'waiting') return { label: messages.payments.waitingToUpload, color: 'gray' };
  if (p.status === 'approved') return { label: messages.payments.approved, color: 'teal' };
  if (p.status === 'rejected') return { label: messages.payments.rejected, color: 'red' };
  return { label: messages.payments.pendingVerification, color: 'yellow' };
}

/** The student's payment proofs: waiting to upload, pending, approved or rejected with the administrator's note. */
export function PaymentProofList({ proofs }: { proofs: MyPaymentProof[] }) {
  const f = useFormat();
  const tm = useSharedText();
  if (proofs.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="proofs-heading">
      <Title order={2} size="h3" id="proofs-heading">
        <Trans>Payment proofs</Trans>
      </Title>
      {proofs.map((p) => {
        const badge = proofBadge(p);
        const amount = f.rupees(p.amount);
        const transactionId = p.transactionId;
        const paidOn = f.date(p.paymentDate);
        const note = p.adminNotes;
        return (
          <Card key={p.id} withBorder padding="md" radius="md" data-testid="payment-proof">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{p.courseName}</Text>
                <Text size="sm" c="dimmed">
                  <Trans>
                    {amount} · Transaction ID {transactionId} · {paidOn}
                  </Trans>
                </Text>
              </div>
              <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
                {tm(badge.label)}
              </Badge>
            </Group>
            {p.status === 'pending' && (
              <Text size="sm" mt={6}>
                {tm(messages.payments.promise)}
              </Text>
            )}
            {p.adminNotes && (
              <Text size="sm" mt={6}>
                <Trans>
                  <b>Note from the institute:</b> {note}
                </Trans>
              </Text>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
