import '@mantine/core/styles/PasswordInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { defaultSiteConfig, messageCode, messages, otpCode, registrationSchema } from '@institute/shared-schema';
import { ApiError } from '../../api/http';
import { focusFirstInvalid, submittedForm, translateErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notify';
import { ErrorAlert } from '../../ui/error-alert';
import { register, sendOtp } from './auth-api';
import { AuthCard } from './auth-card';
import { AuthFooterLink, AuthForm, formFields, OtpInput } from './auth-form';
import { useAuthAction } from './use-auth-action';
import { useResendTimer } from './use-resend-timer';
import { linkTargetStyle } from '../../ui/touch';

/** The code's own messages show under the OTP field; the rest in the screen's alert. */
const otpMessages = [messages.validation.otpInvalid, messages.auth.otpExpired, messages.auth.otpTooManyAttempts];
/** Known by the server's code for the message, not its text (which comes in the reader's language). */
const isOtpAnswer = (error: unknown) => error instanceof ApiError && otpMessages.some((m) => messageCode(m)?.code === error.code);

/** Registration: the form, Send OTP, then the code field and Verify & Sign Up (spec section 4). */
export function RegisterPage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [codeSent, setCodeSent] = useState(false);
  const { busy, error, setError, run } = useAuthAction();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const timer = useResendTimer();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' },
    validate: translateErrors(schemaResolver(registrationSchema, { sync: true })),
  });
  const field = formFields(form, busy);

  /** `formElement`: the submitted form, whose first invalid field takes the focus when a check fails. */
  const requestCode = async (formElement?: Element | null) => {
    if (form.validate().hasErrors) return focusFirstInvalid(formElement);
    await run(async () => {
      await sendOtp(form.getValues().phoneNumber.trim(), 'register', messages.auth.sendOtpFailed);
      setCodeSent(true);
      timer.start();
    }, messages.auth.sendOtpFailed);
  };

  const verifyAndSignUp = async (formElement: Element | null) => {
    if (form.validate().hasErrors) return focusFirstInvalid(formElement);
    if (!otpCode.safeParse(otp).success) {
      setOtpError(messages.validation.otpInvalid);
      return focusFirstInvalid(formElement);
    }
    setOtpError(null);
    await run(
      async () => {
        const v = registrationSchema.parse(form.getValues());
        await register(
          { firstName: v.firstName, lastName: v.lastName, email: v.email, phoneNumber: v.phoneNumber, password: v.password, otp },
          messages.auth.registrationFailed,
        );
        void notify(messages.success.registered(defaultSiteConfig.name), 'success');
        // The dashboard welcomes a new account ("Welcome, Asha!"), not "Welcome back".
        await navigate({ to: '/student/dashboard', state: (prev) => ({ ...prev, justRegistered: true }) });
      },
      messages.auth.registrationFailed,
      (message, e) => (isOtpAnswer(e) ? setOtpError(message) : setError(message)),
    );
  };

  const mobile = form.getValues().phoneNumber;
  return (
    <AuthCard title={t`Register`} subtitle={t`Create your student account. We will text a code to your mobile number.`}>
      <AuthForm onSubmit={(e) => void (codeSent ? verifyAndSignUp(submittedForm(e)) : requestCode(submittedForm(e)))}>
        <Stack>
          <ErrorAlert message={error} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t`First name`} autoComplete="given-name" key={form.key('firstName')} {...field('firstName')} />
            <TextInput label={t`Last name`} autoComplete="family-name" key={form.key('lastName')} {...field('lastName')} />
          </SimpleGrid>
          <TextInput label={t`Email`} type="email" autoComplete="email" key={form.key('email')} {...field('email')} />
          <TextInput
            label={t`Phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            key={form.key('phoneNumber')}
            {...field('phoneNumber')}
            disabled={busy || codeSent}
          />
          <PasswordInput
            label={t`Password`}
            description={t`At least 6 characters, with an uppercase letter, a number and one of !@#$%^&*`}
            autoComplete="new-password"
            key={form.key('password')}
            {...field('password')}
          />
          <PasswordInput
            label={t`Confirm password`}
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...field('confirmPassword')}
          />
          {codeSent && (
            <OtpInput
              description={t`Sent to ${mobile}`}
              value={otp}
              onChange={setOtp}
              error={otpError}
              disabled={busy}
              autoFocus // the field that just appeared, where the next key goes
            />
          )}
          <Button type="submit" loading={busy} fullWidth color={codeSent ? 'pink' : 'blue'}>
            {codeSent ? <Trans>Verify & Sign Up</Trans> : <Trans>Send OTP</Trans>}
          </Button>
          {codeSent && (
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" style={linkTargetStyle} onClick={() => setCodeSent(false)} disabled={busy}>
                <Trans>Change number</Trans>
              </Anchor>
              <Anchor
                component="button"
                type="button"
                size="sm"
                style={linkTargetStyle}
                onClick={() => void requestCode()}
                disabled={busy || timer.left > 0}
              >
                {timer.label(t`Resend OTP`)}
              </Anchor>
            </Group>
          )}
          <AuthFooterLink prompt={t`Already registered?`} to="/login">
            <Trans>Login</Trans>
          </AuthFooterLink>
        </Stack>
      </AuthForm>
    </AuthCard>
  );
}
