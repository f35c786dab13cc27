import { Alert } from '@mantine/core';

/** A screen's error, announced to screen readers; nothing when there is none. */
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
