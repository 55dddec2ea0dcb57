import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHONE_MAX } from '@orchim/shared/auth';
import { LIMITS } from '@orchim/shared/constants';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import type { AuthUser } from '@/lib/auth/types';

/** The product §3 contact fields every booking form has (bookingContactSchema in packages/shared). */
export type ContactField = 'firstName' | 'lastName' | 'phone' | 'specialRequests';

/** First and last name from the account's full name ("Chana Rivka Levy" → "Chana Rivka", "Levy"). */
export function namesOf(user: AuthUser): { firstName: string; lastName: string } {
  const full = typeof user.user_metadata.full_name === 'string' ? user.user_metadata.full_name.trim() : '';
  const parts = full.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}

/** The phone number kept with the account ('' when none is). */
export const accountPhone = (user: AuthUser) =>
  typeof user.user_metadata.phone === 'string' ? user.user_metadata.phone : '';

/** The contact fields' starting values from the account: its names and phone, no special requests. */
export function contactDefaults(user: AuthUser) {
  return { ...namesOf(user), phone: accountPhone(user), specialRequests: '' };
}

/** The offer to keep the phone number with an account that has none (useBookingSubmit's `phoneOffer`). */
export type PhoneOffer = { checked: boolean; onChange: (checked: boolean) => void };

type Props = {
  user: AuthUser;
  /** react-hook-form's `register` of the booking form. */
  register: (name: ContactField) => UseFormRegisterReturn;
  /** A field's error in words (lib/use-field-error.ts), `max` being its length limit. */
  errorText: (field: ContactField, max?: number) => string | undefined;
  /** The kind's own fields (guests, dietary needs…), between the phone and the special requests. */
  children?: ReactNode;
  specialRequestsMax?: number;
  /** The kind's own words under the phone and the special requests (a driver, not a host); a stay's by default. */
  hints?: { phone?: string; specialRequests?: string };
  /** Offered under the phone when the account keeps no number. */
  phoneOffer?: PhoneOffer | null;
};

/**
 * First and last name, the account's email (read only: the booking belongs to the account), phone, the
 * kind's own fields, and special requests — as siblings in the form's own layout.
 */
export function ContactFields({
  user,
  register,
  errorText,
  children,
  specialRequestsMax = STAY_LIMITS.specialRequests,
  hints = {},
  phoneOffer = null,
}: Props) {
  const { t } = useTranslation('bookings');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <TextField
          label={t('form.firstName')}
          autoComplete="given-name"
          maxLength={LIMITS.name}
          error={errorText('firstName', LIMITS.name)}
          {...register('firstName')}
        />
        <TextField
          label={t('form.lastName')}
          autoComplete="family-name"
          maxLength={LIMITS.name}
          error={errorText('lastName', LIMITS.name)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('form.email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        value={user.email ?? ''}
        readOnly
        hint={t('form.emailHint')}
      />
      <TextField
        label={t('form.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_MAX}
        hint={hints.phone ?? t('form.phoneHint')}
        error={errorText('phone', PHONE_MAX)}
        {...register('phone')}
      />
      {phoneOffer ? (
        <CheckboxField
          label={t('form.savePhone')}
          checked={phoneOffer.checked}
          onChange={(event) => phoneOffer.onChange(event.target.checked)}
        />
      ) : null}
      {children}
      <TextAreaField
        label={t('form.specialRequests')}
        rows={3}
        maxLength={specialRequestsMax}
        hint={hints.specialRequests ?? t('form.specialRequestsHint')}
        error={errorText('specialRequests', specialRequestsMax)}
        {...register('specialRequests')}
      />
    </>
  );
}
