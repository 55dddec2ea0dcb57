import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { booking, BOOKING_ID, installFakeApi, jsonResponse } from '../../../test/fixtures';
import { setupI18n } from '../../../test/i18n';
import {
  answerUnread,
  bookedConversation,
  CONVERSATION_ID,
  fakeMessageFeed,
  message,
  MESSAGES_API,
} from '../../../test/message-fixtures';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { setMessageFeedForTests } from '@/lib/realtime/use-message-events';

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages('/bookings/an-id');
  await import('./booking-conversation-panel');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  answerUnread(api);
  fakeMessageFeed();
  api.on('GET', /^\/rest\/v1\/bookings\/[^/]+$/, jsonResponse(booking()));
  api.on('POST', MESSAGES_API.read, new Response(null, { status: 204 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setMessageFeedForTests(null);
});

async function openBooking(persona: 'guest' | 'host' = 'guest') {
  const app = renderApp(`/bookings/${BOOKING_ID}`, { auth: signedInAs(persona) });
  await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' });
  return app;
}

describe('the booking’s conversation, on /bookings/:id', () => {
  it('shows the questions asked before booking, and marks the answers read', async () => {
    api.on(
      'GET',
      MESSAGES_API.booking,
      jsonResponse({ conversation: bookedConversation({ unread: 1 }), guestDeleted: false }),
    );
    await openBooking();
    const card = within(
      (await screen.findByRole('heading', { level: 2, name: 'Messages with Chana' })).parentElement!,
    );
    expect(await card.findByText('Is the building’s front door non-electric?')).toBeInTheDocument();
    expect(card.getByText('Yes, a key, no buzzer. We have a crib too.')).toHaveAttribute('dir', 'auto');
    expect(card.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    const [request] = api.requestsTo('GET', MESSAGES_API.booking);
    expect(request!.url.pathname).toBe(`/rest/v1/bookings/${BOOKING_ID}/conversation`);
    await waitFor(() => expect(api.requestsTo('POST', MESSAGES_API.read)).toHaveLength(1));
  });

  it('shows the listing’s host the same conversation, from the guest', async () => {
    api.on('GET', MESSAGES_API.booking, () =>
      jsonResponse({
        conversation: bookedConversation({ role: 'host', counterpart: { firstName: 'Dovid' } }),
        guestDeleted: false,
      }),
    );
    await openBooking('host');
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages with Dovid' })).toBeInTheDocument();
  });

  it('opens the conversation with the first message when nobody has written yet', async () => {
    const sent = message({ body: 'Where do we pick up the key?' });
    api.on('GET', MESSAGES_API.booking, jsonResponse({ conversation: null, guestDeleted: false }));
    api.on('POST', /^\/rest\/v1\/conversations$/, jsonResponse(bookedConversation({ messages: [] })));
    api.on('POST', MESSAGES_API.messages, jsonResponse(sent, 201));
    const { user } = await openBooking();
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('No messages yet. Write the first one below.')).toBeInTheDocument();
    // Once written, the booking's conversation is there.
    api.on(
      'GET',
      MESSAGES_API.booking,
      jsonResponse({ conversation: bookedConversation({ messages: [sent] }), guestDeleted: false }),
    );
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Where do we pick up the key?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Where do we pick up the key?', { selector: 'p' })).toBeInTheDocument();
    expect(api.requestsTo('POST', /^\/rest\/v1\/conversations$/)[0]!.body).toEqual({ bookingId: BOOKING_ID });
    expect(api.requestsTo('POST', MESSAGES_API.messages)[0]!.url.pathname).toBe(
      `/rest/v1/conversations/${CONVERSATION_ID}/messages`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Messages with Chana' })).toBeInTheDocument();
    // The box is the same one, still focused, ready for another message.
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
  });

  it('tells the host when the guest deleted their account, with no box to write in', async () => {
    api.on('GET', MESSAGES_API.booking, jsonResponse({ conversation: null, guestDeleted: true }));
    await openBooking('host');
    const card = within((await screen.findByRole('heading', { level: 2, name: 'Messages' })).parentElement!);
    expect(
      await card.findByText(
        'The guest has deleted their account, so no more messages can be sent about this booking. Earlier messages stay in your inbox, from “Former guest”.',
      ),
    ).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Messages from guests' })).toHaveAttribute(
      'href',
      '/host/messages',
    );
    expect(card.queryByRole('textbox')).toBeNull();
    expect(card.queryByText(/Write here/)).toBeNull();
    expect(api.requestsTo('POST', /^\/rest\/v1\/conversations$/)).toHaveLength(0);
  });
});
