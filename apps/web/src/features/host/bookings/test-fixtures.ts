/** Test data for /host/bookings: bookings of every kind as their host reads them. */
import type { Booking } from '@orchim/shared/bookings';
import type { HostBooking, HostBookingPage } from '@orchim/shared/host';
import { booking, cancellationOf, mealBooking, rideBooking } from '../../../../test/fixtures';

/** A booking of the fixtures of features/bookings, with what only its host sees. */
function forHost(base: Booking, overrides: Partial<HostBooking>): HostBooking {
  const listing = base.stay ?? base.meal ?? base.ride;
  const made = { ...base, ...overrides };
  return {
    ...base,
    cancelReason: null,
    cancelledBy: null,
    listingId: listing!.id,
    listingTitle: listing!.title,
    // A booking told cancelled here says what came back, as the server's would.
    cancellation: cancellationOf(made, { cancelledBy: overrides.cancelledBy ?? null }),
    ...overrides,
  };
}

export const hostStayBooking = (overrides: Partial<HostBooking> = {}) => forHost(booking(), overrides);
export const hostMealBooking = (overrides: Partial<HostBooking> = {}) => forHost(mealBooking(), overrides);
export const hostRideBooking = (overrides: Partial<HostBooking> = {}) => forHost(rideBooking(), overrides);

export function hostBookingPage(
  items: HostBooking[],
  overrides: Partial<HostBookingPage> = {},
): HostBookingPage {
  return { items, page: 1, hasMore: false, ...overrides };
}
