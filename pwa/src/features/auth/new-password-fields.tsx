import '@mantine/core/styles/PasswordInput.css';
import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '@mantine/core';
import { useSharedText } from '../../i18n/shared-text';
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
  const { t } = useLingui();
  const tm = useSharedText();
  // The rules' messages come from the shared catalogue, in English.
  const newPasswordError = errors.newPassword && tm(errors.newPassword);
  const confirmPasswordError = errors.confirmPassword && tm(errors.confirmPassword);
  return (
    <>
      <PasswordInput
        label={t`New password`}
        autoComplete="new-password"
        value={value.newPassword}
        onChange={(e) => onChange({ ...value, newPassword: e.currentTarget.value })}
        error={newPasswordError}
        {...ariaInvalid(errors.newPassword)}
        disabled={disabled}
      />
      <PasswordInput
        label={t`Confirm new password`}
        autoComplete="new-password"
        value={value.confirmPassword}
        onChange={(e) => onChange({ ...value, confirmPassword: e.currentTarget.value })}
        error={confirmPasswordError}
        {...ariaInvalid(errors.confirmPassword)}
        disabled={disabled}
      />
    </>
  );
}
