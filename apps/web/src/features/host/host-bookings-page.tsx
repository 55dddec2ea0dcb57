import { useTranslation } from 'react-i18next';
import { IntroPage } from '@/components/intro-page';
import { Container } from '@/components/ui/container';
import { paymentMode } from '@/lib/app-config';
import { HostBookings } from './bookings/host-bookings';
import { LiveIndicator } from './bookings/live-indicator';
import { useLiveHostBookings } from './bookings/use-live-host-bookings';
import { HostOnly } from './host-only';
import { PaymentMeansCard } from './payments/payment-means-card';

/**
 * /host/bookings: every booking on the host's listings, filtered by kind, status and dates, with the
 * guest's details and the host's cancel. New bookings arrive live (lib/realtime), without a reload. Above
 * them, on a server where guests pay on arrival, the means of payment the host accepts.
 */
export default function HostBookingsPage() {
  return (
    <HostOnly>
      <HostBookingsScreen />
    </HostOnly>
  );
}

function HostBookingsScreen() {
  // Booking words (kinds, meals, guests, nights) come from the bookings namespace: loaded here, once.
  const { t } = useTranslation(['host', 'bookings']);
  const { fresh, onCancelling } = useLiveHostBookings();
  return (
    <IntroPage
      eyebrow={t('panel')}
      title={t('bookings.title')}
      lead={t('bookings.lead')}
      // The host panel's own navigation leads to the listings; here, whether new bookings arrive live.
      actions={<LiveIndicator />}
    >
      <Container className="space-y-6 py-8 sm:py-10">
        {/* What the host accepts matters only where guests pay on arrival (decision 039). */}
        {paymentMode() === 'on_arrival' ? <PaymentMeansCard /> : null}
        <HostBookings fresh={fresh} onCancelling={onCancelling} />
      </Container>
    </IntroPage>
  );
}
