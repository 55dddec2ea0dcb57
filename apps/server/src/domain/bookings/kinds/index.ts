import type { BookingKind, BookingRequest } from '@orchim/shared';
import { mealBookings } from './meal';
import { rideBookings } from './ride';
import { stayBookings } from './stay';
import type { BookingKindHandler } from './types';

/** Every kind's handler, by kind: a new kind lists its handler here. */
export const BOOKING_HANDLERS: {
  [Kind in BookingKind]: BookingKindHandler<Extract<BookingRequest, { kind: Kind }>>;
} = {
  stay: stayBookings,
  meal: mealBookings,
  ride: rideBookings,
};

/** The handler of a kind (of a request, or of a booking row's `kind` column). */
export function handlerOf(kind: string): BookingKindHandler {
  const handler = (BOOKING_HANDLERS as Record<string, BookingKindHandler | undefined>)[kind];
  if (!handler) throw new Error(`no booking handler for kind ${kind}`);
  return handler;
}
