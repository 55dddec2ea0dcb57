import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingEvent, BookingEventHandler, BookingFeed, RealtimeStatus } from './booking-feed';
import { setBookingFeedForTests, useBookingEvents, useRealtimeStatus } from './use-booking-events';

/** A feed whose events and status the test sets. */
function fakeFeed() {
  const handlers = new Set<BookingEventHandler>();
  const listeners = new Set<() => void>();
  let status: RealtimeStatus = 'connecting';
  const feed = {
    subscribe: vi.fn((handler: BookingEventHandler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    }),
    getStatus: () => status,
    onStatusChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    feed,
    handlers,
    emit: (event: BookingEvent) => handlers.forEach((handler) => handler(event)),
    setStatus: (next: RealtimeStatus) => {
      status = next;
      listeners.forEach((listener) => listener());
    },
  };
}

let fake: ReturnType<typeof fakeFeed>;
beforeEach(() => {
  fake = fakeFeed();
  setBookingFeedForTests(fake.feed as unknown as BookingFeed);
});
afterEach(() => setBookingFeedForTests(null));

const created: BookingEvent = {
  type: 'booking_created',
  bookingId: 'b-1',
  kind: 'stay',
  status: 'confirmed',
  role: 'host',
};

describe('useBookingEvents', () => {
  it('listens while mounted, calls the latest handler, and stops on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useBookingEvents(handler), {
      initialProps: { handler: first },
    });
    act(() => fake.emit(created));
    expect(first).toHaveBeenCalledOnce();
    expect(first).toHaveBeenCalledWith(created);
    // StrictMode subscribes, unsubscribes and subscribes again on mount: one subscription is left.
    expect(fake.handlers.size).toBe(1);
    const subscriptions = fake.feed.subscribe.mock.calls.length;
    rerender({ handler: second });
    act(() => fake.emit(created));
    expect(second).toHaveBeenCalledOnce();
    expect(first).toHaveBeenCalledOnce();
    // One subscription for the component's lifetime, whatever the handler: a new one does not resubscribe.
    expect(fake.feed.subscribe).toHaveBeenCalledTimes(subscriptions);
    expect(fake.handlers.size).toBe(1);
    unmount();
    expect(fake.handlers.size).toBe(0);
  });
});

describe('useRealtimeStatus', () => {
  it('follows the connection: connecting, live, reconnecting', () => {
    const { result } = renderHook(() => useRealtimeStatus());
    expect(result.current).toBe('connecting');
    act(() => fake.setStatus('live'));
    expect(result.current).toBe('live');
    act(() => fake.setStatus('reconnecting'));
    expect(result.current).toBe('reconnecting');
  });
});
