import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other `/admin/...` path leads to the home page (site spec section 2's final catch-all). */
export const Route = createFileRoute('/admin/$')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect
    throw redirect({ to: '/' });
  },
});
