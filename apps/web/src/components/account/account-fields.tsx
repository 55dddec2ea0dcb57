import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX } from '@orchim/shared/auth';
import { LIMITS } from '@orchim/shared/constants';
import { TextField } from '@/components/ui/field';
import { useFieldError } from '@/lib/use-field-error';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** Instead of the field's usual label ('New password' rather than 'Password'). */
  label?: ReactNode;
  /** The form's error for the field: a key of the `common` namespace (react-hook-form's `message`). */
  errorKey?: string | undefined;
  hint?: ReactNode;
};

/**
 * The account forms' fields (sign-in, sign-up, recovery, profile): one label, type, autocomplete and
 * length limit each, wherever they appear. Labels are in the `common` namespace.
 */
function accountField(
  label: string,
  fixed: InputHTMLAttributes<HTMLInputElement>,
  max: number,
  displayName: string,
) {
  const Field = forwardRef<HTMLInputElement, FieldProps>(function AccountField(
    { errorKey, label: givenLabel, ...props },
    ref,
  ) {
    const { t } = useTranslation();
    const fieldError = useFieldError();
    return (
      <TextField
        ref={ref}
        label={givenLabel ?? t(label)}
        maxLength={max}
        error={fieldError(errorKey, max)}
        {...fixed}
        {...props}
      />
    );
  });
  Field.displayName = displayName;
  return Field;
}

export const FullNameField = accountField(
  'account.fields.fullName',
  { autoComplete: 'name' },
  LIMITS.name,
  'FullNameField',
);

export const EmailField = accountField(
  'account.fields.email',
  { type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'ltr' },
  LIMITS.email,
  'EmailField',
);

export const PhoneField = accountField(
  'account.fields.phone',
  { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' },
  PHONE_MAX,
  'PhoneField',
);

/** Sign-in's password ('current-password'); new passwords pass autoComplete 'new-password' and a hint. */
export const PasswordField = accountField(
  'account.fields.password',
  { type: 'password', autoComplete: 'current-password' },
  LIMITS.passwordMax,
  'PasswordField',
);

export const ConfirmPasswordField = accountField(
  'account.fields.confirmPassword',
  { type: 'password', autoComplete: 'new-password' },
  LIMITS.passwordMax,
  'ConfirmPasswordField',
);
