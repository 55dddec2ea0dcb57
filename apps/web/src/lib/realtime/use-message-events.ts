import { useEffect, useRef } from 'react';
import { MessageFeed, type ConversationEventHandler } from './message-feed';
import { pageHub } from './page-hub';

let feed: MessageFeed | null = null;

/** The page's feed of message events (lib/realtime/message-feed.ts), on the shared connection. */
export function messageFeed(): MessageFeed {
  feed ??= new MessageFeed(pageHub());
  return feed;
}

/** For tests: a feed of their own (with fakes), or null to start over. */
export function setMessageFeedForTests(replacement: MessageFeed | null) {
  feed = replacement;
}

/**
 * Calls `handler` with each new message of the signed-in person's conversations ({conversationId,
 * messageId, role}) while the component is mounted and `enabled` (someone is signed in).
 */
export function useMessageEvents(handler: ConversationEventHandler, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return messageFeed().subscribe((event) => latest.current(event));
  }, [enabled]);
}
