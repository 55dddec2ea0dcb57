import { lazy, Suspense } from 'react';
import { RowsSkeleton } from '@/components/ui/rows-skeleton';

// A booking's page is signed in only: the thread's code (the composer, the message schema) is a chunk of
// its own, so the booking's details do not wait for it.
const BookingConversationPanel = lazy(() => import('./booking-conversation-panel'));

/** The conversation of a booking, on its page, for its guest and for the listing's host. */
export function BookingConversation({ bookingId }: { bookingId: string }) {
  return (
    <Suspense fallback={<RowsSkeleton rows={1} rowClassName="h-48" />}>
      <BookingConversationPanel bookingId={bookingId} />
    </Suspense>
  );
}
