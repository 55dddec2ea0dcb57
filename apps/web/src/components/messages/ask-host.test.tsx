import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { HostListings } from '@orchim/shared/host';
import {
  apiError,
  installFakeApi,
  jsonResponse,
  quote,
  reviewPage,
  STAY_ID,
  stayDetail,
} from '../../../test/fixtures';
import { stubDesktopScreen } from '../../../test/desktop-screen';
import { setupI18n } from '../../../test/i18n';
import {
  answerUnread,
  conversation,
  CONVERSATION_ID,
  fakeMessageFeed,
  message,
  MESSAGES_API,
} from '../../../test/message-fixtures';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { rideQuote, SERVICE_ID, transportDetail } from '../../../test/transport-fixtures';
import { signedOut } from '@/lib/auth/auth-context';
import { setMessageFeedForTests } from '@/lib/realtime/use-message-events';

let api: ReturnType<typeof installFakeApi>;

const OPEN = /^\/rest\/v1\/conversations$/;
const HOST_LISTINGS = /^\/rest\/v1\/host\/listings$/;

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages('/stays/an-id', '/transport/an-id');
  await import('./ask-host-dialog');
}, 60_000);
beforeEach(() => {
  stubDesktopScreen();
  api = installFakeApi();
  answerUnread(api);
  fakeMessageFeed();
  api.on('GET', /^\/rest\/v1\/stays\/[^/]+$/, jsonResponse(stayDetail()));
  api.on('GET', /\/availability$/, (url) =>
    jsonResponse({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), taken: [] }),
  );
  api.on('GET', /\/quote$/, jsonResponse(quote(3)));
  api.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
  api.on('GET', /\/reviews\/mine$/, jsonResponse({ review: null, canWrite: false, reason: null }));
  // A new conversation, no message in it yet.
  api.on('POST', OPEN, jsonResponse(conversation({ messages: [] })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setMessageFeedForTests(null);
});

async function openStay(auth = signedInAs('guest')) {
  const app = renderApp(`/stays/${STAY_ID}`, { auth });
  await screen.findByRole('heading', { level: 1, name: 'Parlour floor on Lincoln Place' });
  return app;
}

/** The host's own listings (GET /rest/v1/host/listings), as few fields as the page reads. */
const hostListings = (...items: { kind: string; id: string }[]) =>
  jsonResponse({ items } as unknown as HostListings);

describe('Message the host, on a listing’s page', () => {
  it('asks a visitor to sign in, and brings them back to the listing', async () => {
    const { user, router } = await openStay(signedOut);
    expect(screen.getByText('Questions before you book?')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to message the host' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: `/stays/${STAY_ID}`, search: '', hash: '' },
    });
    expect(api.requestsTo('POST', OPEN)).toHaveLength(0);
  });

  it('lets a signed-in guest write to the host, and offers the conversation once it is sent', async () => {
    const sent = message({ body: 'Can we bring a baby? Is there a crib?' });
    api.on('POST', MESSAGES_API.messages, jsonResponse(sent, 201));
    const { user } = await openStay();
    expect(screen.queryByRole('link', { name: 'Sign in to message the host' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Message the host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Chana' });
    const box = await within(dialog).findByRole('textbox', { name: 'Your message' });
    await waitFor(() => expect(box).toHaveFocus());
    const [open] = api.requestsTo('POST', OPEN);
    expect(open!.body).toEqual({ listingKind: 'stays', listingId: STAY_ID });
    expect(open!.headers.get('authorization')).toBe('Bearer access');

    await user.type(box, 'Can we bring a baby? Is there a crib?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Sent to Chana')).toBeInTheDocument();
    const [post] = api.requestsTo('POST', MESSAGES_API.messages);
    expect(post!.url.pathname).toBe(`/rest/v1/conversations/${CONVERSATION_ID}/messages`);
    expect(post!.body).toEqual({ body: 'Can we bring a baby? Is there a crib?' });
    expect(within(dialog).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      `/messages/${CONVERSATION_ID}`,
    );
    // Ready for a second message.
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();

    api.on('GET', MESSAGES_API.conversation, jsonResponse(conversation({ messages: [sent] })));
    await user.click(within(dialog).getByRole('link', { name: 'Open the conversation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages with Chana' })).toBeInTheDocument();
  });

  it('says when the guest has written about the listing before, with the way to the conversation', async () => {
    api.on('POST', OPEN, jsonResponse(conversation()));
    const { user } = await openStay();
    await user.click(screen.getByRole('button', { name: 'Message the host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Chana' });
    expect(
      await within(dialog).findByText('You have written to Chana about this listing before.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      `/messages/${CONVERSATION_ID}`,
    );
  });

  it('shows the Shabbos note in the dialog while the host rests', async () => {
    api.on(
      'POST',
      OPEN,
      jsonResponse(conversation({ messages: [], hostAnswersAfter: '2026-05-10T00:14:00.000Z' })),
    );
    const { user } = await openStay();
    await user.click(screen.getByRole('button', { name: 'Message the host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Chana' });
    expect(
      await within(dialog).findByText(/Chana will answer after havdalah, from Saturday/),
    ).toBeInTheDocument();
  });

  it('offers the listing’s own host nothing', async () => {
    api.on('GET', HOST_LISTINGS, hostListings({ kind: 'stays', id: STAY_ID }));
    await openStay(signedInAs('host'));
    await waitFor(() => expect(api.requestsTo('GET', HOST_LISTINGS)).toHaveLength(1));
    // The host's list has answered: still nothing.
    await screen.findByText('Hosted by Chana');
    expect(screen.queryByText('Questions before you book?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Message the host' })).toBeNull();
  });

  it('lets a host write to the host of someone else’s listing', async () => {
    api.on('GET', HOST_LISTINGS, hostListings({ kind: 'meals', id: STAY_ID }));
    await openStay(signedInAs('host'));
    expect(await screen.findByRole('button', { name: 'Message the host' })).toBeInTheDocument();
  });

  it('says why the conversation could not open, in words', async () => {
    api.on('POST', OPEN, apiError(403, 'own_listing'));
    const { user } = await openStay();
    await user.click(screen.getByRole('button', { name: 'Message the host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Chana' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot send a message about your own listing.',
    );
    // The dialog's corner button and the one under the message both close it.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks about a ride service as the transport kind', async () => {
    api.on('GET', /^\/rest\/v1\/transport\/[^/]+$/, jsonResponse(transportDetail()));
    api.on('GET', /\/quote$/, jsonResponse(rideQuote()));
    const { user } = renderApp(`/transport/${SERVICE_ID}`, { auth: signedInAs('guest') });
    await user.click(await screen.findByRole('button', { name: 'Message the host' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(api.requestsTo('POST', OPEN)).toHaveLength(1));
    expect(api.requestsTo('POST', OPEN)[0]!.body).toEqual({
      listingKind: 'transport',
      listingId: SERVICE_ID,
    });
  });
});
