import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingDeliveries, type BookingNotification } from '../src/realtime/booking-events';

/**
 * What the bookings channels say of a booking paid online (docs/decisions/039-online-payment.md): its
 * host hears of it once it is paid, as of a new booking, and never of a hold that lapsed.
 */
describe('booking events of a booking paid online', () => {
  const hostId = randomUUID();
  const guestId = randomUUID();
  const bookingId = randomUUID();
  const deliveries = (type: BookingNotification['type'], status: string) =>
    bookingDeliveries({ schema: 'public', type, bookingId, kind: 'stay', status, hostId, guestId }).map(
      ({ userId, event, payload }) => [userId === hostId ? 'host' : 'guest', event, payload.status],
    );

  it('tells only the guest of a booking awaiting payment, and of its hold lapsing', () => {
    expect(deliveries('booking_created', 'pending_payment')).toEqual([
      ['guest', 'booking_created', 'pending_payment'],
    ]);
    expect(deliveries('booking_updated', 'expired')).toEqual([['guest', 'booking_updated', 'expired']]);
  });

  it("tells the host of the payment's confirmation as a new booking", () => {
    expect(deliveries('booking_updated', 'confirmed')).toEqual([
      ['host', 'booking_created', 'confirmed'],
      ['guest', 'booking_updated', 'confirmed'],
    ]);
  });

  it('leaves a booking paid on arrival as it was', () => {
    expect(deliveries('booking_created', 'confirmed')).toEqual([
      ['host', 'booking_created', 'confirmed'],
      ['guest', 'booking_created', 'confirmed'],
    ]);
    expect(deliveries('booking_updated', 'cancelled')).toEqual([
      ['host', 'booking_updated', 'cancelled'],
      ['guest', 'booking_updated', 'cancelled'],
    ]);
  });
});
