import type { Booking } from '@orchim/shared/bookings';
import { MealBookingDetails } from './meal-booking-details';
import { RideBookingDetails } from './ride-booking-details';
import { StayBookingDetails } from './stay-booking-details';

/** The booked listing's card, by kind (each booking fills the detail block of its own kind). */
export function BookingDetails({ booking }: { booking: Booking }) {
  if (booking.stay) return <StayBookingDetails booking={booking} stay={booking.stay} />;
  if (booking.meal) return <MealBookingDetails booking={booking} meal={booking.meal} />;
  if (booking.ride) return <RideBookingDetails booking={booking} ride={booking.ride} />;
  return null;
}
