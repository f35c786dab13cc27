import { Alert, Badge, Button, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatRupees, messages } from '@institute/shared-schema';
import { useProtectedImage } from '../profile/use-protected-image';
import { notify } from '../../ui/notify';
import { useDecideVerification, type AdminVerification } from './verifications-api';
import { Modal } from '../../ui/dialogs';

const adminToastMs = 6000;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

/** One proof with its screenshot; approve or reject with a note while it is pending, read-only after. */
export function ReviewDialog({
  proof,
  onClose,
  onDecided,
}: {
  proof: AdminVerification | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  return (
    <Modal opened={proof !== null} onClose={onClose} title="Review payment" size="xl" centered>
      {proof && <Review key={proof.id} proof={proof} onClose={onClose} onDecided={onDecided} />}
    </Modal>
  );
}

function Review({ proof, onClose, onDecided }: { proof: AdminVerification; onClose: () => void; onDecided: () => void }) {
  const [notes, setNotes] = useState(proof.adminNotes ?? '');
  const mutation = useDecideVerification();
  const busy = mutation.isPending ? (mutation.variables?.body.status ?? null) : null;
  const image = useProtectedImage(proof.screenshot ? `/api/payment-screenshot/${proof.screenshot}` : null);

  const decide = async (status: 'approved' | 'rejected') => {
    try {
      const answer = await mutation.mutateAsync({ params: { id: proof.id }, body: { status, adminNotes: notes } });
      void notify(answer.message, 'success', adminToastMs);
      onClose();
    } catch (e) {
      void notify(e instanceof Error ? e.message : messages.adminSave.verificationStatus, 'error', adminToastMs);
      // Another administrator may have decided it meanwhile: show the queue as it is now.
      onDecided();
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="sm">
        {proof.duplicateTransaction && (
          <Alert color="orange" title={messages.payments.duplicateTransaction}>
            Another payment proof uses transaction ID {proof.transactionId}. Check the bank statement before approving.
          </Alert>
        )}
        <Field label="Student">{proof.studentName}</Field>
        <Field label="Course">{proof.courseName}</Field>
        <Group grow>
          <Field label="Amount">{formatRupees(proof.amount)}</Field>
          <Field label="Date">{formatDate(proof.paymentDate)}</Field>
        </Group>
        <Group grow>
          <Field label="Transaction ID">{proof.transactionId}</Field>
          <Field label="Mobile">{proof.mobileNumber}</Field>
        </Group>
        {proof.status === 'pending' ? (
          <>
            <Textarea
              label="Notes for the student"
              autosize
              minRows={2}
              maxLength={1000}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
            />
            <Group grow>
              <Button
                color="red"
                variant="light"
                loading={busy === 'rejected'}
                disabled={busy !== null}
                onClick={() => void decide('rejected')}
              >
                Reject
              </Button>
              <Button color="teal" loading={busy === 'approved'} disabled={busy !== null} onClick={() => void decide('approved')}>
                Approve
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Group gap="xs">
              <Badge color={proof.status === 'approved' ? 'teal' : 'red'}>
                {proof.status === 'approved' ? messages.payments.approved : messages.payments.rejected}
              </Badge>
              <Text size="sm" c="dimmed">
                {proof.decidedBy ? `by ${proof.decidedBy}` : ''} {proof.decidedAt ? `on ${formatDate(proof.decidedAt)}` : ''}
              </Text>
            </Group>
            {proof.adminNotes && <Field label="Notes">{proof.adminNotes}</Field>}
          </>
        )}
      </Stack>
      <Center mih={240} bg="var(--app-surface)" style={{ borderRadius: 8 }}>
        {image ? (
          <a href={image} target="_blank" rel="noreferrer">
            <Image src={image} alt={`Payment screenshot from ${proof.studentName}`} mah={480} fit="contain" />
          </a>
        ) : (
          <Loader aria-label="Loading the screenshot" />
        )}
      </Center>
    </SimpleGrid>
  );
}
