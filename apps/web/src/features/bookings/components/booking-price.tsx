import { useTranslation } from 'react-i18next';
import type { Booking } from '@orchim/shared/bookings';
import { useFormat } from '@/lib/format';
import { PriceBreakdown, type PriceLine } from '@/components/booking/price-breakdown';

/**
 * The booked price of any kind, as the server fixed it: a stay's nights and cleaning fee; a meal's price
 * per guest × guests (or Free); a ride's price per trip, or per passenger × passengers.
 */
export function BookingPrice({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, booking.currency);
  const { stay, meal, ride, totalCents, currency, numberOfGuests } = booking;

  if (stay) {
    return (
      <PriceBreakdown
        price={{
          nights: stay.nights,
          pricePerNightCents: stay.pricePerNightCents,
          subtotalCents: stay.subtotalCents,
          cleaningFeeCents: stay.cleaningFeeCents,
          totalCents,
          currency,
        }}
      />
    );
  }

  let lines: PriceLine[] = [];
  if (meal && meal.pricePerGuestCents > 0) {
    lines = [
      {
        label: t('price.perGuestLine', {
          price: money(meal.pricePerGuestCents),
          guests: t('units.guests', { count: numberOfGuests }),
        }),
        cents: totalCents,
      },
    ];
  } else if (ride) {
    lines =
      ride.pricingModel === 'per_passenger'
        ? [
            {
              label: t('price.perPassengerLine', {
                price: money(ride.unitPriceCents),
                passengers: t('units.passengers', { count: numberOfGuests }),
              }),
              cents: totalCents,
            },
          ]
        : [{ label: t('price.perTrip'), cents: ride.unitPriceCents }];
  }
  return <PriceBreakdown lines={lines} totalCents={totalCents} currency={currency} />;
}
