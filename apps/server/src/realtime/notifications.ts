import { z } from 'zod';
import { bookingDeliveries, bookingNotificationSchema } from './booking-events';
import type { Delivery } from './delivery';
import { isMessageNotification, messageDeliveries, messageNotificationSchema } from './message-events';

/** What the database announces on EVENTS_CHANNEL: a booking's change, or a new message. */
const notificationSchema = z.discriminatedUnion('type', [
  bookingNotificationSchema,
  messageNotificationSchema,
]);

export type Notification = z.infer<typeof notificationSchema>;

/** A NOTIFY payload as one of the triggers writes it, or null for anything else. */
export function parseNotification(payload: string): Notification | null {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The events a notification sends, one per user and channel concerned. */
export function deliveriesOf(notification: Notification): Delivery[] {
  return isMessageNotification(notification)
    ? messageDeliveries(notification)
    : bookingDeliveries(notification);
}
