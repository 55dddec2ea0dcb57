import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, jsonResponse } from '../../../test/fixtures';
import { installFakeAuth } from '../../../test/fake-auth-server';
import { setupI18n } from '../../../test/i18n';
import { renderApp } from '../../../test/render-app';

/** The header's Sign Out with the keyboard: focus is never left on <body> when the button goes away. */

const { server, auth } = installFakeAuth();
const PASSWORD = 'Eastern-Parkway-770';

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  localStorage.clear();
  const api = installFakeApi({ configure: false });
  api.on('GET', /shabbos-times/, jsonResponse({}, 503));
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => auth.client.stopAutoRefresh());

describe('Sign Out', () => {
  it('on the home page, where there is no page to go to, leaves focus on the page’s heading', async () => {
    server.addUser({ email: 'leaving@example.com', password: PASSWORD, userType: 'guest' });
    const { error } = await auth.client.signInWithPassword({
      email: 'leaving@example.com',
      password: PASSWORD,
    });
    if (error) throw error;
    const { user, router } = renderApp('/', { auth: 'live' });
    const heading = await screen.findByRole('heading', { level: 1 });
    const banner = within(screen.getByRole('banner'));
    banner.getByRole('button', { name: 'Sign Out' }).focus();
    await user.keyboard('{Enter}');
    expect(await banner.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('Signing in', () => {
  it('draws the signed-in controls afresh, so no signed-out button turns into one through its colours', async () => {
    server.addUser({ email: 'arriving@example.com', password: PASSWORD, userType: 'guest' });
    renderApp('/', { auth: 'live' });
    await screen.findByRole('heading', { level: 1 });
    const banner = within(screen.getByRole('banner'));
    const becomeHost = await banner.findByRole('link', { name: 'Become a Host' });

    const { error } = await auth.client.signInWithPassword({
      email: 'arriving@example.com',
      password: PASSWORD,
    });
    if (error) throw error;
    const myAccount = await banner.findByRole('link', { name: 'My Account' });
    // A reused <a> would keep its place and animate from the accent's brick to the ghost's colours.
    expect(myAccount).not.toBe(becomeHost);
    expect(becomeHost).not.toBeInTheDocument();
  });
});
