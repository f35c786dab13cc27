import '@mantine/core/styles/Stepper.css';
import { Anchor, Button, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages, mobileField, newPasswordSchema, otpCode } from '@institute/shared-schema';
import { resetPassword, sendOtp, verifyOtp } from '../features/auth/auth-api';
import { AuthCard } from '../features/auth/auth-card';
import { NewPasswordFields } from '../features/auth/new-password-fields';
import { useResendTimer } from '../features/auth/use-resend-timer';
import { notify } from '../ui/notify';
import { ErrorAlert } from '../ui/error-alert';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

/** Three steps (spec section 2): mobile number, code, new password. */
function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [passwords, setPasswords] = useState({ newPassword: '', confirmPassword: '' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useResendTimer();

  const run = async (work: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : fallback);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () => {
    const problem = firstError(mobileField.safeParse(mobile));
    setFieldError(problem);
    if (problem) return;
    void run(async () => {
      await sendOtp(mobile.trim(), 'reset', messages.auth.resetSendOtpFailed);
      timer.start();
      setStep(1);
    }, messages.auth.resetSendOtpFailed);
  };

  const checkCode = () => {
    const problem = otpCode.safeParse(otp).success ? null : messages.auth.resetInvalidOtp;
    setFieldError(problem);
    if (problem) return;
    void run(async () => {
      await verifyOtp(mobile.trim(), otp, 'reset', messages.auth.resetInvalidOtp);
      setStep(2);
    }, messages.auth.resetInvalidOtp);
  };

  const setNewPassword = () => {
    const problem = firstError(newPasswordSchema.safeParse(passwords));
    setFieldError(problem);
    if (problem) return;
    void run(async () => {
      await resetPassword({ mobile: mobile.trim(), newPassword: passwords.newPassword }, messages.auth.resetFailed);
      setOtp('');
      void notify(messages.success.passwordReset, 'success');
      await navigate({ to: '/login' });
    }, messages.auth.resetFailed);
  };

  return (
    <AuthCard title="Forgot password" subtitle="Reset it with a code sent to your registered mobile number.">
      <Stack>
        <ErrorAlert message={error} />
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Mobile">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                sendCode();
              }}
            >
              <Stack mt="md">
                <TextInput
                  label="Mobile number"
                  type="tel"
                  inputMode="numeric"
                  maxLength={10}
                  value={mobile}
                  onChange={(e) => setMobile(e.currentTarget.value)}
                  error={fieldError}
                  disabled={busy}
                />
                <Button type="submit" loading={busy}>
                  Send OTP
                </Button>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label="OTP">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                checkCode();
              }}
            >
              <Stack mt="md">
                <TextInput
                  label="OTP"
                  description={`Sent to ${mobile}`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={otp}
                  onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, ''))}
                  error={fieldError}
                  disabled={busy}
                />
                <Button type="submit" loading={busy}>
                  Verify OTP
                </Button>
                <Anchor component="button" type="button" size="sm" onClick={sendCode} disabled={busy || timer.left > 0}>
                  {timer.left > 0 ? `Resend OTP in ${timer.left}s` : 'Resend OTP'}
                </Anchor>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label="New password">
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                setNewPassword();
              }}
            >
              <Stack mt="md">
                <NewPasswordFields value={passwords} onChange={setPasswords} error={fieldError} disabled={busy} />
                <Button type="submit" loading={busy}>
                  Reset password
                </Button>
              </Stack>
            </form>
          </Stepper.Step>
        </Stepper>
        <Text size="sm" ta="center">
          Remembered it?{' '}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
