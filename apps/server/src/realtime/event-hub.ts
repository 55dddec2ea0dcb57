import type { Delivery } from './delivery';
import { deliveriesOf, type Notification } from './notifications';

/** What takes one user's events of one channel: a socket's `realtime:bookings` or `realtime:messages`. */
export interface ChannelSubscriber {
  /** The channel's name, without the `realtime:` prefix. */
  readonly channel: string;
  /**
   * Takes the event for its socket; false when it will not reach a person (the channel's token ran out,
   * or the socket has not been heard from lately: a laptop shut without a goodbye).
   */
  deliver(delivery: Delivery): boolean;
}

/**
 * The channels open on this server instance, by user: an event goes to the channels of the people it
 * concerns, on its own channel (a booking's to `bookings`, a message's to `messages`), and to nobody else.
 */
export class EventHub {
  private readonly byUser = new Map<string, Set<ChannelSubscriber>>();

  add(userId: string, subscriber: ChannelSubscriber): void {
    let subscribers = this.byUser.get(userId);
    if (!subscribers) {
      subscribers = new Set();
      this.byUser.set(userId, subscribers);
    }
    subscribers.add(subscriber);
  }

  remove(userId: string, subscriber: ChannelSubscriber): void {
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

  /** Hands the notification's events to the channels concerned; answers the users a live socket took it for. */
  dispatch(notification: Notification): Set<string> {
    const reached = new Set<string>();
    for (const delivery of deliveriesOf(notification)) {
      for (const subscriber of this.byUser.get(delivery.userId) ?? []) {
        if (subscriber.channel !== delivery.channel) continue;
        if (subscriber.deliver(delivery)) reached.add(delivery.userId);
      }
    }
    return reached;
  }
}
