import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { HOST_ERROR_CODES, hostCancelBookingSchema, type HostBooking } from '@orchim/shared/host';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useFieldError } from '@/lib/use-field-error';
import { useFormat } from '@/lib/format';
import { useFormFailure } from '@/lib/use-form-failure';
import { useCancelHostBooking } from '../api/cancel-host-booking';

/** The reason's limit (hostCancelBookingSchema): the guest reads it in their mail. */
const REASON_MAX = 500;

type ReasonInput = z.input<typeof hostCancelBookingSchema>;
type Reason = z.output<typeof hostCancelBookingSchema>;

/**
 * The host cancels a booking: a reason is required (the guest is mailed it), checked with the same schema
 * as the server's. Focus starts on Keep the booking; Escape and the backdrop close it.
 */
export function CancelHostBookingDialog({
  booking,
  guest,
  when,
  open,
  onClose,
  onSending,
  onCancelled,
}: {
  booking: HostBooking;
  guest: string;
  /** When the booking is, as the card says it. */
  when: string;
  open: boolean;
  onClose: () => void;
  /** Just before the request: the page will hear of this cancel as an event too, maybe before the answer. */
  onSending: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('host');
  const titleId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const fieldError = useFieldError();
  const failure = useFormFailure();
  const cancel = useCancelHostBooking(booking.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReasonInput, unknown, Reason>({
    resolver: zodResolver(hostCancelBookingSchema),
    defaultValues: { reason: '' },
  });
  const busy = isSubmitting || cancel.isPending;

  const close = () => {
    if (busy) return;
    failure.show(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    failure.show(null);
    onSending();
    try {
      await cancel.mutateAsync(reason);
      reset();
      onCancelled();
      void notify('success', t('bookings.cancel.done', { guest: `\u2068${guest}\u2069` }));
    } catch (error) {
      if (error instanceof ApiError && error.code === HOST_ERROR_CODES.notCancellable) {
        failure.show(t('bookings.cancel.notCancellable'));
      } else if (error instanceof ApiError && error.fields?.reason) {
        setError('reason', { type: 'server', message: error.fields.reason }, { shouldFocus: true });
      } else {
        const network = error instanceof ApiError && error.isNetwork;
        failure.show(t(messageKey(network ? 'network' : 'general'), { ns: 'common' }));
      }
    }
  });

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      initialFocus={keepRef}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold text-navy-800">
          {t('bookings.cancel.title')}
        </h2>
        <p className="text-muted">
          {t('bookings.cancel.lead', {
            guest: `\u2068${guest}\u2069`,
            title: `\u2068${booking.listingTitle}\u2069`,
            when,
          })}
        </p>
        <FullRefund booking={booking} guest={guest} />
        <TextAreaField
          label={t('bookings.cancel.reason')}
          hint={t('bookings.cancel.hint')}
          rows={3}
          maxLength={REASON_MAX}
          error={fieldError(errors.reason?.message, REASON_MAX)}
          {...register('reason')}
        />
        {failure.alert}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={keepRef} variant="outline" onClick={close} disabled={busy}>
            {t('bookings.cancel.keep')}
          </Button>
          <Button type="submit" variant="accent" disabled={busy}>
            {busy ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {busy ? t('bookings.cancel.cancelling') : t('bookings.cancel.confirm')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * A host's cancel gives the guest everything back (decision 038), said before the host confirms, with the
 * amount: paid online it goes back to their card through Stripe (decision 039); on arrival they simply
 * owe nothing. A free meal has nothing to give back.
 */
function FullRefund({ booking, guest }: { booking: HostBooking; guest: string }) {
  const { t } = useTranslation('host');
  const format = useFormat();
  if (booking.totalCents === 0) return null;
  const amount = format.money(booking.totalCents, booking.currency);
  return (
    <p className="rounded-xl border border-line bg-page px-3 py-2.5 font-medium text-navy-800">
      {t('bookings.cancel.fullRefund', { guest: `\u2068${guest}\u2069`, amount })}{' '}
      <span className="font-normal">
        {t(
          booking.payment.status === 'paid' ? 'bookings.cancel.refundToCard' : 'bookings.cancel.nothingOwed',
        )}
      </span>
    </p>
  );
}
