import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  // A plain function, not a zod schema: the route table is in the entry, and zod is not.
  validateSearch: (search: Record<string, unknown>): { mobile?: string } =>
    typeof search.mobile === 'string' ? { mobile: search.mobile } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordPage mobile={Route.useSearch().mobile} />;
}
