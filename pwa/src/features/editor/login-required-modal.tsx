import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { messages } from '@institute/shared-schema';

/** Spec section 2: the dialog a visitor (or an expired session) gets on Run Code. */
export function LoginRequiredModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={messages.editor.loginTitle} centered>
      <Stack>
        <Text fw={600}>{messages.editor.loginText}</Text>
        <Text>{messages.editor.loginDetail}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void navigate({ to: '/login' })}>Go to Login</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
