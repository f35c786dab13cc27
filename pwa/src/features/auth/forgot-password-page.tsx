import '@mantine/core/styles/Stepper.css';
import { Anchor, Button, Stack, Stepper } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { messages, newPasswordSchema } from '@institute/shared-schema';
import { ErrorAlert } from '../../ui/error-alert';
import { AuthCard } from './auth-card';
import { AuthFooterLink, AuthForm, MobileInput, OtpInput } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { usePasswordReset } from './use-password-reset';

/** Three steps (spec section 2): mobile number, code, new password. */
export function ForgotPasswordPage() {
  const reset = usePasswordReset({ passwordRule: newPasswordSchema, resetFailed: messages.auth.resetFailed });
  const { busy, timer, fields } = reset;
  const [step, setStep] = useState(0);
  const [fieldError, setFieldError] = useState<string | null>(null);

  /** Checks the step's field, showing its message, and goes on only when it holds. */
  const when = (problem: string | null, next: () => Promise<void>) => {
    setFieldError(problem);
    if (!problem) void next();
  };
  const sendCode = () => when(reset.problems().mobile, () => reset.sendCode(() => setStep(1)));

  return (
    <AuthCard title="Forgot password" subtitle="Reset it with a code sent to your registered mobile number.">
      <Stack>
        <ErrorAlert message={reset.error} />
        <Stepper active={step} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Mobile">
            <StepForm onSubmit={sendCode} action="Send OTP" busy={busy}>
              <MobileInput value={fields.mobile} onChange={fields.setMobile} error={fieldError} disabled={busy} />
            </StepForm>
          </Stepper.Step>
          <Stepper.Step label="OTP">
            <StepForm
              onSubmit={() => when(reset.problems().otp, () => reset.checkCode(() => setStep(2)))}
              action="Verify OTP"
              busy={busy}
              after={
                <Anchor component="button" type="button" size="sm" onClick={sendCode} disabled={busy || timer.left > 0}>
                  {timer.label('Resend OTP')}
                </Anchor>
              }
            >
              <OtpInput
                description={`Sent to ${fields.mobile}`}
                value={fields.otp}
                onChange={fields.setOtp}
                error={fieldError}
                disabled={busy}
              />
            </StepForm>
          </Stepper.Step>
          <Stepper.Step label="New password">
            <StepForm
              onSubmit={() => when(reset.problems().passwords, () => reset.setNewPassword({ withCode: false }))}
              action="Reset password"
              busy={busy}
            >
              <NewPasswordFields value={fields.passwords} onChange={fields.setPasswords} error={fieldError} disabled={busy} />
            </StepForm>
          </Stepper.Step>
        </Stepper>
        <AuthFooterLink prompt="Remembered it?" to="/login">
          Login
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
  onSubmit: () => void;
  action: string;
  busy: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthForm onSubmit={onSubmit}>
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
