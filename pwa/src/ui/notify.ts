/**
 * The one way to show a toast. @mantine/notifications loads on first use, so it stays out of the
 * entry; toasts appear top-centre and close after 3 seconds unless a screen asks otherwise.
 */
import { t } from '@lingui/core/macro';
import { sharedText } from '../i18n/shared-text';

export type NotifyKind = 'success' | 'error' | 'info';

const colors: Record<NotifyKind, string> = { success: 'teal', error: 'red', info: 'blue' };

/** Said on the window when a toast is asked for, so the toast container mounts if it has not yet. */
export const notifyEvent = 'institute:notify';

/** A shared-schema text (`messages.*`) is shown in the reader's language (`sharedText`). */
export async function notify(message: string, kind: NotifyKind = 'info', autoClose = 3000) {
  window.dispatchEvent(new Event(notifyEvent));
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    message: sharedText(message),
    color: colors[kind],
    autoClose,
    withBorder: true,
    closeButtonProps: { 'aria-label': t`Close message` },
  });
}
