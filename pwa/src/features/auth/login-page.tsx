import '@mantine/core/styles/PasswordInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { loginFormSchema, messages } from '@institute/shared-schema';
import { focusFirstInvalid, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { ErrorAlert } from '../../ui/error-alert';
import { login } from './auth-api';
import { AuthCard } from './auth-card';
import { AuthFooterLink, AuthForm, formFields } from './auth-form';
import { dashboardPath } from './route-guard';
import { useAuthAction } from './use-auth-action';

/** `redirect`: a path of this site to return to after signing in (already checked by the route). */
export function LoginPage({ redirect }: { redirect?: string } = {}) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const { busy, error, run } = useAuthAction();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: translateErrors(schemaResolver(loginFormSchema, { sync: true })),
  });
  const field = formFields(form, busy);

  const submit = form.onSubmit(
    ({ email, password }) =>
      run(async () => {
        const { user, mustChangePassword } = await login(email, password, messages.auth.loginFailed);
        void notify(messages.success.welcomeBack(user.firstName, user.lastName), 'success');
        // An account an administrator created sets its own password first.
        if (mustChangePassword) await navigate({ to: '/change-password' });
        else if (redirect) await navigate({ href: redirect });
        else await navigate({ to: dashboardPath(user.role) });
      }, messages.auth.loginError),
    (_errors, _values, event) => focusFirstInvalid(submittedForm(event)),
  );

  return (
    <AuthCard title={t`Login`} subtitle={t`Sign in to continue learning.`}>
      <AuthForm onSubmit={submit}>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput label={t`Email`} type="email" autoComplete="email" key={form.key('email')} {...field('email')} />
          <PasswordInput label={t`Password`} autoComplete="current-password" key={form.key('password')} {...field('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            <Trans>Login</Trans>
          </Button>
          <AuthFooterLink prompt={t`New here?`} to="/register">
            <Trans>Register</Trans>
          </AuthFooterLink>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
