import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupI18n } from '../../../test/i18n';
import { renderApp, signedInAs } from '../../../test/render-app';
import {
  application,
  auditEntry,
  installAdminApi,
  listing,
  ME,
  MEAL_ID,
  message,
  report,
  SENDER_ID,
  STAY_ID,
  user,
} from './test-fixtures';

let api: ReturnType<typeof installAdminApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('./admin-page'); // compiled once, before the first test's wait
}, 60_000);
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

async function openAdmin(search = '') {
  const app = renderApp(`/admin${search}`, { auth: signedInAs('admin') });
  await screen.findByRole('heading', { level: 1, name: 'Administration' });
  return app;
}

const main = () => within(screen.getByRole('main'));
const row = (text: string) => within(screen.getByText(text).closest('tr')!);
const lastBody = (method: string, path: RegExp) => api.requestsTo(method, path).at(-1)?.body;

describe('the admin page (issue 7)', () => {
  beforeEach(() => {
    api = installAdminApi();
  });

  it('shows the overview: accounts, pending applications, listings, bookings, revenue, messages', async () => {
    await openAdmin();
    const section = within(await screen.findByRole('region', { name: 'Overview' }));
    expect(await section.findByText('128')).toBeInTheDocument();
    expect(section.getByText('Guests').nextElementSibling).toHaveTextContent('97');
    expect(section.getByText('Disabled').nextElementSibling).toHaveTextContent('2');
    expect(section.getByRole('link', { name: 'Review pending applications' })).toHaveAttribute(
      'href',
      '/admin?section=applications&status=pending',
    );
    expect(section.getByRole('link', { name: 'Read the messages' })).toHaveAttribute(
      'href',
      '/admin?section=messages&unread=true',
    );

    const listings = within(
      section.getByRole('table', { name: 'Number of listings of each kind, by status' }),
    );
    const stays = within(listings.getByRole('rowheader', { name: 'Stay' }).closest('tr')!);
    expect(stays.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '14', '1', '0', '18']);
    const bookings = within(
      section.getByRole('table', { name: 'Number of bookings of each kind, by status' }),
    );
    // Awaiting payment, confirmed, cancelled, not paid in time (decision 039), and the total.
    const meals = within(bookings.getByRole('rowheader', { name: 'Meals' }).closest('tr')!);
    expect(meals.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '73', '4', '1', '78']);

    const revenue = within(section.getByRole('table', { name: 'Revenue by month in USD' }));
    expect(revenue.getAllByRole('row')).toHaveLength(13);
    expect(revenue.getByRole('rowheader', { name: 'June 2026' }).closest('tr')).toHaveTextContent('$1,250');
    expect(section.getByText('$6,750')).toBeInTheDocument(); // the 12 months' total
    // How it was paid over the year: online, on arrival, and refunded through Stripe.
    const split = (name: string) => section.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(split('Paid online')).toHaveTextContent('$1,000');
    expect(split('On arrival')).toHaveTextContent('$5,750');
    expect(split('Refunded')).toHaveTextContent('$150');
    // The month's revenue, bookings, then paid online, on arrival and refunded.
    const june = within(revenue.getByRole('rowheader', { name: 'June 2026' }).closest('tr')!);
    expect(june.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '$1,250',
      '11',
      '$1,000',
      '$250',
      '$150',
    ]);
    expect(section.getByRole('link', { name: '0 failed refunds' })).toHaveAttribute(
      'href',
      '/admin?section=bookings&status=cancelled',
    );

    // What waits is counted in the section navigation too.
    const nav = within(screen.getByRole('navigation', { name: 'Administration sections' }));
    expect(nav.getAllByRole('link')).toHaveLength(9);
    expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: /Host applications, 4 pending/ })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: /Messages, 5 unread/ })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: /Reported messages, 3 to review/ })).toHaveAttribute(
      'href',
      '/admin?section=reports',
    );
  });

  it('keeps the section in the address, so Back returns to the previous one', async () => {
    const { router, user: person } = await openAdmin();
    await screen.findByRole('region', { name: 'Overview' });
    const nav = within(screen.getByRole('navigation', { name: 'Administration sections' }));
    await person.click(nav.getByRole('link', { name: 'Listings' }));
    // The section's code loads first (its own chunk); the address follows with it.
    expect(await screen.findByRole('region', { name: 'Listings' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=listings');
    expect(nav.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Listings' })).toHaveFocus());
    await router.navigate(-1);
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('rejects an application only with a reason, sends it, and shows the decision', async () => {
    api.state.applications = [
      application({
        id: 'a1',
        fullName: 'Shmuel Friedman',
        email: 'shmuel@example.com',
        status: 'approved',
        appliedAt: '2026-05-05T10:00:00Z',
        intro: '',
      }),
      application(),
    ];
    const { user: person } = await openAdmin('?section=applications');
    const table = await screen.findByRole('table', { name: 'Host applications' });
    // Pending first.
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.querySelector('bdi')?.textContent);
    expect(names).toEqual(['Rivka Goldberg', 'Shmuel Friedman']);
    expect(row('rivka@example.com').getByText('May 3, 2026')).toBeInTheDocument();
    // What each applicant wrote, in the direction they wrote it, or that they wrote nothing.
    const intro = row('rivka@example.com').getByText(
      'We host Shabbos meals for twelve on Montgomery Street.',
    );
    expect(intro).toHaveAttribute('dir', 'auto');
    expect(row('shmuel@example.com').getByText('Wrote nothing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Shmuel Friedman' })).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Reject Rivka Goldberg' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /Reject .*Rivka Goldberg.*'s application\?/ }),
    );
    const reason = dialog.getByRole('textbox', { name: 'Reason (required)' });
    await person.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please give a reason.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', /\/status$/)).toHaveLength(0);

    await person.type(reason, 'We could not confirm the address.');
    await person.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', /\/status$/)[0]!.url.pathname).toBe(
      `/rest/v1/admin/hosts/${application().id}/status`,
    );
    expect(lastBody('POST', /\/status$/)).toEqual({
      status: 'rejected',
      reason: 'We could not confirm the address.',
    });
    const rejected = await waitFor(() => {
      const tr = row('rivka@example.com');
      expect(tr.getByText('Rejected')).toBeInTheDocument();
      return tr;
    });
    expect(rejected.getByText('We could not confirm the address.')).toBeInTheDocument();
    expect(rejected.queryByRole('button')).not.toBeInTheDocument();
  });

  it('approves with an optional note', async () => {
    const { user: person } = await openAdmin('?section=applications');
    await person.click(await screen.findByRole('button', { name: 'Approve Rivka Goldberg' }));
    const dialog = within(await screen.findByRole('dialog'));
    await person.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(lastBody('POST', /\/status$/)).toEqual({ status: 'approved', reason: '' }));
    expect(await screen.findByText('Approved', { selector: 'table span' })).toBeInTheDocument();
  });

  it('lists listings with their public page and host, and suspends one with its reason', async () => {
    api.state.listings = [
      listing(),
      listing({ kind: 'meals', id: MEAL_ID, title: 'Friday night with the Goldbergs', status: 'draft' }),
    ];
    const { user: person } = await openAdmin('?section=listings');
    const title = await screen.findByRole('link', { name: 'Parlour floor on Lincoln Place' });
    expect(title).toHaveAttribute('href', `/stays/${listing().id}`);
    expect(screen.getByRole('link', { name: 'Friday night with the Goldbergs' })).toHaveAttribute(
      'href',
      `/meals/${MEAL_ID}`,
    );
    const stay = row('Parlour floor on Lincoln Place');
    expect(stay.getByText('Chana Levy')).toBeInTheDocument();
    expect(stay.getByRole('link', { name: 'chana@example.com' })).toHaveAttribute(
      'href',
      'mailto:chana@example.com',
    );
    expect(stay.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Suspend Parlour floor on Lincoln Place' }));
    const dialog = within(await screen.findByRole('dialog'));
    await person.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText('Please give a reason.')).toBeInTheDocument();
    await person.type(
      dialog.getByRole('textbox', { name: 'Reason (required)' }),
      'Photos show another flat.',
    );
    await person.click(dialog.getByRole('button', { name: 'Suspend' }));

    await waitFor(() =>
      expect(lastBody('POST', /\/suspend$/)).toEqual({ reason: 'Photos show another flat.' }),
    );
    expect(api.requestsTo('POST', /\/suspend$/)[0]!.url.pathname).toBe(
      `/rest/v1/admin/listings/stays/${listing().id}/suspend`,
    );
    await waitFor(() =>
      expect(row('Parlour floor on Lincoln Place').getByText('Suspended')).toBeInTheDocument(),
    );
    expect(row('Parlour floor on Lincoln Place').getByText('Photos show another flat.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Restore Parlour floor on Lincoln Place' }),
    ).toBeInTheDocument();
    // The overview's counts and the audit log are stale now: fetched again.
    expect(api.requestsTo('GET', /\/overview$/).length).toBeGreaterThan(1);
  });

  it('searches and filters listings through the address', async () => {
    const { router, user: person } = await openAdmin('?section=listings');
    await screen.findByRole('link', { name: 'Parlour floor on Lincoln Place' });
    await person.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'lincoln');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    await person.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    expect(router.state.location.search).toBe('?section=listings&q=lincoln&status=suspended');
    await waitFor(() =>
      expect(
        Object.fromEntries(api.requestsTo('GET', /\/admin\/listings$/).at(-1)!.url.searchParams),
      ).toEqual({
        q: 'lincoln',
        status: 'suspended',
        page: '1',
      }),
    );
  });

  it('disables a user after a confirmation, and offers nothing to disable on the own row', async () => {
    api.state.users = [
      user({ id: ME, email: 'admin@example.com', fullName: 'Chana Levy', isAdmin: true }),
      user(),
    ];
    const { user: person } = await openAdmin('?section=users');
    await screen.findByRole('table', { name: 'Users' });
    const mine = row('admin@example.com');
    expect(mine.getByText('You')).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
    expect(mine.queryByRole('button', { name: /^Remove admin/ })).not.toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Details of Chana Levy' })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Disable Mendel Schwartz' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /Disable .*Mendel Schwartz.*'s account\?/ }),
    );
    await person.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'Spam bookings');
    await person.click(dialog.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(lastBody('POST', /\/disable$/)).toEqual({ reason: 'Spam bookings' }));
    await waitFor(() => expect(row('mendel@example.com').getByText('Disabled')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Enable Mendel Schwartz' })).toBeInTheDocument();
  });

  it("says so when the server refuses an admin's change to their own account", async () => {
    // Another tab, another admin's list: the own account shows up with a button after all.
    api.state.users = [user({ id: ME, email: 'admin@example.com', fullName: 'Chana Levy', isAdmin: true })];
    api.on(
      'GET',
      /^\/rest\/v1\/admin\/users$/,
      () =>
        new Response(
          JSON.stringify({ items: [user({ fullName: 'Chana Levy' })], page: 1, hasMore: false, total: 1 }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    api.on(
      'POST',
      /\/admin$/,
      () => new Response(JSON.stringify({ code: 'admin_self_change', message: 'no' }), { status: 409 }),
    );
    const { user: person } = await openAdmin('?section=users');
    await person.click(await screen.findByRole('button', { name: 'Make admin: Chana Levy' }));
    const dialog = within(await screen.findByRole('dialog'));
    await person.click(dialog.getByRole('button', { name: 'Make admin' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "You can't disable your own account or remove your own admin role. Ask another admin.",
    );
  });

  it("opens a user's details", async () => {
    const { user: person } = await openAdmin('?section=users');
    await person.click(await screen.findByRole('button', { name: 'Details of Mendel Schwartz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mendel Schwartz' }));
    expect(await dialog.findByText('+1 718 555 0199')).toBeInTheDocument();
    expect(dialog.getByText('Bookings').nextElementSibling).toHaveTextContent('3');
    expect(dialog.getByText('Reviews').nextElementSibling).toHaveTextContent('2');
  });

  it('opens a message to read it, marks it read, and offers a reply by mail', async () => {
    const { user: person } = await openAdmin('?section=messages');
    const card = within(await screen.findByRole('article', { name: /Shabbos meal for a family of six/ }));
    expect(card.getByText('Unread')).toBeInTheDocument();
    const opener = card.getByRole('button', { name: 'Shabbos meal for a family of six' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await person.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText(/Is there a table for us\?/)).toBeVisible();
    expect(card.getByRole('link', { name: 'Reply by email to Sarah Cohen' })).toHaveAttribute(
      'href',
      `mailto:sarah@example.com?subject=${encodeURIComponent('Re: Shabbos meal for a family of six')}`,
    );

    await person.click(
      card.getByRole('button', { name: 'Mark as read: “Shabbos meal for a family of six”' }),
    );
    await waitFor(() => expect(lastBody('POST', /\/read$/)).toEqual({ read: true }));
    expect(api.requestsTo('POST', /\/read$/)[0]!.url.pathname).toBe(
      `/rest/v1/admin/messages/${message().id}/read`,
    );
    await waitFor(() => expect(card.queryByText('Unread')).not.toBeInTheDocument());
    expect(
      card.getByRole('button', { name: 'Mark as unread: “Shabbos meal for a family of six”' }),
    ).toBeInTheDocument();
  });

  it('lists the audit log: when, who, what, on what and why, filtered by action', async () => {
    api.state.audit = [
      auditEntry(),
      auditEntry({
        id: 6,
        at: '2026-05-11T13:05:00.000Z',
        action: 'user.grant_admin',
        target: { type: 'user', id: 'u', label: 'mendel@example.com' },
        reason: '',
      }),
    ];
    const { user: person } = await openAdmin('?section=audit');
    const table = within(await screen.findByRole('table', { name: 'Audit log' }));
    const [, first, second] = table.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'WhenMay 12, 2026, 12:45 PM',
      'Whoadmin@example.com',
      'WhatSuspended a listing',
      'OnListing: Parlour floor on Lincoln Place',
      'ReasonPhotos show a different apartment.',
    ]);
    expect(within(second!).getByText('Made an admin')).toBeInTheDocument();
    expect(table.queryByRole('button')).not.toBeInTheDocument();

    await person.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Made an admin');
    await waitFor(() =>
      expect(
        api
          .requestsTo('GET', /\/admin\/audit$/)
          .at(-1)!
          .url.searchParams.get('action'),
      ).toBe('user.grant_admin'),
    );
    await waitFor(() => expect(table.queryByText('Suspended a listing')).not.toBeInTheDocument());
  });

  it('speaks Hebrew, right to left', async () => {
    await setupI18n('he');
    renderApp('/admin?section=listings', { auth: signedInAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'ניהול' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('navigation', { name: 'אזורי הניהול' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'השהיה של Parlour floor on Lincoln Place' }),
    ).toBeInTheDocument();
    expect(row('Parlour floor on Lincoln Place').getByText('מפורסמת')).toBeInTheDocument();
    expect(main().getByRole('searchbox', { name: 'חיפוש מודעות' })).toBeInTheDocument();
  });
});

describe('the reported messages (issue 24)', () => {
  beforeEach(() => {
    api = installAdminApi();
  });

  const card = async (name = /Message from Yossi Katz/) =>
    within(await screen.findByRole('article', { name }));

  it('lists a reported message: its text, who wrote it to whom about what, and the reports', async () => {
    await openAdmin('?section=reports');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reported messages' })).toBeInTheDocument();
    const item = await card(/Message from Yossi Katz about Parlour floor on Lincoln Place/);
    const text = item.getByText('Pay me in cash outside the site and I will hold the dates.');
    expect(text.closest('blockquote')).toHaveAttribute('dir', 'auto');
    expect(item.getByText('Visible')).toBeInTheDocument();
    expect(item.getByText('1 report')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'yossi@example.com' })).toHaveAttribute(
      'href',
      'mailto:yossi@example.com',
    );
    expect(item.getByText('To').nextElementSibling).toHaveTextContent('Mendel Schwartz');
    expect(item.getByRole('link', { name: 'Parlour floor on Lincoln Place' })).toHaveAttribute(
      'href',
      `/stays/${STAY_ID}`,
    );
    const reports = within(
      item.getByRole('heading', { level: 3, name: 'Reports' }).nextElementSibling as HTMLElement,
    );
    expect(reports.getByRole('listitem')).toHaveTextContent(
      /Mendel Schwartz · May 12, 2026.*Asks for cash\./,
    );
    expect(item.queryByText('Account disabled')).not.toBeInTheDocument();
  });

  it('hides a message after a confirmation with an optional reason, and shows it again', async () => {
    const { user: person } = await openAdmin('?section=reports');
    const item = await card();
    await person.click(item.getByRole('button', { name: 'Hide the message from Yossi Katz' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /Hide this message from .*Yossi Katz.*\?/ }),
    );
    expect(dialog.getByText(/will see “This message was removed” instead of its text/)).toBeInTheDocument();
    await person.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'Asks to pay outside');
    await person.click(dialog.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(lastBody('POST', /\/hide$/)).toEqual({ reason: 'Asks to pay outside' }));
    expect(api.requestsTo('POST', /\/hide$/)[0]!.url.pathname).toBe(
      `/rest/v1/admin/reports/${report().message.id}/hide`,
    );
    await waitFor(() => expect(item.getByText('Hidden')).toBeInTheDocument());
    // The admin still reads the text.
    expect(item.getByText('Pay me in cash outside the site and I will hold the dates.')).toBeInTheDocument();

    await person.click(item.getByRole('button', { name: 'Show again the message from Yossi Katz' }));
    await waitFor(() => expect(api.requestsTo('POST', /\/restore$/)).toHaveLength(1));
    await waitFor(() => expect(item.getByText('Visible')).toBeInTheDocument());
  });

  it("disables the sender through the users' endpoint, only with a reason", async () => {
    const { user: person } = await openAdmin('?section=reports');
    const item = await card();
    await person.click(item.getByRole('button', { name: 'Disable sender Yossi Katz' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Disable .*Yossi Katz.*'s account\?/ }));
    await person.click(dialog.getByRole('button', { name: 'Disable sender' }));
    expect(await dialog.findByText('Please give a reason.')).toBeInTheDocument();
    expect(api.requestsTo('POST', /\/disable$/)).toHaveLength(0);
    await person.type(dialog.getByRole('textbox', { name: 'Reason (required)' }), 'Scam attempts');
    await person.click(dialog.getByRole('button', { name: 'Disable sender' }));
    await waitFor(() => expect(lastBody('POST', /\/disable$/)).toEqual({ reason: 'Scam attempts' }));
    expect(api.requestsTo('POST', /\/disable$/)[0]!.url.pathname).toBe(
      `/rest/v1/admin/users/${SENDER_ID}/disable`,
    );
    await waitFor(() => expect(item.getByText('Account disabled')).toBeInTheDocument());
    expect(item.queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
  });

  it("offers nothing to disable for a former guest's message, and filters hidden ones through the address", async () => {
    api.state.reports = [
      report({
        sender: { id: null, name: null, email: null, disabled: false },
        message: { ...report().message, hidden: true, hiddenAt: '2026-05-12T10:00:00.000Z' },
      }),
    ];
    const { user: person, router } = await openAdmin('?section=reports');
    const item = await card(/Message from Former guest/);
    expect(item.getByText('Hidden')).toBeInTheDocument();
    expect(item.getByText('Hidden on May 12, 2026')).toBeInTheDocument();
    expect(item.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(item.queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
    expect(
      item.getByRole('button', { name: 'Show again the message from Former guest' }),
    ).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(router.state.location.search).toBe('?section=reports&hidden=true');
    await waitFor(() =>
      expect(
        api
          .requestsTo('GET', /\/admin\/reports$/)
          .at(-1)!
          .url.searchParams.get('hidden'),
      ).toBe('true'),
    );
  });

  it('speaks Hebrew, right to left', async () => {
    await setupI18n('he');
    renderApp('/admin?section=reports', { auth: signedInAs('admin') });
    expect(await screen.findByRole('heading', { level: 2, name: 'הודעות שדווחו' })).toBeInTheDocument();
    const item = within(await screen.findByRole('article', { name: /הודעה של Yossi Katz/ }));
    expect(item.getByText('1 דיווח')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'הסתרה של ההודעה של Yossi Katz' })).toBeInTheDocument();
    expect(main().getByRole('searchbox', { name: 'חיפוש בהודעות שדווחו' })).toBeInTheDocument();
  });
});

describe('the Administration link in the header', () => {
  beforeEach(() => {
    api = installAdminApi();
  });

  it('is there for an admin, and leads to /admin', async () => {
    renderApp('/stays', { auth: signedInAs('admin') });
    await screen.findByRole('heading', { level: 1 });
    // A short word beside the main links, the whole one when pointed at.
    const link = await within(screen.getByRole('banner')).findByRole('link', { name: 'Admin' });
    expect(link).toHaveAttribute('href', '/admin');
    expect(link).toHaveAttribute('title', 'Administration');
  });

  it('is in the small-screen drawer for an admin', async () => {
    const { user: person } = renderApp('/stays', { auth: signedInAs('admin') });
    await screen.findByRole('heading', { level: 1 });
    await person.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(await drawer.findByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
  });

  it.each(['guest', 'host'] as const)('is not there for a %s', async (persona) => {
    renderApp('/stays', { auth: signedInAs(persona) });
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('keeps a non-admin out of /admin', async () => {
    const { router } = renderApp('/admin', { auth: signedInAs('host') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
    expect(api.requestsTo('GET', /\/rest\/v1\/admin\//)).toHaveLength(0);
  });
});
