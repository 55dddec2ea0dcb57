import { z } from 'zod';

/** The NOTIFY channel the bookings_announce trigger (migration 0007) speaks on. */
export const EVENTS_CHANNEL = 'orchim_events';

/** The channel name a browser joins (`realtime:bookings` on the wire). */
export const BOOKINGS_CHANNEL = 'bookings';

const notificationSchema = z.object({
  schema: z.string(),
  type: z.enum(['booking_created', 'booking_updated']),
  bookingId: z.uuid(),
  kind: z.string(),
  status: z.string(),
  hostId: z.uuid(),
  // A guest's account may be gone (guest_id is set null on delete).
  guestId: z.uuid().nullable(),
});

export type BookingNotification = z.infer<typeof notificationSchema>;

/** A NOTIFY payload as the trigger writes it, or null for anything else. */
export function parseBookingNotification(payload: string): BookingNotification | null {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type BookingRole = 'host' | 'guest';

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

/** The users a booking event goes to, each with their role: its host, and its guest. */
export function recipientsOf(notification: BookingNotification): { userId: string; role: BookingRole }[] {
  const recipients: { userId: string; role: BookingRole }[] = [{ userId: notification.hostId, role: 'host' }];
  if (notification.guestId) recipients.push({ userId: notification.guestId, role: 'guest' });
  return recipients;
}
