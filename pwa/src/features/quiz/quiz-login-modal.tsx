import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { messages } from '@institute/shared-schema';

/** The spec's 'Please Login First' modal for a visitor who opens a quiz level. */
export function QuizLoginModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.quiz.loginTitle} centered>
      <Text mb="lg">{messages.quiz.loginText}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button component={Link} to="/login">
          Go to Login
        </Button>
      </Group>
    </Modal>
  );
}
