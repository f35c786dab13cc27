import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { messages, newPasswordVariantSchema } from '@institute/shared-schema';
import { ErrorAlert } from '../../ui/error-alert';
import { focusFirstInvalid, submittedForm } from '../../ui/form-errors';
import { AuthCard } from './auth-card';
import { AuthFooterLink, AuthForm, MobileInput, OtpInput } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordReset } from './use-password-reset';

/** The one-page variant (spec section 2): mobile from the query, code and new password sent together. */
export function ResetPasswordPage({ mobile }: { mobile?: string }) {
  const { t } = useLingui();
  const reset = usePasswordReset({
    initialMobile: mobile,
    passwordRule: newPasswordVariantSchema,
    resetFailed: messages.auth.resetFailedShort,
  });
  const { busy, timer, fields } = reset;
  const [errors, setErrors] = useState<Partial<ReturnType<typeof reset.problems>>>({});

  const send = (formElement: Element | null) => {
    const problem = reset.problems().mobile;
    setErrors({ mobile: problem });
    if (problem) focusFirstInvalid(formElement);
    else void reset.sendCode();
  };
  const submit = (formElement: Element | null) => {
    const problems = reset.problems();
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) focusFirstInvalid(formElement);
    else void reset.setNewPassword({ withCode: true });
  };

  return (
    <AuthCard title={t`Reset password`} subtitle={t`Enter the code sent to your mobile and choose a new password.`}>
      <AuthForm onSubmit={(e) => submit(submittedForm(e))}>
        <Stack>
          <ErrorAlert message={reset.error} />
          <MobileInput value={fields.mobile} onChange={fields.setMobile} error={errors.mobile} disabled={busy} />
          <Button variant="light" onClick={(e) => send(e.currentTarget.form)} disabled={busy || timer.left > 0}>
            {timer.label(t`Send OTP`)}
          </Button>
          <OtpInput value={fields.otp} onChange={fields.setOtp} error={errors.otp} disabled={busy} />
          <NewPasswordFields value={fields.passwords} onChange={fields.setPasswords} errors={errors} disabled={busy} />
          <Button type="submit" loading={busy}>
            <Trans>Reset password</Trans>
          </Button>
          <AuthFooterLink to="/login">
            <Trans>Back to login</Trans>
          </AuthFooterLink>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
