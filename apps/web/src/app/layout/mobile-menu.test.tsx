import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';

beforeAll(() => setupI18n('en'));

async function openDrawer(user: ReturnType<typeof renderApp>['user']) {
  const button = screen.getByRole('button', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return { button, dialog };
}

describe('mobile drawer (product §2)', () => {
  it('holds the same links, the language choice and the account controls', async () => {
    const { user } = renderApp('/meals');
    await screen.findByRole('heading', { level: 1 });
    const { dialog } = await openDrawer(user);
    const drawer = within(dialog);
    const nav = within(drawer.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/stays',
      '/meals',
      '/transport',
    ]);
    expect(nav.getByRole('link', { name: 'Shabbos Meals' })).toHaveAttribute('aria-current', 'page');
    expect(drawer.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(within(drawer.getByRole('group', { name: 'Language' })).getAllByRole('button')).toHaveLength(3);
    expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(drawer.getByRole('link', { name: 'Become a Host' })).toHaveAttribute('href', '/host/register');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user } = renderApp('/meals');
    await screen.findByRole('heading', { level: 1 });
    const { button, dialog } = await openDrawer(user);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const { user } = renderApp('/meals');
    await screen.findByRole('heading', { level: 1 });
    const { dialog } = await openDrawer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a link is followed, and the new page has focus', async () => {
    const { router, user } = renderApp('/meals');
    await screen.findByRole('heading', { level: 1 });
    const { dialog } = await openDrawer(user);
    await user.click(within(dialog).getByRole('link', { name: 'Transportation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transport'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Rides to and around Crown Heights',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('closes when the page changes by other means', async () => {
    const { router, user } = renderApp('/meals');
    await screen.findByRole('heading', { level: 1 });
    await openDrawer(user);
    await router.navigate('/stays');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows My Account and Sign Out to a signed-in visitor', async () => {
    const { user } = renderApp('/meals', { auth: signedInAs('guest') });
    await screen.findByRole('heading', { level: 1 });
    const { dialog } = await openDrawer(user);
    expect(within(dialog).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
