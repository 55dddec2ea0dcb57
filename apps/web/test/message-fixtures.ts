/**
 * Test data for guest–host messages (the inboxes, a conversation, the booking's conversation, the listing
 * pages' "Message the host"): conversations as the API describes them, and the realtime channel of
 * messages played by the test.
 */
import { act } from '@testing-library/react';
import type { Conversation, ConversationSummary, Message } from '@orchim/shared/conversations';
import type { ConversationEvent, ConversationEventHandler, MessageFeed } from '@/lib/realtime/message-feed';
import { setMessageFeedForTests } from '@/lib/realtime/use-message-events';
import { BOOKING_ID, jsonResponse, STAY_ID, type installFakeApi } from './fixtures';

export const CONVERSATION_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
export const OTHER_CONVERSATION_ID = '8c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f';
/** The guest's question and the host's answer of the conversation below. */
export const MESSAGE_ID = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
export const REPLY_ID = 'd3e4f5a6-b7c8-4d9e-8f0a-1b2c3d4e5f6a';

/** Paths of the messages API, as the fake API matches them. */
export const MESSAGES_API = {
  list: /^\/rest\/v1\/conversations$/,
  unread: /^\/rest\/v1\/conversations\/unread$/,
  conversation: /^\/rest\/v1\/conversations\/[^/]+$/,
  messages: /^\/rest\/v1\/conversations\/[^/]+\/messages$/,
  read: /^\/rest\/v1\/conversations\/[^/]+\/read$/,
  report: /^\/rest\/v1\/messages\/[^/]+\/report$/,
  booking: /^\/rest\/v1\/bookings\/[^/]+\/conversation$/,
};

let sequence = 0;
/** A message; ids are uuids made up in order. */
export function message(overrides: Partial<Message> = {}): Message {
  sequence += 1;
  return {
    id: `c0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    body: 'Is the building’s front door non-electric?',
    hidden: false,
    mine: true,
    sentAt: '2026-05-03T14:15:00.000Z',
    ...overrides,
  };
}

/** A guest's conversation with Chana about the stay of fixtures.ts, without a booking yet. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  const messages = overrides.messages ?? [
    message({ id: MESSAGE_ID, mine: true, sentAt: '2026-05-03T14:15:00.000Z' }),
    message({
      id: REPLY_ID,
      mine: false,
      body: 'Yes, a key, no buzzer. We have a crib too.',
      sentAt: '2026-05-03T15:40:00.000Z',
    }),
  ];
  const last = messages.at(-1);
  return {
    id: CONVERSATION_ID,
    role: 'guest',
    listing: {
      kind: 'stays',
      id: STAY_ID,
      title: 'Parlour floor on Lincoln Place',
      coverImage: '/images/stays/a.svg',
    },
    counterpart: { firstName: 'Chana' },
    bookingId: null,
    lastMessage: last ? { body: last.body, mine: last.mine, sentAt: last.sentAt } : null,
    unread: 0,
    hostAnswersAfter: null,
    ...overrides,
    messages,
  };
}

/** A conversation as a list shows it (its messages left out). */
export function summary(overrides: Partial<Conversation> = {}): ConversationSummary {
  const { messages: _messages, hostAnswersAfter: _after, ...rest } = conversation(overrides);
  return rest;
}

/** The booking's conversation: the same one, now with the booking. */
export const bookedConversation = (overrides: Partial<Conversation> = {}) =>
  conversation({ bookingId: BOOKING_ID, ...overrides });

/** The answers every signed-in page asks of the messages API: the header's unread counts. */
export function answerUnread(api: ReturnType<typeof installFakeApi>, guest = 0, host = 0) {
  api.on('GET', MESSAGES_API.unread, () => jsonResponse({ guest, host }));
}

/** The realtime channel of messages, played by the test: it emits 'message_created' events. */
export function fakeMessageFeed() {
  const handlers = new Set<ConversationEventHandler>();
  const feed = {
    subscribe: (handler: ConversationEventHandler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    getStatus: () => 'live',
    onStatusChange: () => () => {},
  };
  setMessageFeedForTests(feed as unknown as MessageFeed);
  return {
    /** How many listen (the shell's one listener while someone is signed in). */
    listeners: () => handlers.size,
    emit: (event: Partial<ConversationEvent> = {}) =>
      act(() =>
        handlers.forEach((handler) =>
          handler({
            type: 'message_created',
            conversationId: CONVERSATION_ID,
            messageId: 'new',
            role: 'guest',
            ...event,
          }),
        ),
      ),
  };
}
