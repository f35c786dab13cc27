import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { loginSchema, messages } from '@institute/shared-schema';
import { login } from '../features/auth/auth-api';
import { AuthCard } from '../features/auth/auth-card';
import { dashboardPath } from '../features/auth/route-guard';
import { notify } from '../ui/notify';
import { ErrorAlert } from '../ui/error-alert';

export const Route = createFileRoute('/login')({ component: LoginPage });

function LoginPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    try {
      const { user } = await login(email, password, messages.auth.loginFailed);
      void notify(messages.success.welcomeBack(user.firstName, user.lastName), 'success');
      await navigate({ to: dashboardPath(user.role) });
    } catch (e) {
      setError(e instanceof Error ? e.message : messages.auth.loginError);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title="Login" subtitle="Sign in to continue learning.">
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorAlert message={error} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            disabled={busy}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            disabled={busy}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            Login
          </Button>
          <Text size="sm" ta="center">
            New here?{' '}
            <Anchor component={Link} to="/register">
              Register
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
