import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShabbosTimes } from '@orchim/shared/shabbos';
import { ShabbosTimesSection } from './shabbos-times';
import { TEST_API_URL, jsonResponse, renderPage, setupTestEnvironment } from '../../../test/render-page';

const TIMES: ShabbosTimes = {
  friday: '2026-11-27',
  saturday: '2026-11-28',
  // 21:12 UTC is 4:12 PM in New York in November (EST, UTC-5).
  candleLighting: '2026-11-27T21:12:00.000Z',
  havdalah: '2026-11-28T22:20:00.000Z',
  parsha: { en: 'Vayeitzei', fr: 'Vayétsé', he: 'ויצא' },
  hebrewDate: { en: '18 Kislev 5787', fr: '18 Kislev 5787', he: 'י״ח בכסלו תשפ״ז' },
  holidays: [],
};

describe('ShabbosTimesSection', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await setupTestEnvironment('en');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows a loading skeleton, then the parsha, Hebrew date and times in New York time', async () => {
    fetchMock.mockResolvedValue(jsonResponse(TIMES));
    renderPage(<ShabbosTimesSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByText('Vayeitzei')).toBeInTheDocument();
    expect(screen.getByText('18 Kislev 5787')).toBeInTheDocument();
    expect(screen.getByText('Candle lighting').closest('div')).toHaveTextContent('4:12 PM');
    expect(screen.getByText('Candle lighting').closest('div')).toHaveTextContent('Friday, November 27');
    expect(screen.getByText('Shabbos ends').closest('div')).toHaveTextContent('5:20 PM');
    expect(screen.getByText('Shabbos ends').closest('div')).toHaveTextContent('Saturday, November 28');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TEST_API_URL}rest/v1/shabbos-times`);
    expect(new Headers(init?.headers).get('apikey')).toBe('test-anon-key');
  });

  it('speaks Hebrew: localized parsha and dates, 24-hour times', async () => {
    await setupTestEnvironment('he');
    fetchMock.mockResolvedValue(
      jsonResponse({ ...TIMES, holidays: [{ en: 'Chanukah', fr: 'Hanouka', he: 'חנוכה' }] }),
    );
    renderPage(<ShabbosTimesSection />);
    expect(await screen.findByText('ויצא')).toBeInTheDocument();
    expect(screen.getByText('חנוכה')).toBeInTheDocument();
    expect(screen.getByText('הדלקת נרות').closest('div')).toHaveTextContent('16:12');
    expect(screen.getByText('הדלקת נרות').closest('div')).toHaveTextContent('יום שישי, 27 בנובמבר');
    expect(screen.getByText('צאת השבת').closest('div')).toHaveTextContent('17:20');
  });

  it('shows a translated error with a retry that loads the times', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'internal_error', message: 'Boom' }, 500));
    renderPage(<ShabbosTimesSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this week's Shabbos times.");

    fetchMock.mockResolvedValueOnce(jsonResponse(TIMES));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Vayeitzei')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('isShabbosTimes', () => {
  it('accepts the shared schema’s shape and refuses anything else', async () => {
    const { isShabbosTimes } = await import('./get-shabbos-times');
    const { shabbosTimesSchema } = await import('@orchim/shared/shabbos');
    expect(shabbosTimesSchema.parse(TIMES)).toEqual(TIMES);
    expect(isShabbosTimes(TIMES)).toBe(true);
    expect(isShabbosTimes({ ...TIMES, parsha: null })).toBe(true);
    expect(isShabbosTimes({ ...TIMES, hebrewDate: { en: 'x' } })).toBe(false);
    expect(isShabbosTimes({ ...TIMES, holidays: [{ en: 'x', fr: 'y' }] })).toBe(false);
    expect(isShabbosTimes({ ...TIMES, candleLighting: undefined })).toBe(false);
    expect(isShabbosTimes(null)).toBe(false);
  });
});
