import { Alert, Button } from '@mantine/core';
import { publicMessages } from '@institute/shared-schema';

/** A screen's error, announced to screen readers, with Try again when the screen can reload; nothing when there is none. */
export function ErrorAlert({ message, onRetry, retrying = false }: { message: string | null; onRetry?: () => void; retrying?: boolean }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
      {onRetry && (
        <Button variant="white" color="red" size="xs" ml="sm" mih={36} onClick={onRetry} loading={retrying}>
          {publicMessages.tryAgain}
        </Button>
      )}
    </Alert>
  );
}
