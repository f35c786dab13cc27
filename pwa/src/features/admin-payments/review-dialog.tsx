import { Alert, Badge, Button, Center, Group, Image, Loader, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@institute/shared-schema';
import { useFormat } from '../../i18n/format';
import { useSharedText } from '../../i18n/shared-text';
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
  const { t } = useLingui();
  return (
    <Modal opened={proof !== null} onClose={onClose} title={t`Review payment`} size="xl" centered>
      {proof && <Review key={proof.id} proof={proof} onClose={onClose} onDecided={onDecided} />}
    </Modal>
  );
}

function Review({ proof, onClose, onDecided }: { proof: AdminVerification; onClose: () => void; onDecided: () => void }) {
  const [notes, setNotes] = useState(proof.adminNotes ?? '');
  const mutation = useDecideVerification();
  const busy = mutation.isPending ? (mutation.variables?.body.status ?? null) : null;
  const image = useProtectedImage(proof.screenshot ? `/api/payment-screenshot/${proof.screenshot}` : null);
  const { t } = useLingui();
  const tm = useSharedText();
  const f = useFormat();
  const { transactionId, studentName } = proof;
  const decidedBy = proof.decidedBy;
  const decidedOn = proof.decidedAt ? f.date(proof.decidedAt) : null;

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
          <Alert color="orange" title={tm(messages.payments.duplicateTransaction)}>
            <Trans>Another payment proof uses transaction ID {transactionId}. Check the bank statement before approving.</Trans>
          </Alert>
        )}
        <Field label={t`Student`}>{proof.studentName}</Field>
        <Field label={t`Course`}>{proof.courseName}</Field>
        <Group grow>
          <Field label={t`Amount`}>{f.rupees(proof.amount)}</Field>
          <Field label={t`Date`}>{f.date(proof.paymentDate)}</Field>
        </Group>
        <Group grow>
          <Field label={t`Transaction ID`}>{proof.transactionId}</Field>
          <Field label={t`Mobile`}>{proof.mobileNumber}</Field>
        </Group>
        {proof.status === 'pending' ? (
          <>
            <Textarea
              label={t`Notes for the student`}
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
                <Trans>Reject</Trans>
              </Button>
              <Button color="teal" loading={busy === 'approved'} disabled={busy !== null} onClick={() => void decide('approved')}>
                <Trans>Approve</Trans>
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Group gap="xs">
              <Badge color={proof.status === 'approved' ? 'teal' : 'red'}>
                {tm(proof.status === 'approved' ? messages.payments.approved : messages.payments.rejected)}
              </Badge>
              <Text size="sm" c="dimmed">
                {decidedBy && decidedOn
                  ? t`by ${decidedBy} on ${decidedOn}`
                  : decidedBy
                    ? t`by ${decidedBy}`
                    : decidedOn
                      ? t`on ${decidedOn}`
                      : ''}
              </Text>
            </Group>
            {proof.adminNotes && <Field label={t`Notes`}>{proof.adminNotes}</Field>}
          </>
        )}
      </Stack>
      <Center mih={240} bg="var(--app-surface)" style={{ borderRadius: 8 }}>
        {image ? (
          <a href={image} target="_blank" rel="noreferrer">
            <Image src={image} alt={t`Payment screenshot from ${studentName}`} mah={480} fit="contain" />
          </a>
        ) : (
          <Loader aria-label={t`Loading the screenshot`} />
        )}
      </Center>
    </SimpleGrid>
  );
}
