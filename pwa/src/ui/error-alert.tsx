import { Alert, Button } from '@mantine/core';
import { publicMessages } from '@institute/shared-schema';
import { useSharedText } from '../i18n/shared-text';

/**
 * A screen's error, announced to screen readers, with Try again when the screen can reload; nothing
 * when there is none. The message is shown in the reader's language: a shared catalogue's text
 * (most screens' fallbacks) is translated, one already translated (an `ApiError`'s) stays as it is.
 */
export function ErrorAlert({ message, onRetry, retrying = false }: { message: string | null; onRetry?: () => void; retrying?: boolean }) {
  const tm = useSharedText();
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {tm(message)}
      {onRetry && (
        <Button variant="white" color="red" size="xs" ml="sm" mih={36} onClick={onRetry} loading={retrying}>
          {tm(publicMessages.tryAgain)}
        </Button>
      )}
    </Alert>
  );
}
