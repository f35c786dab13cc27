import { lazy, Suspense } from 'react';

const Notifications = lazy(async () => {
  await import('@mantine/notifications/styles.css');
  const m = await import('@mantine/notifications');
  return { default: m.Notifications };
});

/** The toast container, loaded after first paint (top-centre, spec section 2). */
export function LazyNotifications() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={3000} zIndex={1000} />
    </Suspense>
  );
}
