import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages, mobileField, newPasswordVariantSchema, otpCode } from '@institute/shared-schema';
import { resetPassword, sendOtp } from '../features/auth/auth-api';
import { AuthCard } from '../features/auth/auth-card';
import { NewPasswordFields } from '../features/auth/new-password-fields';
import { useResendTimer } from '../features/auth/use-resend-timer';
import { notify } from '../ui/notify';
import { ErrorAlert } from '../ui/error-alert';

export const Route = createFileRoute('/reset-password')({
  // A plain function, not a zod schema: the route table is in the entry, and zod is not.
  validateSearch: (search: Record<string, unknown>): { mobile?: string } =>
    typeof search.mobile === 'string' ? { mobile: search.mobile } : {},
  component: ResetPasswordPage,
});

/** The one-page variant (spec section 2): mobile from the query, code and new password sent together. */
function ResetPasswordPage() {
  const navigate = useNavigate();
  const search = Route.useSearch();
  const [mobile, setMobile] = useState(search.mobile ?? '');
  const [otp, setOtp] = useState('');
  const [passwords, setPasswords] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useResendTimer();

  const send = async () => {
    const m = mobileField.safeParse(mobile);
    setErrors({ mobile: m.success ? null : (m.error.issues[0]?.message ?? null) });
    if (!m.success) return;
    setBusy(true);
    setError(null);
    try {
      await sendOtp(m.data, 'reset', messages.auth.resetSendOtpFailed);
      timer.start();
    } catch (e) {
      setError(e instanceof Error ? e.message : messages.auth.resetSendOtpFailed);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const m = mobileField.safeParse(mobile);
    const p = newPasswordVariantSchema.safeParse(passwords);
    const next = {
      mobile: m.success ? null : (m.error.issues[0]?.message ?? null),
      otp: otpCode.safeParse(otp).success ? null : messages.auth.resetInvalidOtp,
      confirmPassword: p.success ? null : (p.error.issues[0]?.message ?? null),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    setError(null);
    try {
      await resetPassword({ mobile: mobile.trim(), newPassword: passwords.newPassword, otp }, messages.auth.resetFailedShort);
      void notify(messages.success.passwordReset, 'success');
      await navigate({ to: '/login' });
    } catch (e) {
      setError(e instanceof Error ? e.message : messages.auth.resetFailedShort);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset password" subtitle="Enter the code sent to your mobile and choose a new password.">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <ErrorAlert message={error} />
          <TextInput
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            value={mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
            error={errors.mobile}
            disabled={busy}
          />
          <Button variant="light" onClick={() => void send()} disabled={busy || timer.left > 0}>
            {timer.left > 0 ? `Resend OTP in ${timer.left}s` : 'Send OTP'}
          </Button>
          <TextInput
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, ''))}
            error={errors.otp}
            disabled={busy}
          />
          <NewPasswordFields value={passwords} onChange={setPasswords} error={errors.confirmPassword} disabled={busy} />
          <Button type="submit" loading={busy}>
            Reset password
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
