import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ErrorOption } from 'react-hook-form';
import type { Booking } from '@orchim/shared/bookings';
import { messageKey } from '@orchim/shared/messages';
import { useCreateBooking } from '@/lib/bookings/create-booking';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useFormFailure } from '@/lib/use-form-failure';
import { isRefusalCode, refusalMessageKey } from './refusal';

type BookingRequest = Parameters<ReturnType<typeof useCreateBooking>['mutateAsync']>[0];

type Options<F extends string> = {
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
 * booking's page (/bookings/:id). A refusal shows its product §8 message in the form's alert (`failure`);
 * a field the server found wrong (400 with `fields`) shows under that field instead.
 */
export function useBookingSubmit<F extends string>({ fields, setError, onBooked, onError }: Options<F>) {
  const { t } = useTranslation('bookings');
  const failure = useFormFailure();
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
    return t(refusalMessageKey(error), { ns: 'common' });
  }

  async function submit(request: BookingRequest) {
    failure.show(null);
    try {
      const created = await booking.mutateAsync(request);
      onBooked?.(created);
      void notify('success', t(messageKey('bookingConfirmed'), { ns: 'common' }));
      await navigate(`/bookings/${created.id}`);
    } catch (error) {
      failure.show(refusal(error));
    }
  }

  return { submit, failure, isPending: booking.isPending };
}
