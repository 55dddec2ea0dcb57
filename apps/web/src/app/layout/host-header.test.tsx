import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setAppConfig } from '@/lib/app-config';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';

beforeAll(async () => {
  await setupI18n('en');
  // The home page asks the API for this week's Shabbos times; an empty answer is enough here.
  setAppConfig({ apiUrl: 'https://api.test/', anonKey: 'anon', payments: 'on_arrival' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterAll(() => vi.unstubAllGlobals());

describe('host header (product §2)', () => {
  it('replaces the site header under /host: Host Panel, Back to Site, Sign Out', async () => {
    const signOut = vi.fn(async () => {});
    const { router, user } = renderApp('/host/bookings', { auth: signedInAs('host', signOut) });
    await screen.findByRole('heading', { level: 1, name: 'Guest bookings' });
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByText('Host Panel')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
    expect(banner.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Become a Host' })).not.toBeInTheDocument();

    await user.click(banner.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the host panel label and the way back on the public host pages too', async () => {
    renderApp('/host/register');
    await screen.findByRole('heading', { level: 1, name: 'Become a host' });
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByText('Host Panel')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
    // Nobody is signed in, so there is no session to end.
    expect(banner.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('has a menu for a phone, where the bar has no room: Back to Site, the language and Sign Out', async () => {
    const signOut = vi.fn(async () => {});
    const { router, user } = renderApp('/host/listings', { auth: signedInAs('host', signOut) });
    await screen.findByRole('heading', { level: 1, name: 'Your listings' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
    expect(within(drawer.getByRole('group', { name: 'Language' })).getAllByRole('button')).toHaveLength(3);
    // The host panel's menu, not the site's: no site links, no My Account.
    expect(drawer.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(drawer.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes back to the site header outside /host', async () => {
    const { router, user } = renderApp('/host/listings', { auth: signedInAs('host') });
    await screen.findByRole('heading', { level: 1, name: 'Your listings' });
    await user.click(screen.getByRole('link', { name: 'Back to Site' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByText('Host Panel')).not.toBeInTheDocument());
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
  });
});
