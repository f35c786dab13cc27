import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The one "log in first" dialog, for a visitor (or an expired session) who asked for something an
 * account is needed for. Each place passes the spec's words for it (the editor's Run Code, the
 * quiz levels, enrolment); the action is a link to /login.
 */
export function LoginRequiredModal({
  opened,
  onClose,
  title,
  text,
  detail,
  action = 'Go to Login',
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  /** A second line under the text, which is then set in bold. */
  detail?: string;
  action?: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text fw={detail ? 600 : undefined}>{text}</Text>
        {detail && <Text>{detail}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button component={Link} to="/login" data-autofocus>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
