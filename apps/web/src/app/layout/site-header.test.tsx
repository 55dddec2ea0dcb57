import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '../../../test/i18n';
import { authValue } from '@/lib/auth/auth-context';
import { renderApp, signedInAs } from '../../../test/render-app';

beforeAll(() => setupI18n('en'));

const header = () => screen.getByRole('banner');

describe('site header (product §2)', () => {
  it('has the logo home, the three main links and the signed-out account controls', async () => {
    renderApp('/stays');
    await screen.findByRole('heading', { level: 1, name: 'Stays in Crown Heights' });
    const banner = within(header());
    expect(banner.getByRole('link', { name: 'Orchim, home page' })).toHaveAttribute('href', '/');
    const nav = within(banner.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stays', '/stays'],
      ['Shabbos Meals', '/meals'],
      ['Transportation', '/transport'],
    ]);
    expect(nav.getByRole('link', { name: 'Stays' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Shabbos Meals' })).not.toHaveAttribute('aria-current');
    expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(banner.getByRole('link', { name: 'Become a Host' })).toHaveAttribute('href', '/host/register');
    expect(banner.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(banner.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows My Account and Sign Out when signed in; signing out goes home', async () => {
    const signOut = vi.fn(async () => {});
    const { router, user } = renderApp('/stays', { auth: signedInAs('guest', signOut) });
    await screen.findByRole('heading', { level: 1, name: 'Stays in Crown Heights' });
    const banner = within(header());
    expect(banner.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    expect(banner.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Become a Host' })).not.toBeInTheDocument();

    await user.click(banner.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('holds the account controls back while the stored session is being read', async () => {
    renderApp('/stays', { auth: authValue(null, async () => {}, { status: 'loading' }) });
    await screen.findByRole('heading', { level: 1, name: 'Stays in Crown Heights' });
    const banner = within(header());
    expect(banner.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(banner.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('stays put when signing out fails', async () => {
    const signOut = vi.fn(async () => {
      throw new Error('offline');
    });
    const { router, user } = renderApp('/stays', { auth: signedInAs('guest', signOut) });
    await screen.findByRole('heading', { level: 1, name: 'Stays in Crown Heights' });
    await user.click(within(header()).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/stays');
  });

  it('starts with a skip link to the main content', async () => {
    renderApp('/meals');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('has a footer with services, company, legal and a copyright line with this year', async () => {
    renderApp('/meals');
    await screen.findByRole('heading', { level: 1 });
    const footer = within(screen.getByRole('contentinfo'));
    const column = (name: string) =>
      within(footer.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(column('Services')).toEqual(expect.arrayContaining(['/stays', '/meals', '/transport']));
    expect(column('Company')).toEqual(['/about', '/contact', '/host/register']);
    expect(column('Legal')).toEqual(['/terms', '/privacy']);
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Orchim. All rights reserved.`),
    ).toBeInTheDocument();
  });
});
