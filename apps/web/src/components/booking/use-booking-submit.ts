import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ErrorOption } from 'react-hook-form';
import type { Booking } from '@orchim/shared/bookings';
import { messageKey } from '@orchim/shared/messages';
import { useCreateBooking } from '@/lib/bookings/create-booking';
import { leaveForCheckout } from '@/lib/bookings/leave-for-checkout';
import { ApiError } from '@/lib/api';
import { paymentMode } from '@/lib/app-config';
import { getAuthClient } from '@/lib/auth/load-auth-client';
import type { AuthUser } from '@/lib/auth/types';
import { notify } from '@/lib/notify';
import { planningVisitOf } from '@/lib/planning-visit';
import { useFormFailure } from '@/lib/use-form-failure';
import { accountPhone } from './contact-fields';
import { isRefusalCode, refusalText } from './refusal';

type BookingRequest = Parameters<ReturnType<typeof useCreateBooking>['mutateAsync']>[0];

type Options<F extends string> = {
  /** The signed-in guest: an account without a phone number is offered to keep the one typed here. */
  user: AuthUser;
  /** The form's field names: a server error naming one of them shows under that field. */
  fields: readonly F[];
  /** react-hook-form's `setError` of the form. */
  setError: (field: F, error: ErrorOption, options: { shouldFocus: boolean }) => void;
  /** The booking was made: refresh what the page shows of the listing (before leaving for the booking). */
  onBooked?: (booking: Booking) => void;
  /** The server refused (e.g. booking_unavailable: someone else was quicker; refresh the availability). */
  onError?: (error: unknown) => void;
};

/**
 * Sends a booking form: POST /rest/v1/bookings, then product §8's 'Booking confirmed successfully!' and the
 * booking's page (/bookings/:id), or the visit it was booked for (lib/planning-visit.ts). A refusal shows its product §8 message in the form's alert (`failure`);
 * a field the server found wrong (400 with `fields`) shows under that field instead.
 *
 * With online payment (`online`: the server's payments are 'stripe', docs/decisions/039-online-payment.md)
 * the booking comes back held (pending_payment) with Stripe Checkout's URL, and the browser goes there;
 * Stripe sends the guest back to the booking's page. The form stays busy until the page is left.
 *
 * An account that keeps no phone number is offered to keep the one typed (`phoneOffer`, ticked): once
 * booked, it is saved with the account as the profile saves it, and the next form starts with it.
 */
export function useBookingSubmit<F extends string>({
  user,
  fields,
  setError,
  onBooked,
  onError,
}: Options<F>) {
  const { t } = useTranslation('bookings');
  const failure = useFormFailure();
  const [savePhone, setSavePhone] = useState(true);
  const [leaving, setLeaving] = useState(false);
  const online = paymentMode() === 'stripe';
  const offersPhone = accountPhone(user) === '';
  const navigate = useNavigate();
  const booking = useCreateBooking();
  const isField = (value: string): value is F => (fields as readonly string[]).includes(value);

  function refusal(error: unknown): string | null {
    onError?.(error);
    const named =
      error instanceof ApiError ? Object.entries(error.fields ?? {}).filter(([field]) => isField(field)) : [];
    if (error instanceof ApiError && error.status === 400 && named.length && !isRefusalCode(error.code)) {
      named.forEach(([field, key], index) =>
        setError(field as F, { type: 'server', message: key }, { shouldFocus: index === 0 }),
      );
      return null;
    }
    return refusalText(error, t);
  }

  async function submit(request: BookingRequest) {
    failure.show(null);
    try {
      const created = await booking.mutateAsync(request);
      // The booking is made whatever becomes of this: a number that could not be kept is asked again.
      const kept = offersPhone && savePhone && request.phone ? keepPhone(request.phone) : null;
      onBooked?.(created);
      const checkoutUrl = created.payment.checkoutUrl;
      if (created.status === 'pending_payment' && checkoutUrl) {
        // Leaving the site would cut the phone's update short: it is let finish (it never fails) first.
        setLeaving(true);
        await kept;
        leaveForCheckout(checkoutUrl);
        return;
      }
      void notify('success', t(messageKey('bookingConfirmed'), { ns: 'common' }));
      // Booked from a visit's plan: back to the plan, where the booking now takes its day.
      const visit = planningVisitOf(created.cancellation.startsAt);
      await navigate(visit ? `/visits/${visit}` : `/bookings/${created.id}`);
    } catch (error) {
      failure.show(refusal(error));
    }
  }

  return {
    submit,
    failure,
    isPending: booking.isPending || leaving,
    /** The guest pays on Stripe after booking: the form says so, and its button "Continue to payment". */
    online,
    phoneOffer: offersPhone ? { checked: savePhone, onChange: setSavePhone } : null,
  };
}

/** Keeps the phone number with the account (PUT /auth/v1/user, as the profile does); failures are let go. */
async function keepPhone(phone: string) {
  try {
    await (await getAuthClient()).updateUser({ data: { phone } });
  } catch {
    // Not kept: the profile and the next booking still ask for it.
  }
}
