import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBookingEvents } from '@/lib/realtime';
import { notify } from '@/lib/notify';
import { hostKeys } from '../api/host-keys';

/**
 * New bookings without a reload: each booking event on the host's listings makes the host's bookings
 * and listings stale (fetched again at once), marks a new booking as fresh until the page is left, and
 * says politely what happened. The host's own cancels are already told by their dialog, so their echo
 * is not told again.
 */
export function useLiveHostBookings() {
  const { t } = useTranslation('host');
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const ownCancels = useRef(new Set<string>());

  useBookingEvents((event) => {
    if (event.role !== 'host') return;
    void queryClient.invalidateQueries({ queryKey: hostKeys.all });
    if (event.type === 'booking_created') {
      setFresh((previous) => new Set(previous).add(event.bookingId));
      void notify('info', t('bookings.live.newBooking'));
    } else if (event.status === 'cancelled' && !ownCancels.current.has(event.bookingId)) {
      void notify('info', t('bookings.live.cancelledBooking'));
    }
  });

  const onCancelling = useCallback((id: string) => {
    ownCancels.current.add(id);
  }, []);

  return { fresh, onCancelling };
}
