import { lazy, Suspense, useEffect, useState } from 'react';
import { notifyEvent } from './notify';
import classes from './notifications.module.css';
import { headerHeight } from './theme';

/** Space between the header's bottom edge and the first toast. */
const toastGap = 8;

const Notifications = lazy(async () => {
  // The toast itself is core's Notification; the package's sheet only places the stack.
  await import('@mantine/core/styles/Notification.css');
  await import('@mantine/notifications/styles.css');
  const m = await import('@mantine/notifications');
  return { default: m.Notifications };
});

/**
 * The toast container (top-centre, spec section 2), loaded when the first toast is asked for (the
 * toast waits in the notifications store and shows when the container mounts). Not at load: its
 * mounting moved the page's footer (a layout shift of 0.38 on /courses, measured with the
 * Layout Instability API), and most visits show no toast. Toasts start below the 64 px header,
 * so they never cover the navigation (issue 23). It mounts only after hydration: a lazy component
 * in a prerendered page would make React abandon the server HTML of its boundary (error #419).
 */
export function LazyNotifications() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(notifyEvent, want, { once: true });
    return () => window.removeEventListener(notifyEvent, want);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position="top-center"
        autoClose={3000}
        zIndex={1000}
        classNames={{ root: classes.root }}
        style={{ '--toasts-top': `${headerHeight + toastGap}px` }}
      />
    </Suspense>
  );
}
