import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, jsonResponse } from '../../../test/fixtures';
import { setupI18n } from '../../../test/i18n';
import { answerUnread, fakeMessageFeed, MESSAGES_API } from '../../../test/message-fixtures';
import { renderApp, signedInAs } from '../../../test/render-app';
import { setMessageFeedForTests } from '@/lib/realtime/use-message-events';

let api: ReturnType<typeof installFakeApi>;
let feed: ReturnType<typeof fakeMessageFeed>;

beforeAll(async () => {
  await setupI18n('en');
  await import('./messages-nav');
}, 60_000);
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', MESSAGES_API.list, jsonResponse({ items: [] }));
  feed = fakeMessageFeed();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setMessageFeedForTests(null);
  await setupI18n('en');
});

// jsdom lays nothing out, so the visually hidden "(3 unread)" follows "Messages" without the space a
// browser (which lays it out as a block) reads between them.
/** The shell's header (a page may have a header of its own). */
const siteHeader = () => within(document.querySelector<HTMLElement>('[data-sticky-header]')!);

const messagesLink = (count: number) => new RegExp(`^Messages\\s?\\(${count} unread\\)$`);

describe('messages in the shell', () => {
  it('gives a signed-in person a Messages link with both roles’ unread count, kept current live', async () => {
    answerUnread(api, 2, 1);
    renderApp('/about', { auth: signedInAs('host') });
    const banner = siteHeader();
    const link = await banner.findByRole('link', { name: messagesLink(3) });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveAttribute('title', 'Messages');
    // The shell listens on the 'messages' channel, once.
    await waitFor(() => expect(feed.listeners()).toBe(1));
    answerUnread(api, 4, 1);
    const asked = api.requestsTo('GET', MESSAGES_API.unread).length;
    await feed.emit();
    await waitFor(() => expect(api.requestsTo('GET', MESSAGES_API.unread).length).toBe(asked + 1));
    expect(await banner.findByRole('link', { name: messagesLink(5) })).toBeInTheDocument();
  });

  it('shows no count when nothing is unread', async () => {
    answerUnread(api, 0, 0);
    renderApp('/about', { auth: signedInAs('guest') });
    const link = await siteHeader().findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(api.requestsTo('GET', MESSAGES_API.unread)).toHaveLength(1));
    expect(link).toHaveAccessibleName('Messages');
  });

  it('offers a visitor no messages: no link, no count asked, nobody listening', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(api.requestsTo('GET', MESSAGES_API.unread)).toHaveLength(0);
    expect(feed.listeners()).toBe(0);
  });

  it('has the messages with their count in the phone’s menu', async () => {
    answerUnread(api, 1, 0);
    const { user } = renderApp('/about', { auth: signedInAs('guest') });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const link = await drawer.findByRole('link', { name: messagesLink(1) });
    expect(link).toHaveAttribute('href', '/messages');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('has a Messages section in the host panel, with the host’s unread count', async () => {
    answerUnread(api, 5, 2);
    renderApp('/host/messages', { auth: signedInAs('host') });
    const sections = within(await screen.findByRole('navigation', { name: 'Host panel sections' }));
    const link = await sections.findByRole('link', { name: messagesLink(2) });
    expect(link).toHaveAttribute('href', '/host/messages');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('speaks Hebrew', async () => {
    await setupI18n('he');
    answerUnread(api, 3, 0);
    renderApp('/about', { auth: signedInAs('guest') });
    expect(await siteHeader().findByRole('link', { name: /^הודעות\s?\(3 שלא נקראו\)$/ })).toBeInTheDocument();
  });
});
