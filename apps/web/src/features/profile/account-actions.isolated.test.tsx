import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { HostStatus, UserType } from '@orchim/shared/auth';
import { apiError, bookingPage, installFakeApi, jsonResponse } from '../../../test/fixtures';
import { installFakeAuth, TEST_API_URL } from '../../../test/fake-auth-server';
import { setupI18n } from '../../../test/i18n';
import { renderApp } from '../../../test/render-app';

/** /profile's account actions (issue 7): becoming a host with one's account, and deleting the account. */

const { server, auth } = installFakeAuth();
const PASSWORD = 'Eastern-Parkway-770';
let counter = 0;
let api: ReturnType<typeof installFakeApi>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  localStorage.clear();
  api = installFakeApi({ configure: false });
  api.on('GET', /^\/rest\/v1\/bookings$/, jsonResponse(bookingPage([])));
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => auth.client.stopAutoRefresh());

async function openProfile(
  userType: UserType = 'guest',
  extra: { hostStatus?: HostStatus; appMetadata?: Record<string, unknown> } = {},
) {
  const email = `member-${(counter += 1)}@example.com`;
  server.addUser({
    email,
    password: PASSWORD,
    userType,
    ...(extra.hostStatus ? { hostStatus: extra.hostStatus } : {}),
  });
  if (extra.appMetadata) Object.assign(server.users.get(email)!.app_metadata, extra.appMetadata);
  const { error } = await auth.client.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  const app = renderApp('/profile', { auth: 'live' });
  await screen.findByRole('heading', { level: 1, name: 'My account' });
  return { ...app, email };
}

/** The session auth-js gets for `email` as the fake server holds the account now (its refreshed claims). */
async function freshSession(email: string) {
  return server.fetch(`${TEST_API_URL}auth/v1/token?grant_type=password`, {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
}

describe('/profile: become a host', () => {
  it('applies, refreshes the session and shows the pending application with the way to the listings', async () => {
    const { user, email } = await openProfile('guest');
    const card = within(screen.getByRole('region', { name: 'Become a host' }));
    expect(card.getByText(/Our team reviews every application/)).toBeInTheDocument();

    // The server makes the account a pending host; the next session carries it.
    const stored = server.users.get(email)!;
    api.on('POST', /^\/rest\/v1\/account\/host-application$/, () => {
      stored.user_metadata.user_type = 'host';
      stored.app_metadata.host_status = 'pending';
      return jsonResponse({ hostStatus: 'pending' });
    });
    stored.user_metadata.user_type = 'host';
    stored.app_metadata.host_status = 'pending';
    // The page refreshes once for the new claims, then once more as any page does for a pending host.
    server.answerNext('/token?grant_type=refresh_token', await freshSession(email));
    server.answerNext('/token?grant_type=refresh_token', await freshSession(email));

    await user.type(
      card.getByLabelText('About you and what you would like to offer (optional)'),
      'Two rooms on Union Street.',
    );
    await user.click(card.getByRole('button', { name: 'Apply to host' }));
    expect(await screen.findByText('Your application to host has been sent.')).toBeInTheDocument();
    const status = within(await screen.findByRole('region', { name: 'Host application' }));
    expect(status.getByText('Under review')).toBeInTheDocument();
    expect(status.getByText('Your host application is being reviewed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prepare your listings' })).toHaveAttribute(
      'href',
      '/host/listings',
    );
    expect(screen.queryByRole('region', { name: 'Become a host' })).not.toBeInTheDocument();

    const [request] = api.requestsTo('POST', /^\/rest\/v1\/account\/host-application$/);
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(request?.body).toEqual({ intro: 'Two rooms on Union Street.' });
    expect(server.requestsTo('/token?grant_type=refresh_token').length).toBeGreaterThanOrEqual(1);
    // The new claims arrived: the account summary says host.
    await waitFor(() => expect(screen.getByText('Host')).toBeInTheDocument());
  });

  it('says when the account is a host’s already', async () => {
    const { user } = await openProfile('guest');
    api.on('POST', /^\/rest\/v1\/account\/host-application$/, apiError(409, 'already_host'));
    await user.click(screen.getByRole('button', { name: 'Apply to host' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is already a host account.');
  });

  it('is not offered to a host, who sees the team’s reason for a refusal, or its note with an approval', async () => {
    await openProfile('host', {
      hostStatus: 'rejected',
      appMetadata: { host_status_reason: 'We could not reach you by phone.' },
    });
    expect(screen.queryByRole('region', { name: 'Become a host' })).not.toBeInTheDocument();
    const status = within(screen.getByRole('region', { name: 'Host application' }));
    expect(status.getByText('The team’s reason')).toBeInTheDocument();
    expect(status.getByText('We could not reach you by phone.')).toBeInTheDocument();
  });

  it('shows the note that came with an approval', async () => {
    await openProfile('host', {
      hostStatus: 'approved',
      appMetadata: { host_status_reason: 'Welcome aboard!' },
    });
    const status = within(screen.getByRole('region', { name: 'Host application' }));
    expect(status.getByText('A note from the team')).toBeInTheDocument();
    expect(status.getByText('Welcome aboard!')).toBeInTheDocument();
  });
});

describe('/profile: delete my account', () => {
  async function openDialog() {
    const opened = await openProfile('guest');
    const section = within(screen.getByRole('region', { name: 'Delete my account' }));
    expect(section.getByText(/Hosts keep their records of your bookings/)).toBeInTheDocument();
    expect(section.getByText(/This cannot be undone/)).toBeInTheDocument();
    await opened.user.click(section.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...opened, dialog: within(dialog) };
  }

  it('asks for the password, with focus in the field, and sends nothing without it', async () => {
    const { user, dialog } = await openDialog();
    const field = dialog.getByLabelText('Your password');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('type', 'password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('This field is required.')).toBeInTheDocument();
    expect(api.requestsTo('POST', /^\/rest\/v1\/account\/delete$/)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  });

  it('says when the password is wrong, under the field', async () => {
    const { user, dialog } = await openDialog();
    api.on('POST', /^\/rest\/v1\/account\/delete$/, apiError(400, 'wrong_password'));
    await user.type(dialog.getByLabelText('Your password'), 'Not-my-password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByText('This password is not correct.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', /^\/rest\/v1\/account\/delete$/)[0]?.body).toEqual({
      password: 'Not-my-password',
    });
  });

  it.each([
    ['upcoming_bookings', /Cancel them in My bookings first/, 'My bookings', '/profile#my-bookings'],
    ['host_with_listings', /To close a host account, please write to us/, 'write to us', '/contact'],
    ['last_admin', /You are the only administrator/, null, null],
  ] as const)('explains a %s refusal', async (code, text, link, href) => {
    const { user, dialog } = await openDialog();
    api.on('POST', /^\/rest\/v1\/account\/delete$/, apiError(409, code));
    await user.type(dialog.getByLabelText('Your password'), PASSWORD);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    const refusal = await dialog.findByRole('alert');
    expect(refusal).toHaveTextContent(text);
    if (link) expect(within(refusal).getByRole('link', { name: link })).toHaveAttribute('href', href);
    // Still signed in, still here.
    expect(server.requestsTo('/logout')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    if (code === 'upcoming_bookings') {
      // The way to My bookings, on this page under the dialog.
      await user.click(within(refusal).getByRole('link', { name: 'My bookings' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('region', { name: 'My bookings' })).toBeInTheDocument();
    }
  });

  it('deletes the account, clears the session on this device and goes home', async () => {
    const { user, dialog, router } = await openDialog();
    api.on('POST', /^\/rest\/v1\/account\/delete$/, new Response(null, { status: 204 }));
    await user.type(dialog.getByLabelText('Your password'), PASSWORD);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByText('Your account has been deleted. Thank you for visiting with Orchim.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Crown Heights' }),
    ).toBeInTheDocument();
    const { data } = await auth.client.getSession();
    expect(data.session).toBeNull();
    // Only this device's copy was left: signed out locally.
    expect(server.requestsTo('/logout?scope=local').length).toBeLessThanOrEqual(1);
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
  });
});
