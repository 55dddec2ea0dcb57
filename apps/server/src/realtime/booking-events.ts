import { z } from 'zod';
import { participantsOf, type Delivery, type ParticipantRole } from './delivery';

/** The NOTIFY channel of the bookings_announce trigger (migration 0007) and of messages_announce (0017). */
export const EVENTS_CHANNEL = 'orchim_events';

/** The channel name a browser joins (`realtime:bookings` on the wire). */
export const BOOKINGS_CHANNEL = 'bookings';

export const bookingNotificationSchema = z.object({
  schema: z.string(),
  type: z.enum(['booking_created', 'booking_updated']),
  bookingId: z.uuid(),
  kind: z.string(),
  status: z.string(),
  hostId: z.uuid(),
  // A guest's account may be gone (guest_id is set null on delete).
  guestId: z.uuid().nullable(),
});

export type BookingNotification = z.infer<typeof bookingNotificationSchema>;

export type BookingRole = ParticipantRole;

/**
 * What a user's socket is told: no names, dates or amounts (the browser refetches through the REST API,
 * which checks who may see what), only which booking changed, and how the user is concerned.
 */
export interface BookingEventPayload {
  bookingId: string;
  kind: string;
  status: string;
  role: BookingRole;
}

/**
 * What the host hears of a booking paid online (docs/decisions/039-online-payment.md): nothing while it
 * awaits its payment or once it lapsed unpaid (expired), since nothing was booked for them yet; its
 * confirmation by the payment is its creation for them. A booking only ever becomes confirmed from
 * pending_payment, so an update to confirmed is exactly that.
 */
function hostEvent(type: BookingNotification['type'], status: string): BookingNotification['type'] | null {
  if (status === 'pending_payment' || status === 'expired') return null;
  return type === 'booking_updated' && status === 'confirmed' ? 'booking_created' : type;
}

/**
 * The event the bookings channels of the booking's host and guest send, each with their role, and nobody
 * else's. Changes of one booking coalesce while they wait: it is sent once, as it is now.
 */
export function bookingDeliveries(notification: BookingNotification): Delivery[] {
  const { type, bookingId, kind, status } = notification;
  return participantsOf(notification).flatMap(({ userId, role }) => {
    const event = role === 'host' ? hostEvent(type, status) : type;
    if (!event) return [];
    return [
      {
        userId,
        channel: BOOKINGS_CHANNEL,
        event,
        payload: { bookingId, kind, status, role } satisfies BookingEventPayload,
        key: `${role}|${bookingId}`,
      },
    ];
  });
}
