import type { BookingEventPayload, BookingNotification } from './booking-events';
import { recipientsOf } from './booking-events';

/** Something that takes booking events for one user: a socket's `realtime:bookings` channel. */
export interface BookingSubscriber {
  deliver(event: BookingNotification['type'], payload: BookingEventPayload): void;
}

/**
 * The bookings channels open on this server instance, by user: an event goes to its host's channels
 * with role 'host' and to its guest's with role 'guest', and to nobody else.
 */
export class BookingHub {
  private readonly byUser = new Map<string, Set<BookingSubscriber>>();

  add(userId: string, subscriber: BookingSubscriber): void {
    let subscribers = this.byUser.get(userId);
    if (!subscribers) {
      subscribers = new Set();
      this.byUser.set(userId, subscribers);
    }
    subscribers.add(subscriber);
  }

  remove(userId: string, subscriber: BookingSubscriber): void {
    const subscribers = this.byUser.get(userId);
    if (!subscribers?.delete(subscriber)) return;
    if (subscribers.size === 0) this.byUser.delete(userId);
  }

  /** Channels open, all users together. */
  get size(): number {
    let count = 0;
    for (const subscribers of this.byUser.values()) count += subscribers.size;
    return count;
  }

  dispatch(notification: BookingNotification): void {
    const { type, bookingId, kind, status } = notification;
    for (const { userId, role } of recipientsOf(notification)) {
      for (const subscriber of this.byUser.get(userId) ?? []) {
        subscriber.deliver(type, { bookingId, kind, status, role });
      }
    }
  }
}
