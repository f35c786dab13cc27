import '@mantine/core/styles/PasswordInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { changePasswordFormSchema, messages } from '@institute/shared-schema';
import { useSession } from '../../data/session';
import { useSharedText } from '../../i18n/shared-text';
import { focusFirstInvalid, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { ErrorAlert } from '../../ui/error-alert';
import { changePassword } from './auth-api';
import { AuthCard } from './auth-card';
import { AuthForm, formFields } from './auth-form';
import { dashboardPath } from './route-guard';
import { useAuthAction } from './use-auth-action';

/**
 * Change the password: the first screen of an account an administrator created (its default
 * password must go before anything else), and open to any signed-in user. The answer is a new
 * session; other devices of the account sign in again.
 */
export function ChangePasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  const tm = useSharedText();
  const { busy, error, run } = useAuthAction();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: translateErrors(schemaResolver(changePasswordFormSchema, { sync: true })),
  });
  const field = formFields(form, busy);

  const submit = form.onSubmit(
    ({ currentPassword, newPassword }) =>
      run(async () => {
        const { user, message } = await changePassword({ currentPassword, newPassword }, messages.auth.resetFailed);
        void notify(message, 'success');
        await navigate({ to: dashboardPath(user.role) });
      }, messages.auth.resetFailed),
    (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
  );

  if (!session) return <Navigate to="/login" />;
  return (
    <AuthCard title={t`Change password`} subtitle={t`Choose a new password for your account.`}>
      <AuthForm onSubmit={submit}>
        <Stack>
          {session.mustChangePassword && (
            <Text size="sm" c="dimmed">
              {tm(messages.auth.mustChangePassword)}
            </Text>
          )}
          <ErrorAlert message={error} />
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...field('currentPassword')}
          />
          <PasswordInput label={t`New password`} autoComplete="new-password" key={form.key('newPassword')} {...field('newPassword')} />
          <PasswordInput
            label={t`Confirm new password`}
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...field('confirmPassword')}
          />
          <Button type="submit" loading={busy} fullWidth>
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
