import { BOOKINGS_CHANNEL } from './client-options';
import type { RealtimeHub } from './realtime-hub';
import { ChannelFeed, type Broadcast, type ChannelOptions, type RealtimeDeps } from './realtime-hub';

export type { AuthEvents, RealtimeStatus } from './realtime-hub';

/**
 * The booking events of the signed-in person (channel 'bookings'), for the screens that follow them
 * (useBookingEvents), and the status of that channel for the "Live" indicator. The connection itself is
 * the page's RealtimeHub, shared with the other channels.
 */

export interface BookingEvent {
  type: 'booking_created' | 'booking_updated';
  bookingId: string;
  kind: string;
  status: string;
  /** How the signed-in person is concerned: the listing's host, or the booking's guest. */
  role: 'host' | 'guest';
}

export type BookingEventHandler = (event: BookingEvent) => void;

/** A hub of its own (tests) or the page's. */
export type BookingFeedDeps = RealtimeDeps;

const EVENT_TYPES = new Set(['booking_created', 'booking_updated']);

function parseBookingEvent(message: Broadcast): BookingEvent | null {
  const payload = (message.payload ?? {}) as Partial<BookingEvent>;
  if (!EVENT_TYPES.has(message.event) || typeof payload.bookingId !== 'string') return null;
  return {
    type: message.event as BookingEvent['type'],
    bookingId: payload.bookingId,
    kind: String(payload.kind),
    status: String(payload.status),
    role: payload.role === 'guest' ? 'guest' : 'host',
  };
}

const BOOKINGS: ChannelOptions<BookingEvent> = {
  name: BOOKINGS_CHANNEL,
  parse: parseBookingEvent,
  // data-realtime and data-realtime-event on <html>, which the end-to-end tests wait for.
  statusKey: 'realtime',
  eventKey: 'realtimeEvent',
  eventId: (event) => event.bookingId,
};

export class BookingFeed extends ChannelFeed<BookingEvent> {
  constructor(source: RealtimeHub | BookingFeedDeps) {
    super(source, BOOKINGS);
  }
}
