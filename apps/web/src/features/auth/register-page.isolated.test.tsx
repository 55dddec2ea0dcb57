import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@orchim/shared/messages';
import { installFakeAuth } from '../../../test/fake-auth-server';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';

const { server, auth } = installFakeAuth();

beforeAll(async () => {
  await setupI18n('en');
  server.addUser({ email: 'taken@example.com' });
});
beforeEach(() => localStorage.clear());
afterAll(() => auth.client.stopAutoRefresh());

type User = ReturnType<typeof renderApp>['user'];

async function fill(
  user: User,
  {
    name = 'Mendel Cohen',
    email = 'mendel@example.com',
    phone = '',
    password = 'Kingston-Ave-1',
    confirm = password,
    terms = true,
  }: {
    name?: string;
    email?: string;
    phone?: string;
    password?: string;
    confirm?: string;
    terms?: boolean;
  } = {},
) {
  if (name) await user.type(screen.getByLabelText('Full name'), name);
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  if (phone) await user.type(screen.getByLabelText('Phone number (optional)'), phone);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
}

const submit = (user: User, name = 'Create account') => user.click(screen.getByRole('button', { name }));

async function open(path: string) {
  const app = renderApp(path, { auth: 'live' });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('/register', () => {
  it('has the fields, the terms with their link, and the ways on', async () => {
    await open('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
    expect(main.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('explains every mistake before sending anything', async () => {
    const { user } = await open('/register');
    await submit(user);
    // Name, email and confirmation are required; the password's own rule says how long it must be.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Please use at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms of use to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();

    await fill(user, { phone: 'call me', password: 'abc', confirm: 'abd', terms: false });
    await submit(user);
    expect(
      await screen.findByText('Please enter a valid phone number, with at least 7 digits.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please use at least 6 characters.',
    );
    expect(server.requestsTo('/signup')).toHaveLength(0);
  });

  it.each([
    ['a common password', 'password123', 'It is one of the most common passwords, or your email address.'],
    [
      'the email address',
      'mendel@example.com',
      'It is one of the most common passwords, or your email address.',
    ],
    ['a keyboard run', 'poiuytrewq', 'Avoid repeated characters and runs like 123456 or qwerty.'],
  ])('refuses %s as "Password is too weak" before sending', async (_, password, why) => {
    const { user } = await open('/register');
    await fill(user, { password });
    await submit(user);
    expect(await screen.findByText(`${MESSAGES.weakPassword}. ${why}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requestsTo('/signup')).toHaveLength(0);
  });

  it('says when the two passwords differ', async () => {
    const { user } = await open('/register');
    await fill(user, { confirm: 'Kingston-Ave-2' });
    await submit(user);
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(server.requestsTo('/signup')).toHaveLength(0);
  });

  it('creates a guest account, welcomes the guest and goes home signed in', async () => {
    const { user, router } = await open('/register');
    await fill(user, { email: 'Rivka@Example.com', phone: '+1 718 555 0100' });
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText('Welcome to Orchim, Mendel Cohen! Your account is ready.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
    expect(server.requestsTo('/signup').at(-1)?.body).toMatchObject({
      email: 'rivka@example.com',
      password: 'Kingston-Ave-1',
      data: { full_name: 'Mendel Cohen', phone: '+1 718 555 0100', user_type: 'guest' },
    });
  });

  it('says "Email already in use" beside the email, and focuses it', async () => {
    const { user } = await open('/register');
    await fill(user, { email: 'taken@example.com' });
    await submit(user);
    expect(await screen.findByText(MESSAGES.emailInUse)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s weak-password refusal beside the password', async () => {
    const { user } = await open('/register');
    server.answerNext(
      '/signup',
      server.error(422, 'weak_password', 'Password is too weak', {
        weak_password: { reasons: ['characters'] },
      }),
    );
    await fill(user);
    await submit(user);
    expect(
      await screen.findByText(
        `${MESSAGES.weakPassword}. Avoid repeated characters and runs like 123456 or qwerty.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the network message', async () => {
    const { user } = await open('/register');
    server.answerNext('/signup', 'offline');
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.network);
  });

  it('tells a signed-in visitor they already have an account', async () => {
    renderApp('/register', { auth: signedInAs('guest') });
    expect(await screen.findByText('You are signed in as guest@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/profile');
  });
});

describe('/host/register', () => {
  it('explains that hosting is an application the team reviews', async () => {
    await open('/host/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Become a host' })).toBeInTheDocument();
    expect(screen.getByText(/A host account is an application/)).toBeInTheDocument();
    for (const step of [
      'Create your host account with the form below.',
      'We review your application, usually within a few working days, and may call you to get to know you.',
      'Once you are approved, you publish your stays and meals and welcome your first guests.',
    ]) {
      expect(screen.getByText(step).closest('ol')).toBeInTheDocument();
    }
  });

  it('creates a host account and shows the host that the application is under review', async () => {
    const { user, router } = await open('/host/register');
    await fill(user, { email: 'new-host@example.com' });
    await submit(user, 'Apply to host');
    // The listings page, where a pending host prepares drafts under a note that approval is awaited.
    expect(await screen.findByText('Your host application is being reviewed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/host/listings');
    expect(server.requestsTo('/signup').at(-1)?.body).toMatchObject({ data: { user_type: 'host' } });
  });

  it('refuses a phone number that is not one (fireEvent, as autofill would)', async () => {
    const { user } = await open('/host/register');
    fireEvent.input(screen.getByLabelText('Phone number (optional)'), { target: { value: '12-34' } });
    await submit(user, 'Apply to host');
    expect(
      await screen.findByText('Please enter a valid phone number, with at least 7 digits.'),
    ).toBeInTheDocument();
  });
});
