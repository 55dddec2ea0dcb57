import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import type { Booking, BookingKind } from '@orchim/shared/bookings';
import { BOOKING_ERROR_CODES } from '@orchim/shared/booking-vocabulary';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useCancelBooking } from '@/lib/bookings/cancel-booking';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RefundPreview } from './booking-terms';

/** What cancelling gives up, per kind: the nights, the seats at the table, the ride. */
const LEADS = {
  stay: 'cancel.lead',
  meal: 'cancel.leadMeal',
  ride: 'cancel.leadRide',
} as const satisfies Record<BookingKind, string>;

/** The reason is optional and kept short (cancelBookingSchema). */
const REASON_MAX = 500;

/**
 * "Cancel this booking?" in a modal dialog: focus starts on the safe choice (Keep my booking), Escape and
 * the backdrop close it. Once cancelled, the page shows the new status and a toast says so; the page
 * (onCancelled) closes the dialog and puts focus where the vanished Cancel button cannot take it back.
 */
export function CancelBookingDialog({
  booking,
  when,
  open,
  onClose,
  onCancelled,
}: {
  booking: Booking;
  /** When the booking is, as the page says it: "Jun 3 – 6, 2026", "Friday evening, Mar 13, 2026"… */
  when: string;
  open: boolean;
  onClose: () => void;
  /** The booking is cancelled and the dialog closing: the button that opened it is gone. */
  onCancelled: () => void;
}) {
  const { t } = useTranslation('bookings');
  const titleId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelBooking(booking.id);

  const close = () => {
    if (cancel.isPending) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync(reason.trim());
      onCancelled();
      void notify('success', t('cancel.done'));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === BOOKING_ERROR_CODES.notCancellable
          ? t('cancel.notCancellable')
          : t(messageKey(error instanceof ApiError && error.isNetwork ? 'network' : 'general'), {
              ns: 'common',
            }),
      );
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      initialFocus={keepRef}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-(--radius-card) bg-surface p-0 text-ink shadow-2xl"
    >
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold text-navy-800">
          {t('cancel.title')}
        </h2>
        <p className="text-muted">
          {t(LEADS[booking.kind], {
            // First-strong isolates: a Latin title inside a Hebrew sentence keeps its own order.
            title: `\u2068${(booking.stay ?? booking.meal ?? booking.ride)?.title ?? ''}\u2069`,
            dates: when,
          })}
        </p>
        <RefundPreview booking={booking} />
        <TextAreaField
          label={t('cancel.reason')}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={keepRef} variant="outline" onClick={close} disabled={cancel.isPending}>
            {t('cancel.keep')}
          </Button>
          <Button variant="accent" onClick={() => void confirm()} disabled={cancel.isPending}>
            {cancel.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
