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
 * The event the bookings channels of the booking's host and guest send, each with their role, and nobody
 * else's. Changes of one booking coalesce while they wait: it is sent once, as it is now.
 */
export function bookingDeliveries(notification: BookingNotification): Delivery[] {
  const { type, bookingId, kind, status } = notification;
  return participantsOf(notification).map(({ userId, role }) => ({
    userId,
    channel: BOOKINGS_CHANNEL,
    event: type,
    payload: { bookingId, kind, status, role } satisfies BookingEventPayload,
    key: `${role}|${bookingId}`,
  }));
}
