import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, daysFromToday, installFakeApi, jsonResponse } from '../../../../../test/fixtures';
import { stubDesktopScreen } from '../../../../../test/desktop-screen';
import { setupI18n } from '../../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../../test/render-app';
import { calendar, HOST_STAY_ID, hostStay } from '../test-fixtures';

let api: ReturnType<typeof installFakeApi>;
const CALENDAR = new RegExp(`^/rest/v1/host/stays/${HOST_STAY_ID}/calendar$`);
const BLOCKS = new RegExp(`^/rest/v1/host/stays/${HOST_STAY_ID}/blocks$`);
const BLOCK_ID = '17';

beforeAll(async () => {
  await setupI18n('en');
  await Promise.all([import('../../listing-form-page'), import('./availability-manager')]);
}, 60_000);
beforeEach(() => {
  stubDesktopScreen();
  api = installFakeApi();
  api.on('GET', new RegExp(`^/rest/v1/host/stays/${HOST_STAY_ID}$`), jsonResponse(hostStay()));
  api.on(
    'GET',
    CALENDAR,
    jsonResponse(
      calendar([
        {
          id: 'b7f1c2d3-0000-4000-8000-000000000001',
          kind: 'booked',
          start: daysFromToday(3),
          end: daysFromToday(5),
          reference: 'ORC-7K2M',
          guestName: 'Chana Levy',
        },
        {
          id: BLOCK_ID,
          kind: 'blocked',
          start: daysFromToday(8),
          end: daysFromToday(10),
          reference: null,
          guestName: null,
        },
      ]),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const dayButton = (iso: string) => document.querySelector<HTMLButtonElement>(`td[data-day="${iso}"] button`)!;

async function openAvailability() {
  const app = renderApp(`/host/listings/edit/${HOST_STAY_ID}?step=availability`, {
    auth: signedInAs('host'),
  });
  await screen.findByRole('heading', { level: 3, name: 'Your calendar' });
  return app;
}

describe('the availability step', () => {
  it('asks for the nights from today, and shows who booked which nights', async () => {
    await openAvailability();
    const query = api.requestsTo('GET', CALENDAR)[0]!.url.searchParams;
    expect(query.get('from')).toBe(daysFromToday(0));
    const booked = dayButton(daysFromToday(3));
    expect(booked).toHaveAttribute('title', 'Booked by Chana Levy');
    expect(booked).toHaveAccessibleName(expect.stringContaining('Booked by Chana Levy'));
    // The morning the guest leaves is free again.
    expect(dayButton(daysFromToday(5))).not.toHaveAttribute('title');
    expect(dayButton(daysFromToday(8))).toHaveAttribute('title', 'Blocked');
    const bookings = screen.getByRole('region', { name: 'Booked by guests' });
    expect(within(bookings).getByText(/Chana Levy · ORC-7K2M · 2 nights/)).toBeInTheDocument();
  });

  it('blocks the nights chosen, first to last, as [start, end)', async () => {
    api.on('POST', BLOCKS, jsonResponse({ id: 18 }, 201));
    const { user } = await openAvailability();
    await user.click(dayButton(daysFromToday(12)));
    expect(screen.getByText(/^First night: .*Now tap the last night/)).toBeInTheDocument();
    await user.click(dayButton(daysFromToday(14)));
    await user.click(screen.getByRole('button', { name: 'Block these 3 nights' }));
    await waitFor(() => expect(api.requestsTo('POST', BLOCKS)).toHaveLength(1));
    expect(api.requestsTo('POST', BLOCKS)[0]!.body).toEqual({
      start: daysFromToday(12),
      end: daysFromToday(15),
    });
    expect(await screen.findByText(/^Blocked: /)).toBeInTheDocument();
    // The calendar is read again, with the new block.
    await waitFor(() => expect(api.requestsTo('GET', CALENDAR).length).toBeGreaterThan(1));
  });

  it('counts the nights chosen as a guest’s stay counts them, and names each night counted', async () => {
    const { user } = await openAvailability();
    await user.click(dayButton(daysFromToday(12)));
    await user.click(dayButton(daysFromToday(14)));
    // Three nights chosen, the 12th, 13th and 14th days from today: the count, the nights named and the
    // morning guests may arrive again (the guest's check-out day of the same nights) all agree.
    const note = screen.getByText(/^3 nights chosen: /);
    const [, named, reopens] = /^3 nights chosen: (.+)\. Guests can check in again on (.+)\.$/.exec(
      note.textContent!,
    )!;
    const dayOf = (days: number) => String(Number(daysFromToday(days).slice(8)));
    expect(named!.match(/\d+/g)).toEqual([dayOf(12), dayOf(13), dayOf(14)]);
    expect(reopens!.match(/\d+/g)).toEqual([dayOf(15)]);
    expect(screen.getByRole('button', { name: 'Block these 3 nights' })).toBeEnabled();
    expect(screen.getByText(/^You choose nights, not check-in and check-out days/)).toBeInTheDocument();
  });

  it('draws every chosen night clearly, from the first one picked', async () => {
    const { user } = await openAvailability();
    const chosenLook = (button: HTMLElement) =>
      ['bg-navy-700', 'text-white'].every((name) => button.classList.contains(name));
    await user.click(dayButton(daysFromToday(12)));
    expect(chosenLook(dayButton(daysFromToday(12)))).toBe(true);
    await user.click(dayButton(daysFromToday(14)));
    for (const days of [12, 13, 14]) {
      expect(chosenLook(dayButton(daysFromToday(days))), `day ${days}`).toBe(true);
      // The band between the nights is as dark as the nights.
      expect(dayButton(daysFromToday(days)).closest('td')).toHaveClass('bg-navy-700');
    }
    expect(chosenLook(dayButton(daysFromToday(15)))).toBe(false);
  });

  it('does not pick a booked night, and says why', async () => {
    const { user } = await openAvailability();
    await user.click(dayButton(daysFromToday(3)));
    expect(screen.getByText(/That night is booked by a guest/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block these dates' })).toBeDisabled();
  });

  it('explains a refusal because the nights were taken meanwhile (409 dates_taken)', async () => {
    api.on('POST', BLOCKS, apiError(409, 'dates_taken'));
    const { user } = await openAvailability();
    await user.click(dayButton(daysFromToday(20)));
    await user.click(screen.getByRole('button', { name: 'Block this night' }));
    expect(await screen.findByText(/Some of these nights are already booked or blocked/)).toBeInTheDocument();
    expect(api.requestsTo('POST', BLOCKS)[0]!.body).toEqual({
      start: daysFromToday(20),
      end: daysFromToday(21),
    });
  });

  it('lifts a block', async () => {
    api.on('DELETE', new RegExp(`/blocks/${BLOCK_ID}$`), new Response(null, { status: 204 }));
    const { user } = await openAvailability();
    const blocks = screen.getByRole('region', { name: 'Blocked dates' });
    await user.click(within(blocks).getByRole('button', { name: /^Unblock / }));
    await waitFor(() => expect(api.requestsTo('DELETE', /\/blocks\//)).toHaveLength(1));
    expect(await screen.findByText(/^Unblocked: /)).toBeInTheDocument();
  });
});
