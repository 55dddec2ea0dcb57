import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  daysFromToday,
  installFakeApi,
  jsonResponse,
  quote,
  reviewPage,
  STAY_ID,
  stayDetail,
} from '../../../../../test/fixtures';
import { stubDesktopScreen } from '../../../../../test/desktop-screen';
import { setupI18n } from '../../../../../test/i18n';
import { renderApp, signedInAs } from '../../../../../test/render-app';

/**
 * The stay calendar with the keyboard alone (issue 8): the arrows move a day in reading order (mirrored
 * in Hebrew), Enter or Space picks, focus stays on the picked day, and "Clear dates", which goes away
 * with the dates, leaves focus in the calendar rather than on <body>.
 */

let api: ReturnType<typeof installFakeApi>;

beforeAll(async () => {
  await setupI18n('en');
  await import('../../stay-detail-page');
}, 60_000);
beforeEach(() => {
  stubDesktopScreen();
  api = installFakeApi();
  api.on('GET', /^\/rest\/v1\/stays\/[^/]+$/, jsonResponse(stayDetail({ minimumNights: 1 })));
  api.on('GET', /\/availability$/, (url) =>
    jsonResponse({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), taken: [] }),
  );
  api.on('GET', /\/quote$/, jsonResponse(quote(2)));
  api.on('GET', /\/reviews$/, jsonResponse(reviewPage()));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setupI18n('en');
});

const dayButton = (iso: string) => document.querySelector<HTMLButtonElement>(`td[data-day="${iso}"] button`);
/** The day whose button has focus. */
const focusedDay = () => document.activeElement?.closest<HTMLElement>('[data-day]')?.dataset.day;

/**
 * The stay page, with focus on a calendar day: tomorrow by default. With dates in the address the calendar
 * opens on the check-in's month, which tomorrow may not be in (late in a month): focus the check-in then.
 */
async function openCalendarAt(path: string, day = daysFromToday(1)) {
  const app = renderApp(path, { auth: signedInAs('guest') });
  await screen.findByRole('heading', { level: 1, name: 'Parlour floor on Lincoln Place' });
  await waitFor(() => expect(dayButton(day)).toBeEnabled());
  dayButton(day)!.focus();
  return app;
}

describe('the stay calendar with the keyboard', () => {
  it('moves with the arrows, picks with Enter and Space, and keeps focus on the picked day', async () => {
    const { user, router } = await openCalendarAt(`/stays/${STAY_ID}`);
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe(daysFromToday(2));
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe(daysFromToday(9));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Now choose your check-out date.')).toBeInTheDocument();
    expect(focusedDay()).toBe(daysFromToday(9));

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedDay()).toBe(daysFromToday(11));
    await user.keyboard(' ');
    await waitFor(() => expect(router.state.location.search).toContain(`checkOut=${daysFromToday(11)}`));
    expect(router.state.location.search).toContain(`checkIn=${daysFromToday(9)}`);
    expect(focusedDay()).toBe(daysFromToday(11));
  });

  it('in Hebrew, ArrowLeft is the next day and ArrowRight the day before', async () => {
    await setupI18n('he');
    const { user } = await openCalendarAt(`/stays/${STAY_ID}`);
    expect(document.querySelector('[role="grid"]')!.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.keyboard('{ArrowLeft}');
    expect(focusedDay()).toBe(daysFromToday(2));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedDay()).toBe(daysFromToday(0));
  });

  it('keeps focus in the calendar after "Clear dates", which goes away with the dates', async () => {
    const { user, router } = await openCalendarAt(
      `/stays/${STAY_ID}?checkIn=${daysFromToday(3)}&checkOut=${daysFromToday(5)}`,
      daysFromToday(3),
    );
    const clear = screen.getByRole('button', { name: 'Clear dates' });
    clear.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).not.toContain('checkIn'));
    expect(screen.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
    expect(focusedDay()).toBeDefined();
    expect(screen.getByText('Choose your check-in date.')).toBeInTheDocument();
  });
});
