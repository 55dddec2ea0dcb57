import { z } from 'zod';
import {
  fullNameField,
  hostIntroField,
  passwordField,
  passwordGrantSchema,
  phoneField,
  recoverSchema,
  weakPasswordReasons,
} from '@orchim/shared/auth';
import { LIMITS } from '@orchim/shared/constants';
import { emailField } from '@orchim/shared/validation';
import { weakPasswordKey } from './auth-errors';

/**
 * The account forms' schemas, composed from the field rules of packages/shared/src/auth.ts (which the
 * server applies too). Messages are keys of the `common` namespace (lib/use-field-error.ts).
 */

export const signInFormSchema = passwordGrantSchema;

export const recoverFormSchema = recoverSchema;

type NewPasswordValues = { password: string; confirmPassword: string; email?: string };

/**
 * A new password must not be one of the weak kinds the server refuses (said before sending, product §8
 * 'Password is too weak'), and the confirmation must repeat it.
 */
function checkNewPassword(value: NewPasswordValues, ctx: z.RefinementCtx) {
  const reasons = weakPasswordReasons(value.password, value.email);
  if (reasons.length) ctx.addIssue({ code: 'custom', path: ['password'], message: weakPasswordKey(reasons) });
  if (value.confirmPassword && value.confirmPassword !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsDontMatch' });
  }
}

/** Run the password checks as soon as the password itself is acceptable, whatever the other fields say. */
const whenPasswordValid = ({ value }: z.core.ParsePayload) =>
  passwordField.safeParse((value as Partial<NewPasswordValues> | undefined)?.password).success;

const confirmPasswordField = z.string().min(1, { message: 'validation.required' });

/**
 * A new password typed twice, and the current one where it is asked. `email` is the account's, not a
 * field: a password equal to it (or its name part) is too weak.
 */
const newPasswordSchema = (currentPassword: z.ZodString) =>
  z
    .object({
      currentPassword,
      password: passwordField,
      confirmPassword: confirmPasswordField,
      email: z.string().optional(),
    })
    .superRefine(checkNewPassword, { when: whenPasswordValid });

const currentPasswordField = z.string().max(LIMITS.passwordMax, { message: 'validation.passwordTooLong' });

/** /reset-password: the session a recovery link opened sets the password without the current one. */
export const newPasswordFormSchema = newPasswordSchema(currentPasswordField);

/** The profile's change of password: the current password too, which the server checks (issue 20). */
export const changePasswordFormSchema = newPasswordSchema(
  currentPasswordField.min(1, { message: 'validation.required' }),
);

export const registerFormSchema = z
  .object({
    full_name: fullNameField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    confirmPassword: confirmPasswordField,
    /** Asked of a host only (/host/register): a few words for the team that decides on the application. */
    host_intro: hostIntroField,
    acceptTerms: z.boolean().refine((accepted) => accepted, { message: 'validation.acceptTerms' }),
  })
  .superRefine(checkNewPassword, { when: whenPasswordValid });

/** The details a user may change (PUT /user `data`); the email is shown, not edited. */
export const profileFormSchema = z.object({ full_name: fullNameField, phone: phoneField });
