import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { AUTH_RATE_LIMIT_STORAGE_KEY } from '@/lib/rate-limiter';
import { installFakeAuth } from '../../../test/fake-auth-server';
import { setupI18n } from '../../../test/i18n';
import { renderApp } from '../../../test/render-app';

const { server, auth } = installFakeAuth();
const PASSWORD = 'Eastern-Parkway-770';

beforeAll(async () => {
  await setupI18n('en');
  server.addUser({ email: 'chana@example.com', password: PASSWORD });
  server.addUser({ email: 'host@example.com', password: PASSWORD, userType: 'host', hostStatus: 'approved' });
});
beforeEach(() => localStorage.clear());
afterAll(() => auth.client.stopAutoRefresh());

async function openLogin(path = '/login', state?: unknown) {
  const app = renderApp(path, { auth: 'live', state });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('has labelled fields, the button and the ways on', async () => {
    await openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(main.getByRole('link', { name: 'New here? Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(main.getByRole('link', { name: 'Hosts: sign in to the host panel' })).toHaveAttribute(
      'href',
      '/host/login',
    );
  });

  it('checks the fields before sending anything', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(server.requestsTo('/token')).toHaveLength(0);
  });

  it('says "Invalid email or password" for wrong credentials, and moves focus to it', async () => {
    const { user } = await openLogin();
    await signIn(user, 'chana@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.invalidCredentials);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(server.requestsTo('/token?grant_type=password').at(-1)?.body).toEqual({
      email: 'chana@example.com',
      password: 'wrong-password',
      gotrue_meta_security: {},
    });
  });

  it('takes the old "Invalid email or password" away when the emptied form is sent again', async () => {
    const { user } = await openLogin();
    await signIn(user, 'chana@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
    const sent = server.requestsTo('/token?grant_type=password').length;
    await user.clear(screen.getByLabelText('Email address'));
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.invalidCredentials)).not.toBeInTheDocument();
    expect(server.requestsTo('/token?grant_type=password')).toHaveLength(sent);
  });

  it('signs in and goes home, with the account controls in the header', async () => {
    const { user, router } = await openLogin();
    await signIn(user, ' Chana@Example.com ', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    expect(banner.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const request = server.requestsTo('/token?grant_type=password').at(-1)!;
    expect(request.headers.get('apikey')).toBe('test-anon-key');
    expect(localStorage.getItem('orchim-auth')).toContain('access_token');
  });

  it('returns to the page a protected route sent the visitor from', async () => {
    const { user, router } = renderApp('/profile?tab=details', { auth: 'live' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    await signIn(user, 'chana@example.com', PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=details');
  });

  it('shows the network and general messages', async () => {
    const { user } = await openLogin();
    server.answerNext('/token', 'offline');
    await signIn(user, 'chana@example.com', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.network);

    server.answerNext('/token', server.error(500, 'unexpected_failure', 'Boom'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.general));
  });

  it('after 5 attempts makes the visitor wait, doubling, and says how long (product §5)', async () => {
    const { user } = await openLogin();
    const before = server.requestsTo('/token').length;
    await signIn(user, 'chana@example.com', 'wrong-1');
    await screen.findByRole('alert');
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await user.clear(screen.getByLabelText('Password'));
      await user.type(screen.getByLabelText('Password'), `wrong-${attempt}`);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(server.requestsTo('/token')).toHaveLength(before + attempt));
    }
    expect(await screen.findByText('Too many attempts. You can try again in 1 second.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    // The wait ends by itself, and the next attempt waits twice as long.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled(), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts. You can try again in 2 seconds.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(AUTH_RATE_LIMIT_STORAGE_KEY)!).signIn.strikes).toBe(2);
  });

  it('shows the wait the server asks for with a 429 and Retry-After', async () => {
    const { user } = await openLogin();
    server.answerNext(
      '/token',
      new Response(JSON.stringify({ code: 'over_request_rate_limit', message: 'Too many requests' }), {
        status: 429,
        headers: {
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
          'retry-after': '600',
        },
      }),
    );
    await signIn(user, 'chana@example.com', PASSWORD);
    expect(
      await screen.findByText('Too many attempts. You can try again in 10 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the wait across a reload, in French', async () => {
    await setupI18n('fr');
    const until = Date.now() + 42_000;
    localStorage.setItem(
      AUTH_RATE_LIMIT_STORAGE_KEY,
      JSON.stringify({ signIn: { attempts: [Date.now()], strikes: 3, blockedUntil: until } }),
    );
    renderApp('/login', { auth: 'live' });
    expect(
      await screen.findByText(/^Trop de tentatives\. Vous pourrez réessayer dans 4[12] secondes\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    await setupI18n('en');
  });
});

describe('/host/login', () => {
  it('lands a host in the host panel', async () => {
    const { user, router } = await openLogin('/host/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Host sign-in' })).toBeInTheDocument();
    await signIn(user, 'host@example.com', PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your listings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/host/listings');
  });

  it('lands a guest on the home page', async () => {
    const { user, router } = await openLogin('/host/login');
    await signIn(user, 'chana@example.com', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
