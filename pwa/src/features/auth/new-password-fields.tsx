import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput } from '@mantine/core';

export interface NewPasswords {
  newPassword: string;
  confirmPassword: string;
}

/** The new password and its confirmation, as both reset screens ask for them. */
export function NewPasswordFields({
  value,
  onChange,
  error,
  disabled,
}: {
  value: NewPasswords;
  onChange: (next: NewPasswords) => void;
  error: string | null | undefined;
  disabled: boolean;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        value={value.newPassword}
        onChange={(e) => onChange({ ...value, newPassword: e.currentTarget.value })}
        disabled={disabled}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={value.confirmPassword}
        onChange={(e) => onChange({ ...value, confirmPassword: e.currentTarget.value })}
        error={error}
        disabled={disabled}
      />
    </>
  );
}
