import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Conversation } from '@orchim/shared/conversations';
import { apiError, BOOKING_ID, installFakeApi, jsonResponse, STAY_ID } from '../../../test/fixtures';
import { setupI18n } from '../../../test/i18n';
import {
  answerUnread,
  conversation,
  CONVERSATION_ID,
  fakeMessageFeed,
  message,
  MESSAGE_ID,
  MESSAGES_API,
  REPLY_ID,
} from '../../../test/message-fixtures';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { setMessageFeedForTests } from '@/lib/realtime/use-message-events';

let api: ReturnType<typeof installFakeApi>;
let feed: ReturnType<typeof fakeMessageFeed>;

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages('/messages/an-id');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  answerUnread(api);
  api.on('POST', MESSAGES_API.read, new Response(null, { status: 204 }));
  feed = fakeMessageFeed();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setMessageFeedForTests(null);
  // Back to the document's own visibilityState (jsdom's: visible).
  Reflect.deleteProperty(document, 'visibilityState');
  await setupI18n('en');
});

/** The tab goes to the background or comes back, as the browser tells the page. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The conversation page answering with `answer`, once its heading is there. */
async function openConversation(
  answer: Conversation = conversation(),
  path = `/messages/${CONVERSATION_ID}`,
) {
  api.on('GET', MESSAGES_API.conversation, jsonResponse(answer));
  const app = renderApp(path, { auth: signedInAs(answer.role === 'host' ? 'host' : 'guest') });
  await screen.findByRole('heading', {
    level: 1,
    name: `Messages with ${answer.counterpart.firstName ?? 'Former guest'}`,
  });
  return app;
}

const thread = () => within(screen.getByRole('list', { name: /^Messages with/ }));
const box = () => screen.getByRole('textbox', { name: 'Your message' });

describe('/messages/:id', () => {
  it('shows the listing, and each message with who wrote it and when, its text in its own direction', async () => {
    await openConversation();
    await waitFor(() => expect(document.title).toBe('Messages with Chana · Orchim'));
    expect(screen.getByRole('link', { name: 'Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/stays/${STAY_ID}`,
    );
    expect(screen.getByText('Not booked yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
    const [mine, theirs] = thread().getAllByRole('listitem');
    expect(mine).toHaveTextContent(/^You\s*May 3, 2026, 10:15 AM/);
    expect(within(mine!).getByText('Is the building’s front door non-electric?')).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(theirs).toHaveTextContent(/^Chana\s*May 3, 2026, 11:40 AM/);
    expect(within(theirs!).getByText('May 3, 2026, 11:40 AM')).toHaveAttribute(
      'datetime',
      '2026-05-03T15:40:00.000Z',
    );
    // Only the other person's messages can be reported.
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(
      within(theirs!).getByRole('button', { name: 'Report this message from Chana' }),
    ).toBeInTheDocument();
    // Nothing unread: nothing to mark.
    expect(api.requestsTo('POST', MESSAGES_API.read)).toHaveLength(0);
  });

  it('marks the conversation read when opened, and the header’s count is asked again', async () => {
    await openConversation(conversation({ unread: 1 }));
    await waitFor(() => expect(api.requestsTo('POST', MESSAGES_API.read)).toHaveLength(1));
    const [marked] = api.requestsTo('POST', MESSAGES_API.read);
    expect(marked!.url.pathname).toBe(`/rest/v1/conversations/${CONVERSATION_ID}/read`);
    // Up to the newest message shown, not to whatever the server has by now.
    expect(marked!.body).toEqual({ upTo: '2026-05-03T15:40:00.000Z' });
    await waitFor(() => expect(api.requestsTo('GET', MESSAGES_API.unread).length).toBeGreaterThan(1));
    // Once, although the page renders again.
    expect(api.requestsTo('POST', MESSAGES_API.read)).toHaveLength(1);
  });

  it('sends a message: it joins the conversation, the box is emptied and keeps focus', async () => {
    const sent = message({ body: 'Can we bring a stroller inside?', sentAt: '2026-05-03T16:00:00.000Z' });
    api.on('POST', MESSAGES_API.messages, jsonResponse(sent, 201));
    const { user } = await openConversation();
    api.on('GET', MESSAGES_API.conversation, () => {
      const current = conversation();
      return jsonResponse({ ...current, messages: [...current.messages, sent] });
    });
    await user.type(box(), 'Can we bring a stroller inside?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(thread().getAllByRole('listitem')).toHaveLength(3));
    expect(thread().getByText('Can we bring a stroller inside?')).toBeInTheDocument();
    const [post] = api.requestsTo('POST', MESSAGES_API.messages);
    expect(post!.url.pathname).toBe(`/rest/v1/conversations/${CONVERSATION_ID}/messages`);
    expect(post!.body).toEqual({ body: 'Can we bring a stroller inside?' });
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    // Our own message is not announced as a new one.
    expect(screen.queryByText(/^New message from/)).toBeNull();
  });

  it('sends with Ctrl+Enter too, and refuses an empty message with the form’s words', async () => {
    api.on('POST', MESSAGES_API.messages, jsonResponse(message({ body: 'Thanks!' }), 201));
    const { user } = await openConversation();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    await user.type(box(), 'Thanks!{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.requestsTo('POST', MESSAGES_API.messages)).toHaveLength(1));
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('counts down near the limit, and refuses a message over it with the shared schema’s message', async () => {
    const { user } = await openConversation();
    fireEvent.change(box(), { target: { value: 'a'.repeat(799) } });
    expect(screen.queryByText(/characters? left/)).toBeNull();
    fireEvent.change(box(), { target: { value: 'a'.repeat(990) } });
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription('10 characters left');
    fireEvent.change(box(), { target: { value: 'a'.repeat(1001) } });
    expect(screen.getByText('1 character too many')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please keep this to 1,000 characters or fewer.',
    );
    expect(box()).toHaveFocus();
    expect(api.requestsTo('POST', MESSAGES_API.messages)).toHaveLength(0);
  });

  it('says so when the sender wrote too much too fast (429), and keeps the text', async () => {
    api.on('POST', MESSAGES_API.messages, apiError(429, 'message_rate_limited', 'Too many messages'));
    const { user } = await openConversation();
    await user.type(box(), 'One more thing…');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many messages in a short time. Please try again in a few minutes.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(box()).toHaveValue('One more thing…');
  });

  it('says how long to wait when the server tells (Retry-After)', async () => {
    api.on(
      'POST',
      MESSAGES_API.messages,
      () =>
        new Response(JSON.stringify({ code: 'message_rate_limited', message: 'Too many messages' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '120' },
        }),
    );
    const { user } = await openConversation();
    await user.type(box(), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages in a short time. Please try again in 2 minutes.',
    );
  });

  it('translates the other refusals by their code', async () => {
    api.on('POST', MESSAGES_API.messages, apiError(403, 'message_blocked'));
    const { user } = await openConversation();
    await user.type(box(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account cannot send messages.');
  });

  it('tells the guest, during Shabbos, that the host answers after havdalah (New York time)', async () => {
    // 8:14 PM in New York, Saturday May 9, 2026.
    await openConversation(conversation({ hostAnswersAfter: '2026-05-10T00:14:00.000Z' }));
    expect(
      screen.getByText(
        'It’s Shabbos or Yom Tov in Crown Heights: Chana will answer after havdalah, from Saturday 8:14 PM (New York time).',
      ),
    ).toBeInTheDocument();
  });

  it('shows the host no such note, and keeps them in the host panel', async () => {
    await openConversation(
      conversation({
        role: 'host',
        counterpart: { firstName: 'Moshe' },
        hostAnswersAfter: '2026-05-10T00:14:00.000Z',
        bookingId: BOOKING_ID,
      }),
      `/host/messages/${CONVERSATION_ID}`,
    );
    expect(screen.queryByText(/havdalah/)).toBeNull();
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/host/messages');
    expect(screen.getByRole('link', { name: 'See the booking' })).toHaveAttribute(
      'href',
      `/bookings/${BOOKING_ID}`,
    );
  });

  it('offers the host no box to write to a guest whose account is gone, and says why', async () => {
    await openConversation(
      conversation({ role: 'host', counterpart: { firstName: null } }),
      `/host/messages/${CONVERSATION_ID}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Messages with Former guest' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The guest has deleted their account, so no more messages can be sent in this conversation.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('translates the server refusing a message to a guest who is gone', async () => {
    api.on('POST', MESSAGES_API.messages, apiError(409, 'guest_gone'));
    const { user } = await openConversation();
    await user.type(box(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This guest deleted their account: messages no longer reach them.',
    );
  });

  it('says a hidden message was removed, with nothing to report', async () => {
    await openConversation(
      conversation({
        messages: [
          message({ id: MESSAGE_ID, mine: true }),
          message({ mine: false, body: null, hidden: true, sentAt: '2026-05-03T16:00:00.000Z' }),
        ],
      }),
    );
    const removed = thread().getAllByRole('listitem')[1]!;
    expect(within(removed).getByText('This message was removed')).toBeInTheDocument();
    expect(within(removed).queryByRole('button')).toBeNull();
  });

  it('reports the other person’s message, with a reason, and thanks the reader', async () => {
    api.on('POST', MESSAGES_API.report, new Response(null, { status: 204 }));
    const { user } = await openConversation();
    await user.click(screen.getByRole('button', { name: 'Report this message from Chana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Asked me to pay in cash',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('Thank you. The Orchim team will look at this message.'),
    ).toBeInTheDocument();
    const [report] = api.requestsTo('POST', MESSAGES_API.report);
    expect(report!.url.pathname).toBe(`/rest/v1/messages/${REPLY_ID}/report`);
    expect(report!.body).toEqual({ reason: 'Asked me to pay in cash' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a message as it arrives on the realtime channel, and announces it politely', async () => {
    await openConversation();
    const answer = message({
      mine: false,
      body: 'The key is in the lockbox, code 1770.',
      sentAt: '2026-05-03T17:00:00.000Z',
    });
    api.on('GET', MESSAGES_API.conversation, () => {
      const current = conversation({ unread: 1 });
      return jsonResponse({ ...current, messages: [...current.messages, answer] });
    });
    expect(feed.listeners()).toBe(1);
    await feed.emit({ messageId: answer.id });
    expect(await thread().findByText('The key is in the lockbox, code 1770.')).toBeInTheDocument();
    const status = screen.getByText('New message from Chana: The key is in the lockbox, code 1770.');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Read, as it is on screen.
    await waitFor(() => expect(api.requestsTo('POST', MESSAGES_API.read)).toHaveLength(1));
    expect(api.requestsTo('POST', MESSAGES_API.read)[0]!.body).toEqual({ upTo: answer.sentAt });
  });

  it('marks nothing read in a tab in the background, and marks what is shown once the tab is', async () => {
    setVisibility('hidden');
    await openConversation(conversation({ unread: 1 }));
    const answer = message({ mine: false, body: 'Check-in from 3 pm.', sentAt: '2026-05-03T17:00:00.000Z' });
    api.on('GET', MESSAGES_API.conversation, () => {
      const current = conversation({ unread: 2 });
      return jsonResponse({ ...current, messages: [...current.messages, answer] });
    });
    // A message arrives while the tab is hidden: the conversation is refetched, nobody sees it.
    await feed.emit({ messageId: answer.id });
    expect(await thread().findByText('Check-in from 3 pm.')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET', MESSAGES_API.unread).length).toBeGreaterThan(1));
    expect(api.requestsTo('POST', MESSAGES_API.read)).toHaveLength(0);

    setVisibility('visible');
    await waitFor(() => expect(api.requestsTo('POST', MESSAGES_API.read)).toHaveLength(1));
    expect(api.requestsTo('POST', MESSAGES_API.read)[0]!.body).toEqual({ upTo: answer.sentAt });
    // Hidden and shown again, with nothing new: nothing more to mark.
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(api.requestsTo('GET', MESSAGES_API.unread).length).toBeGreaterThan(2));
    expect(api.requestsTo('POST', MESSAGES_API.read)).toHaveLength(1);
  });

  it('says when the conversation is not there, with the way back', async () => {
    api.on('GET', MESSAGES_API.conversation, apiError(404, 'not_found'));
    renderApp(`/messages/${CONVERSATION_ID}`, { auth: signedInAs('guest') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conversation not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
  });

  it('speaks Hebrew, each message in its own direction', async () => {
    await setupI18n('he');
    api.on('GET', MESSAGES_API.conversation, jsonResponse(conversation()));
    renderApp(`/messages/${CONVERSATION_ID}`, { auth: signedInAs('guest') });
    expect(await screen.findByRole('heading', { level: 1, name: 'הודעות עם Chana' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const [mine, theirs] = within(screen.getByRole('list', { name: 'הודעות עם Chana' })).getAllByRole(
      'listitem',
    );
    expect(within(mine!).getByText('אתם')).toBeInTheDocument();
    for (const body of [
      'Is the building’s front door non-electric?',
      'Yes, a key, no buzzer. We have a crib too.',
    ]) {
      expect(screen.getByText(body)).toHaveAttribute('dir', 'auto');
    }
    expect(within(theirs!).getByRole('button', { name: 'דיווח על ההודעה של Chana' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ההודעה שלכם' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: 'שליחה' })).toBeInTheDocument();
  });
});
