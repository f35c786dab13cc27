import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { defaultSiteConfig, messages, otpCode, registrationSchema } from '@institute/shared-schema';
import { register, sendOtp } from '../features/auth/auth-api';
import { AuthCard } from '../features/auth/auth-card';
import { useResendTimer } from '../features/auth/use-resend-timer';
import { notify } from '../ui/notify';
import { ErrorAlert } from '../ui/error-alert';

export const Route = createFileRoute('/register')({ component: RegisterPage });

/** Registration: the form, Send OTP, then the code field and Verify & Sign Up (spec section 4). */
function RegisterPage() {
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const timer = useResendTimer();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' },
    validate: schemaResolver(registrationSchema, { sync: true }),
  });

  const requestCode = async () => {
    if (form.validate().hasErrors) return;
    setBusy(true);
    setError(null);
    try {
      await sendOtp(form.getValues().phoneNumber.trim(), 'register', messages.auth.sendOtpFailed);
      setCodeSent(true);
      timer.start();
    } catch (e) {
      setError(e instanceof Error ? e.message : messages.auth.sendOtpFailed);
    } finally {
      setBusy(false);
    }
  };

  const verifyAndSignUp = async () => {
    if (form.validate().hasErrors) return;
    if (!otpCode.safeParse(otp).success) return setOtpError(messages.validation.otpInvalid);
    setBusy(true);
    setError(null);
    setOtpError(null);
    try {
      const v = registrationSchema.parse(form.getValues());
      await register(
        { firstName: v.firstName, lastName: v.lastName, email: v.email, phoneNumber: v.phoneNumber, password: v.password, otp },
        messages.auth.registrationFailed,
      );
      void notify(messages.success.registered(defaultSiteConfig.name), 'success');
      await navigate({ to: '/student/dashboard' });
    } catch (e) {
      const message = e instanceof Error ? e.message : messages.auth.registrationFailed;
      if (
        message === messages.validation.otpInvalid ||
        message === messages.auth.otpExpired ||
        message === messages.auth.otpTooManyAttempts
      )
        setOtpError(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Register" subtitle="Create your student account. We will text a code to your mobile number.">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void (codeSent ? verifyAndSignUp() : requestCode());
        }}
      >
        <Stack>
          <ErrorAlert message={error} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              disabled={busy}
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              disabled={busy}
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            disabled={busy}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            disabled={busy || codeSent}
            key={form.key('phoneNumber')}
            {...form.getInputProps('phoneNumber')}
          />
          <PasswordInput
            label="Password"
            description="At least 6 characters, with an uppercase letter, a number and one of !@#$%^&*"
            autoComplete="new-password"
            disabled={busy}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            disabled={busy}
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          {codeSent && (
            <TextInput
              label="OTP"
              description={`Sent to ${form.getValues().phoneNumber}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, ''))}
              error={otpError}
              disabled={busy}
              data-autofocus
            />
          )}
          <Button type="submit" loading={busy} fullWidth color={codeSent ? 'pink' : 'blue'}>
            {codeSent ? 'Verify & Sign Up' : 'Send OTP'}
          </Button>
          {codeSent && (
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => setCodeSent(false)} disabled={busy}>
                Change number
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={() => void requestCode()} disabled={busy || timer.left > 0}>
                {timer.left > 0 ? `Resend OTP in ${timer.left}s` : 'Resend OTP'}
              </Anchor>
            </Group>
          )}
          <Text size="sm" ta="center">
            Already registered?{' '}
            <Anchor component={Link} to="/login">
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
