import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { safeRedirect } from '../features/auth/safe-redirect';

/** `?redirect=/path`: where to go after signing in (a template the visitor chose), this site's paths only. */
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirect={redirect} />;
}
