import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import { useFormat } from '@/lib/format';
import { CancellationRule } from './cancellation';
import type { RideFormProps, RideFormService } from './ride-form';
import { SignInToBook } from './sign-in-to-book';

// For signed-in guests only, so never in the page the server drew: the form's code (the form library, the
// booking schemas) loads when it is shown, and a visitor's first load neither fetches nor evaluates it.
const RideForm = lazy(() => import('./ride-form'));

/**
 * A ride's price as the card heads it: "$75 per trip", "$20 per passenger" (the server computes totals).
 */
export function RidePrice({
  service,
}: {
  service: Pick<RideFormService, 'pricingModel' | 'priceCents' | 'currency'>;
}) {
  const { t } = useTranslation('transport');
  const format = useFormat();
  return (
    <p className="text-muted">
      <span className="text-2xl font-bold text-navy-800">
        {format.money(service.priceCents, service.currency)}
      </span>{' '}
      {t(`pricing.${service.pricingModel}`)}
    </p>
  );
}

/**
 * The booking form of a ride (product §3's ride: pickup, destination, date, time, passengers, total
 * price; issue 5: flight number for airport transfers, luggage), used by /transport/:id and /ohel/:id.
 * Before it is sent the server quotes the chosen date, time, passengers and bags: the price (per trip, or
 * per passenger × n), or why the ride cannot be booked — outside the service hours, on Shabbos or Yom Tov
 * (with the window's name and times in New York), too many passengers or bags. Signed out, product §6's
 * 'Please log in to your account to make a booking.' takes its place.
 */
export function RideBookingForm(props: RideFormProps) {
  const { status, user } = useAuth();
  const { t } = useTranslation('bookings');
  const form =
    status === 'signed-in' && user ? (
      <Suspense fallback={null}>
        <RideForm {...props} user={user} />
      </Suspense>
    ) : status === 'loading' ? null : (
      <SignInToBook />
    );
  // The policy is for every visitor to read before signing in; the form adds its date once a pickup is chosen.
  return (
    <>
      <div className="mb-5 space-y-1">
        <h3 className="text-sm font-semibold text-navy-800">{t('cancellation.title')}</h3>
        <CancellationRule policy="ride" />
      </div>
      {form}
    </>
  );
}
