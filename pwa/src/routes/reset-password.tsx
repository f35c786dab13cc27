import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  // A plain function, not a zod schema: the route table is in the entry, and zod is not. The
  // router reads `?mobile=9876543210` as a number (search values are parsed as JSON): kept as text.
  validateSearch: (search: Record<string, unknown>): { mobile?: string } =>
    typeof search.mobile === 'string' || typeof search.mobile === 'number' ? { mobile: String(search.mobile) } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordPage mobile={Route.useSearch().mobile} />;
}
