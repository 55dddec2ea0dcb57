export { useBookingEvents, useRealtimeStatus } from './use-booking-events';
export type { BookingEvent, RealtimeStatus } from './booking-feed';
