import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Modal } from './dialogs';

/** Asks before a deletion: what goes, Cancel, and Delete (busy while it runs). */
export function ConfirmDeleteModal({
  opened,
  title,
  children,
  busy,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          <Trans>Delete</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
