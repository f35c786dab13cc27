/** The pieces the account screens (login, register, the two password resets) share. */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { useSharedText } from '../../i18n/shared-text';
import { ariaInvalid } from '../../ui/form-errors';

/**
 * A field's props from the screen's form (value, error, handlers), disabled while a request runs;
 * an invalid field is marked `aria-invalid` (PasswordInput does not do it itself).
 */
export const formFields =
  <Values,>(form: UseFormReturnType<Values>, busy: boolean) =>
  (path: keyof Values & string) => {
    const props = form.getInputProps(path);
    return { disabled: busy, ...props, ...ariaInvalid(props.error) };
  };

/**
 * A form the screen validates itself (the browser's own bubbles are off); Enter submits. The
 * submit event goes on, so a failed check can focus the first invalid field (`ui/form-errors.ts`).
 */
export function AuthForm({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e);
      }}
    >
      {children}
    </form>
  );
}

/** The line under a form that leads to the other account screen ("New here? Register"). */
export function AuthFooterLink({ prompt, to, children }: { prompt?: string; to: '/login' | '/register'; children: ReactNode }) {
  return (
    <Text size="sm" ta="center">
      {prompt && `${prompt} `}
      <Anchor component={Link} to={to} underline="always">
        {children}
      </Anchor>
    </Text>
  );
}

type FieldProps = Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/** A field's error in the reader's language: the shared catalogue's rules come in English. */
function useFieldError(error: TextInputProps['error']) {
  const tm = useSharedText();
  return typeof error === 'string' ? tm(error) : error;
}

/** The registered mobile number of the reset screens: ten digits. */
export function MobileInput({ onChange, error, ...props }: FieldProps) {
  const { t } = useLingui();
  const fieldError = useFieldError(error);
  return (
    <TextInput
      label={t`Mobile number`}
      type="tel"
      inputMode="numeric"
      maxLength={10}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={fieldError}
      {...props}
    />
  );
}

/** The six-digit code sent by text message; anything but digits is dropped as it is typed. */
export function OtpInput({ onChange, error, ...props }: FieldProps) {
  const { t } = useLingui();
  const fieldError = useFieldError(error);
  return (
    <TextInput
      label={t`OTP`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
      error={fieldError}
      {...props}
    />
  );
}
