import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MEAL_ID } from '../../../test/fixtures';
import { installFakeApi, jsonResponse } from '../../../test/fixtures';
import { setupI18n } from '../../../test/i18n';
import {
  answerUnread,
  CONVERSATION_ID,
  fakeMessageFeed,
  MESSAGES_API,
  OTHER_CONVERSATION_ID,
  summary,
} from '../../../test/message-fixtures';
import { preloadPages, renderApp, signedInAs } from '../../../test/render-app';
import { setMessageFeedForTests } from '@/lib/realtime/use-message-events';

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await preloadPages('/messages', '/host/messages');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  answerUnread(api, 2, 1);
  fakeMessageFeed();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setMessageFeedForTests(null);
  await setupI18n('en');
});

const olderAboutAMeal = summary({
  id: OTHER_CONVERSATION_ID,
  listing: { kind: 'meals', id: MEAL_ID, title: 'Friday night with the Goldbergs', coverImage: null },
  counterpart: { firstName: 'Rivka' },
  lastMessage: { body: 'See you Friday!', mine: true, sentAt: '2026-04-20T10:00:00.000Z' },
  unread: 0,
});
const newerAboutAStay = summary({
  lastMessage: {
    body: 'Yes, a key, no buzzer. We have a crib too.',
    mine: false,
    sentAt: '2026-05-03T15:40:00.000Z',
  },
  unread: 2,
});

async function openInbox(path = '/messages', persona: 'guest' | 'host' = 'guest') {
  const app = renderApp(path, { auth: signedInAs(persona) });
  return app;
}

describe('/messages', () => {
  it('lists the conversations newest first, with the listing, the other person, the last message and unread counts', async () => {
    // Whatever order the answer comes in, the newest is first.
    api.on('GET', MESSAGES_API.list, jsonResponse({ items: [olderAboutAMeal, newerAboutAStay] }));
    await openInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(first!.getByRole('link', { name: 'Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/messages/${CONVERSATION_ID}`,
    );
    expect(first!.getByText('With Chana')).toBeInTheDocument();
    expect(first!.getByText('Yes, a key, no buzzer. We have a crib too.')).toHaveAttribute('dir', 'auto');
    expect(first!.getByText('2 unread')).toBeInTheDocument();
    expect(first!.getByText('Stay')).toBeInTheDocument();

    expect(second!.getByRole('link', { name: 'Friday night with the Goldbergs' })).toHaveAttribute(
      'href',
      `/messages/${OTHER_CONVERSATION_ID}`,
    );
    expect(second!.getByText('You:')).toBeInTheDocument();
    expect(second!.queryByText(/unread/)).toBeNull();
    expect(second!.getByText('Shabbos meal')).toBeInTheDocument();

    const [request] = api.requestsTo('GET', MESSAGES_API.list);
    expect(request!.url.searchParams.get('role')).toBe('guest');
    expect(request!.headers.get('authorization')).toBe('Bearer access');
  });

  it('says there are no messages yet, and where a question starts', async () => {
    api.on('GET', MESSAGES_API.list, jsonResponse({ items: [] }));
    await openInbox();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse stays' })).toHaveAttribute('href', '/stays');
    expect(screen.getByRole('link', { name: 'Find a Shabbos meal' })).toHaveAttribute('href', '/meals');
  });

  it('says what went wrong, and tries again', async () => {
    // Later routes answer first: three failures (the query's tries), then the list.
    api.on('GET', MESSAGES_API.list, jsonResponse({ items: [newerAboutAStay] }));
    for (let attempt = 0; attempt < 3; attempt += 1) api.once('GET', MESSAGES_API.list, 'offline');
    const { user } = await openInbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error. Please check your connection.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Parlour floor on Lincoln Place' })).toBeInTheDocument();
  });

  it('leads a host on to the messages about their listings, each inbox with its unread count', async () => {
    api.on('GET', MESSAGES_API.list, (url) =>
      url.searchParams.get('role') === 'host'
        ? jsonResponse({ items: [summary({ role: 'host', counterpart: { firstName: 'Moshe' }, unread: 1 })] })
        : jsonResponse({ items: [] }),
    );
    const { user } = await openInbox('/messages', 'host');
    const roles = await screen.findByRole('navigation', { name: 'Your messages' });
    const asGuest = within(roles).getByRole('link', { name: /^As a guest/ });
    expect(asGuest).toHaveAttribute('aria-current', 'page');
    // jsdom has no layout, so its name has no space before the bracket; a browser, which lays the
    // visually hidden words out as a block, reads "As a host (1 unread)".
    const asHost = await within(roles).findByRole('link', { name: /^As a host\s?\(1 unread\)$/ });
    expect(asHost).toHaveAttribute('href', '/host/messages');
    expect(asGuest).toHaveAccessibleName(/^As a guest\s?\(2 unread\)$/);
    await user.click(asHost);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Messages from guests' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('With Moshe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/host/messages/${CONVERSATION_ID}`,
    );
  });

  it("names a guest whose account is gone in the page's words", async () => {
    api.on(
      'GET',
      MESSAGES_API.list,
      jsonResponse({ items: [summary({ role: 'host', counterpart: { firstName: null } })] }),
    );
    await openInbox('/host/messages', 'host');
    expect(await screen.findByText('With Former guest')).toBeInTheDocument();
  });

  it('tells a host without messages where guests will find them', async () => {
    api.on('GET', MESSAGES_API.list, jsonResponse({ items: [] }));
    await openInbox('/host/messages', 'host');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your listings' })).toHaveAttribute('href', '/host/listings');
  });

  it('speaks Hebrew', async () => {
    await setupI18n('he');
    api.on('GET', MESSAGES_API.list, jsonResponse({ items: [newerAboutAStay] }));
    await openInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'הודעות' })).toBeInTheDocument();
    expect(await screen.findByText('עם Chana')).toBeInTheDocument();
    expect(screen.getByText('2 שלא נקראו')).toBeInTheDocument();
  });
});
