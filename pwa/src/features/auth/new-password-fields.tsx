import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput } from '@mantine/core';
import { ariaInvalid } from '../../ui/form-errors';

export interface NewPasswords {
  newPassword: string;
  confirmPassword: string;
}

/** The new password and its confirmation, as both reset screens ask for them, each with its own error. */
export function NewPasswordFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: NewPasswords;
  onChange: (next: NewPasswords) => void;
  errors: { [K in keyof NewPasswords]?: string | null };
  disabled: boolean;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        value={value.newPassword}
        onChange={(e) => onChange({ ...value, newPassword: e.currentTarget.value })}
        error={errors.newPassword}
        {...ariaInvalid(errors.newPassword)}
        disabled={disabled}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={value.confirmPassword}
        onChange={(e) => onChange({ ...value, confirmPassword: e.currentTarget.value })}
        error={errors.confirmPassword}
        {...ariaInvalid(errors.confirmPassword)}
        disabled={disabled}
      />
    </>
  );
}
