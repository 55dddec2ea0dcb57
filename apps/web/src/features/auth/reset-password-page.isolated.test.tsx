import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createAuthClient } from '@/lib/auth/auth-client';
import { setAuthClientForTests } from '@/lib/auth/load-auth-client';
import { createFakeAuthServer, TEST_ANON_KEY, TEST_API_URL } from '../../../test/fake-auth-server';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';

beforeAll(() => setupI18n('en'));
afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('/reset-password without a recovery session', () => {
  it('says the link has expired or is invalid, and offers a new one', async () => {
    renderApp('/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired or is invalid' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(main.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('shows the reason of a failed verify redirect (#error_description)', async () => {
    renderApp(
      '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await screen.findByRole('heading', { level: 1, name: 'This link has expired or is invalid' });
    expect(screen.getByText('Email link is invalid or has expired')).toHaveAttribute('lang', 'en');
  });

  it('points a signed-in visitor to My Account to change the password', async () => {
    renderApp('/reset-password', { auth: signedInAs('guest') });
    await screen.findByRole('heading', { level: 1, name: 'This link has expired or is invalid' });
    expect(
      screen.getByRole('link', { name: 'Signed in? Change your password in My Account' }),
    ).toHaveAttribute('href', '/profile');
  });

  it('lets a recovery session choose a new password', async () => {
    renderApp('/reset-password', { auth: signedInAs('guest', undefined, { passwordRecovery: true }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });
});

describe('the recovery link, through auth-js', () => {
  const server = createFakeAuthServer();
  let stop = () => {};
  afterAll(() => stop());

  /** The page the link leads to: GET /auth/v1/verify redirects with the session in the address's hash. */
  function openLink(session: ReturnType<ReturnType<typeof server.addUser>['session']>) {
    const { access_token, refresh_token, expires_in, expires_at } = session;
    const hash = new URLSearchParams({
      access_token,
      expires_at: String(expires_at),
      expires_in: String(expires_in),
      refresh_token,
      token_type: 'bearer',
      type: 'recovery',
    });
    window.history.replaceState(null, '', `/reset-password#${hash}`);
    stop();
    const loaded = createAuthClient(
      { apiUrl: TEST_API_URL, anonKey: TEST_ANON_KEY, payments: 'on_arrival' },
      { fetch: server.fetch },
    );
    stop = () => loaded.client.stopAutoRefresh();
    setAuthClientForTests(loaded);
    return renderApp(`/reset-password#${hash}`, { auth: 'live' });
  }

  it('lands on the form, refuses weak or mismatched passwords, then saves and goes on signed in', async () => {
    const chana = server.addUser({ email: 'chana@example.com', password: 'Old-Password-1' });
    const recovery = chana.recoverySession();
    const { access_token } = recovery;
    const { user, router } = openLink(recovery);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    // auth-js took the tokens out of the address.
    await waitFor(() => expect(window.location.hash).toBe(''));
    // The link stands in for the current password, which the visitor has forgotten.
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'chana@example.com');
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/^Password is too weak\./)).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(server.requestsTo('/user').filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Crown-Heights-5786');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Crown-Heights-5786');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Your new password is saved.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
    const update = server.requestsTo('/user').find((request) => request.method === 'PUT')!;
    expect(update.body).toMatchObject({ password: 'Crown-Heights-5786' });
    expect(update.body).not.toHaveProperty('current_password');
    expect(update.headers.get('authorization')).toBe(`Bearer ${access_token}`);
    expect(server.users.get('chana@example.com')?.password).toBe('Crown-Heights-5786');
  });

  it('asks for a new link once the session may no longer do without the current password', async () => {
    // The server wants the current password from a recovery session opened too long ago (decision 020).
    const mendel = server.addUser({ email: 'mendel@example.com', password: 'Old-Password-2' });
    const { user } = openLink(mendel.session());
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), 'Crown-Heights-5787');
    await user.type(screen.getByLabelText('Confirm new password'), 'Crown-Heights-5787');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Too much time has passed since you opened the recovery link. Request a new link to choose your password.',
    );
    expect(alert).toHaveFocus();
    expect(server.users.get('mendel@example.com')?.password).toBe('Old-Password-2');
  });
});
