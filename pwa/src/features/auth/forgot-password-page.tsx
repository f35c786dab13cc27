import '@mantine/core/styles/Stepper.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { messages, newPasswordSchema } from '@institute/shared-schema';
import { ErrorAlert } from '../../ui/error-alert';
import { focusFirstInvalid, submittedForm } from '../../ui/form-errors';
import { AuthCard } from './auth-card';
import { AuthFooterLink, AuthForm, MobileInput, OtpInput } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordReset } from './use-password-reset';
import { linkTargetStyle } from '../../ui/touch';

/** Three steps (spec section 2): mobile number, code, new password. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const reset = usePasswordReset({ passwordRule: newPasswordSchema, resetFailed: messages.auth.resetFailed });
  const { busy, timer, fields } = reset;
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Partial<ReturnType<typeof reset.problems>>>({});
  // On a phone the three steps do not fit side by side with their labels beside the icons (the
  // third wrapped to a second row): there the labels go under the icons, on one row.
  const phone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });

  /** Checks the step's fields, showing their messages under them; goes on only when they hold. */
  const when = (formElement: Element | null, problems: typeof errors, next: () => Promise<void>) => {
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) focusFirstInvalid(formElement);
    else void next();
  };
  const sendCode = (formElement: Element | null = null) =>
    when(formElement, { mobile: reset.problems().mobile }, () => reset.sendCode(() => setStep(1)));

  const mobile = fields.mobile;
  return (
    <AuthCard title={t`Forgot password`} subtitle={t`Reset it with a code sent to your registered mobile number.`}>
      <Stack>
        <ErrorAlert message={reset.error} />
        <Stepper active={step} size="sm" allowNextStepsSelect={false} labelPosition={phone ? 'bottom' : 'right'} wrap={!phone}>
          <Stepper.Step label={t`Mobile`}>
            <StepForm onSubmit={sendCode} action={t`Send OTP`} busy={busy}>
              <MobileInput value={fields.mobile} onChange={fields.setMobile} error={errors.mobile} disabled={busy} />
            </StepForm>
          </Stepper.Step>
          <Stepper.Step label={t`OTP`}>
            <StepForm
              onSubmit={(form) => when(form, { otp: reset.problems().otp }, () => reset.checkCode(() => setStep(2)))}
              action={t`Verify OTP`}
              busy={busy}
              after={
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  style={linkTargetStyle}
                  onClick={() => sendCode()}
                  disabled={busy || timer.left > 0}
                >
                  {timer.label(t`Resend OTP`)}
                </Anchor>
              }
            >
              <OtpInput description={t`Sent to ${mobile}`} value={fields.otp} onChange={fields.setOtp} error={errors.otp} disabled={busy} />
            </StepForm>
          </Stepper.Step>
          <Stepper.Step label={t`New password`}>
            <StepForm
              onSubmit={(form) => {
                const { newPassword, confirmPassword } = reset.problems();
                when(form, { newPassword, confirmPassword }, () => reset.setNewPassword({ withCode: false }));
              }}
              action={t`Reset password`}
              busy={busy}
            >
              <NewPasswordFields value={fields.passwords} onChange={fields.setPasswords} errors={errors} disabled={busy} />
            </StepForm>
          </Stepper.Step>
        </Stepper>
        <AuthFooterLink prompt={t`Remembered it?`} to="/login">
          <Trans>Login</Trans>
        </AuthFooterLink>
      </Stack>
    </AuthCard>
  );
}

/** One step: its fields, the button that submits them, and what comes after it. */
function StepForm({
  onSubmit,
  action,
  busy,
  after,
  children,
}: {
  /** Called with the submitted form. */
  onSubmit: (form: Element | null) => void;
  action: string;
  busy: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthForm onSubmit={(e) => onSubmit(submittedForm(e))}>
      <Stack mt="md">
        {children}
        <Button type="submit" loading={busy}>
          {action}
        </Button>
        {after}
      </Stack>
    </AuthForm>
  );
}
