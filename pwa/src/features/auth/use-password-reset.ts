import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { messages, mobileField, otpCode, type newPasswordSchema } from '@institute/shared-schema';
import { notify } from '../../ui/notify';
import { resetPassword, sendOtp, verifyOtp } from './auth-api';
import type { NewPasswords } from './new-password-fields';
import { useResendTimer } from './use-resend-timer';
import { useAuthAction } from './use-auth-action';

type Checked = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };

/** The first message of a check, or of its issues at `field` when given; null when it holds. */
const firstError = (r: Checked, field?: string) =>
  r.success ? null : (r.error?.issues.find((i) => field === undefined || i.path[0] === field)?.message ?? null);

/**
 * The password reset both reset screens run (spec section 2): a code sent to the registered mobile
 * number, the code checked, the new password set, then /login. The screens differ in layout (three
 * steps, or one form that sends the code with the password) and in the catalogue's words, which
 * come in as options: the confirmation rule ("do not" or "don't") and the failure message.
 */
export function usePasswordReset({
  initialMobile = '',
  passwordRule,
  resetFailed,
}: {
  initialMobile?: string;
  passwordRule: typeof newPasswordSchema;
  resetFailed: string;
}) {
  const navigate = useNavigate();
  const { busy, error, run } = useAuthAction();
  const timer = useResendTimer();
  const [mobile, setMobile] = useState(initialMobile);
  const [otp, setOtp] = useState('');
  const [passwords, setPasswords] = useState<NewPasswords>({ newPassword: '', confirmPassword: '' });

  return {
    busy,
    error,
    timer,
    fields: { mobile, setMobile, otp, setOtp, passwords, setPasswords },
    /** Each field's rule: the catalogue's message, or null when it holds. */
    problems: () => {
      const checked = passwordRule.safeParse(passwords);
      return {
        mobile: firstError(mobileField.safeParse(mobile)),
        otp: otpCode.safeParse(otp).success ? null : messages.auth.resetInvalidOtp,
        newPassword: firstError(checked, 'newPassword'),
        confirmPassword: firstError(checked, 'confirmPassword'),
      };
    },
    sendCode: (then?: () => void) =>
      run(async () => {
        await sendOtp(mobile.trim(), 'reset', messages.auth.resetSendOtpFailed);
        timer.start();
        then?.();
      }, messages.auth.resetSendOtpFailed),
    checkCode: (then: () => void) =>
      run(async () => {
        await verifyOtp(mobile.trim(), otp, 'reset', messages.auth.resetInvalidOtp);
        then();
      }, messages.auth.resetInvalidOtp),
    /** `withCode`: the one-form screen sends the code with the password; the three steps checked it before. */
    setNewPassword: ({ withCode }: { withCode: boolean }) =>
      run(async () => {
        await resetPassword({ mobile: mobile.trim(), newPassword: passwords.newPassword, ...(withCode ? { otp } : {}) }, resetFailed);
        setOtp('');
        void notify(messages.success.passwordReset, 'success');
        await navigate({ to: '/login' });
      }, resetFailed),
  };
}
