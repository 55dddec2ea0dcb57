import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import type { MessagesNavProps } from './messages-nav';

// Everything of messages in the shell (the header's link and counts, the realtime listener) is a chunk
// of its own, loaded once someone is signed in: a visitor's first load carries these few lines only, no
// query of the messages API, no realtime client, not even the link's icon.
const LazyMessagesNav = lazy(() => import('./messages-nav'));

/** A part of the shell's messages (messages-nav.tsx), drawn once its chunk is here. */
export function MessagesNav(props: MessagesNavProps) {
  return (
    <Suspense fallback={null}>
      <LazyMessagesNav {...props} />
    </Suspense>
  );
}

/**
 * New messages arrive live while someone is signed in (the header's counts, an open conversation). Its own
 * component, so the session's first answer renders this alone and not the layout above the page's parts,
 * which would hydrate them at once (decision 025).
 */
export function LiveMessages() {
  const { status } = useAuth();
  return status === 'signed-in' ? <MessagesNav part="live" /> : null;
}
