import { useEffect, useRef, useSyncExternalStore } from 'react';
import { BookingFeed, type BookingEventHandler, type RealtimeStatus } from './booking-feed';
import { pageHub } from './page-hub';

let feed: BookingFeed | null = null;

/** The page's one booking feed (lib/realtime/booking-feed.ts). */
export function bookingFeed(): BookingFeed {
  feed ??= new BookingFeed(pageHub());
  return feed;
}

/** For tests: a feed of their own (with fakes), or null to start over. */
export function setBookingFeedForTests(replacement: BookingFeed | null) {
  feed = replacement;
}

/**
 * Calls `handler` with each booking event of the signed-in person ({type, bookingId, kind, status, role})
 * while the component is mounted: new bookings and status changes on the host's listings, and on the
 * guest's own bookings. Events carry no details: refetch what they name through the REST API.
 */
export function useBookingEvents(handler: BookingEventHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bookingFeed().subscribe((event) => latest.current(event)), []);
}

/** 'connecting' | 'live' | 'reconnecting' | 'offline': the state of the booking events' connection. */
export function useRealtimeStatus(): RealtimeStatus {
  const current = bookingFeed();
  return useSyncExternalStore(current.onStatusChange, current.getStatus, current.getStatus);
}
