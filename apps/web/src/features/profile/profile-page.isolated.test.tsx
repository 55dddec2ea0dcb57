import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { HostStatus, UserType } from '@orchim/shared/auth';
import { MESSAGES } from '@orchim/shared/messages';
import { booking, bookingPage, daysFromToday, installFakeApi, jsonResponse } from '../../../test/fixtures';
import { installFakeAuth } from '../../../test/fake-auth-server';
import { setupI18n } from '../../../test/i18n';
import { renderApp } from '../../../test/render-app';

const { server, auth } = installFakeAuth();
const PASSWORD = 'Eastern-Parkway-770';
let counter = 0;

let api: ReturnType<typeof installFakeApi>;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  localStorage.clear();
  // My bookings asks the API; by default the guest has none.
  api = installFakeApi({ configure: false });
  api.on('GET', /^\/rest\/v1\/bookings$/, jsonResponse(bookingPage([])));
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => auth.client.stopAutoRefresh());

/** The PUT /user requests that carried a new password. */
const passwordChanges = () =>
  server
    .requestsTo('/user')
    .filter((request) => request.method === 'PUT' && 'password' in (request.body as object));

async function fillNewPassword(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
}

/** A new account, signed in the way auth-js keeps it, and /profile open with the real provider. */
async function openProfile(userType: UserType = 'guest', hostStatus?: HostStatus) {
  const email = `member-${(counter += 1)}@example.com`;
  server.addUser({
    email,
    password: PASSWORD,
    phone: '+1 718 555 0134',
    userType,
    ...(hostStatus ? { hostStatus } : {}),
  });
  const { error } = await auth.client.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  const app = renderApp('/profile', { auth: 'live' });
  await screen.findByRole('heading', { level: 1, name: 'My account' });
  return { ...app, email };
}

describe('/profile', () => {
  it('shows the details, with the email read only', async () => {
    const { email } = await openProfile();
    expect(screen.getByLabelText('Full name')).toHaveValue('Chana Levy');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('+1 718 555 0134');
    const emailField = screen.getByLabelText('Email address');
    expect(emailField).toHaveValue(email);
    expect(emailField).toHaveAttribute('readonly');
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Host application' })).not.toBeInTheDocument();
  });

  it('saves name and phone and says "Profile updated successfully!"', async () => {
    const { user, email } = await openProfile();
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Chana Rivka Levy');
    await user.clear(screen.getByLabelText('Phone number (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    const update = server
      .requestsTo('/user')
      .filter((request) => request.method === 'PUT')
      .at(-1)!;
    expect(update.body).toMatchObject({ data: { full_name: 'Chana Rivka Levy', phone: '' } });
    expect(update.body).not.toHaveProperty('password');
    expect(server.users.get(email)?.user_metadata).toMatchObject({
      full_name: 'Chana Rivka Levy',
      phone: '',
    });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Chana Rivka Levy'));
  });

  it('explains invalid details without sending them', async () => {
    const { user } = await openProfile();
    const before = server.requests.length;
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Phone number (optional)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid phone number, with at least 7 digits.'),
    ).toBeInTheDocument();
    expect(server.requests).toHaveLength(before);
  });

  it('shows the network message when saving fails', async () => {
    const { user } = await openProfile();
    server.answerNext('/user', 'offline');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.network);
  });

  it('changes the password after checking it twice and with the current one', async () => {
    const { user, email } = await openProfile();
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    await user.type(current, PASSWORD);
    await user.type(screen.getByLabelText('New password'), '123456');
    await user.type(screen.getByLabelText('Confirm new password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/^Password is too weak\./)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Nostrand-Ave-18');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Nostrand-Ave-18');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(server.users.get(email)?.password).toBe('Nostrand-Ave-18');
    expect(passwordChanges().at(-1)?.body).toMatchObject({
      password: 'Nostrand-Ave-18',
      current_password: PASSWORD,
    });
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('asks for the current password before sending', async () => {
    const { user, email } = await openProfile();
    const before = passwordChanges().length;
    await fillNewPassword(user, 'Nostrand-Ave-18');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription('This field is required.');
    expect(current).toHaveFocus();
    expect(passwordChanges()).toHaveLength(before);
    expect(server.users.get(email)?.password).toBe(PASSWORD);
  });

  it('says a wrong current password is wrong, under its field, and changes nothing', async () => {
    const { user, email } = await openProfile();
    await user.type(screen.getByLabelText('Current password'), 'Not-my-password-1');
    await fillNewPassword(user, 'Nostrand-Ave-18');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not correct.'));
    expect(current).toHaveFocus();
    expect(server.users.get(email)?.password).toBe(PASSWORD);
  });

  it('says to wait after too many wrong current passwords (429)', async () => {
    const { user } = await openProfile();
    server.answerNext(
      '/user',
      server.error(
        429,
        'over_request_rate_limit',
        'Too many attempts. Please wait a few minutes and try again.',
      ),
    );
    await user.type(screen.getByLabelText('Current password'), PASSWORD);
    await fillNewPassword(user, 'Nostrand-Ave-18');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a little and try again.',
    );
  });

  it.each([
    ['pending', 'Under review', 'Your host application is being reviewed', 'Contact us', '/contact'],
    ['approved', 'Approved', 'You are an approved host', 'Go to the host panel', '/host/listings'],
    ['rejected', 'Not approved', 'Your host application was not approved', 'Contact us', '/contact'],
  ] as const)('explains a %s host application', async (status, badge, title, link, href) => {
    await openProfile('host', status);
    const section = within(screen.getByRole('region', { name: 'Host application' }));
    expect(section.getByText(badge)).toBeInTheDocument();
    expect(section.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('Host')).toBeInTheDocument();
    const aside = within(screen.getByRole('complementary', { name: 'Your account' }));
    expect(aside.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });
});

describe('/profile: My bookings', () => {
  it('lists upcoming stays, each linking to its confirmation', async () => {
    const upcoming = booking();
    api.on('GET', /^\/rest\/v1\/bookings$/, (url) =>
      jsonResponse(bookingPage(url.searchParams.get('scope') === 'upcoming' ? [upcoming] : [])),
    );
    await openProfile();
    const section = within(screen.getByRole('region', { name: 'My bookings' }));
    expect(section.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const link = await section.findByRole('link', { name: 'Parlour floor on Lincoln Place' });
    expect(link).toHaveAttribute('href', `/bookings/${upcoming.id}`);
    const article = link.closest('article')!;
    const item = within(article);
    expect(item.getByText('Confirmed')).toBeInTheDocument();
    expect(item.getByText('$705.00')).toBeInTheDocument();
    expect(item.getByText('OR-7K3M9Q')).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('width', '1200');
  });

  it('shows past stays in their own tab, with the keyboard too', async () => {
    const past = booking({
      reference: 'OR-PAST01',
      canCancel: false,
      stay: { ...booking().stay!, checkIn: daysFromToday(-10), checkOut: daysFromToday(-7) },
    });
    api.on('GET', /^\/rest\/v1\/bookings$/, (url) =>
      jsonResponse(bookingPage(url.searchParams.get('scope') === 'past' ? [past] : [])),
    );
    const { user } = await openProfile();
    const section = within(screen.getByRole('region', { name: 'My bookings' }));
    expect(await section.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Find a stay' })).toHaveAttribute('href', '/stays');
    section.getByRole('tab', { name: 'Upcoming' }).focus();
    await user.keyboard('{ArrowRight}');
    const pastTab = section.getByRole('tab', { name: 'Past' });
    expect(pastTab).toHaveFocus();
    expect(pastTab).toHaveAttribute('aria-selected', 'true');
    expect(await section.findByText('OR-PAST01')).toBeInTheDocument();
    expect(section.getByText('Completed')).toBeInTheDocument();
  });
});
