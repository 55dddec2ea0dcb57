import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@orchim/shared/constants';
import type { OhelGuide } from '@orchim/shared/ohel';
import { OHEL_ADDRESS } from '@orchim/shared/ohel-catalogue';
import { TEST_API_URL, jsonResponse, renderPage, setupTestEnvironment } from '@/features/home/test-utils';
import OhelPage from './ohel-page';

/** The answer on 1 March 2026: Yud Shevat has passed, Gimmel Tammuz has not. */
const GUIDE: OhelGuide = {
  address: OHEL_ADDRESS,
  busiestDays: [
    { key: 'gimmel_tammuz', date: '2026-06-18', hebrewDate: '3 Tammuz 5786', passed: false, nextDate: null },
    {
      key: 'yud_shevat',
      date: '2026-01-28',
      hebrewDate: '10 Shevat 5786',
      passed: true,
      nextDate: '2027-01-18',
    },
  ],
};

const consoleError = vi.spyOn(console, 'error');

describe('OhelPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    consoleError.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it.each(LANGUAGES)('renders in %s with headings in order and every string translated', async (lng) => {
    await setupTestEnvironment(lng);
    fetchMock.mockResolvedValue(jsonResponse(GUIDE));
    renderPage(<OhelPage />);
    await screen.findAllByRole('time');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level - (levels[index] ?? 0)).toBeLessThanOrEqual(1));
    expect(document.title).not.toMatch(/guide\.|ohel:/);
    expect(consoleError).not.toHaveBeenCalled();
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TEST_API_URL}rest/v1/ohel-guide?lang=${lng}`);
  });

  it('guides the visit: where it is, the customs, a letter from afar and the busiest days', async () => {
    await setupTestEnvironment('en');
    fetchMock.mockResolvedValue(jsonResponse(GUIDE));
    renderPage(<OhelPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Visiting the Ohel' })).toBeInTheDocument();
    const where = screen.getByRole('region', { name: 'Where it is' });
    expect(within(where).getByText(OHEL_ADDRESS)).toBeInTheDocument();
    expect(within(where).getByText(/about 40 minutes/)).toBeInTheDocument();
    expect(within(where).getByRole('link', { name: /Open in a map/ })).toHaveAttribute(
      'href',
      expect.stringContaining('226-20%20Francis%20Lewis%20Blvd'),
    );

    const visit = screen.getByRole('region', { name: 'How to visit and the customs' });
    const customs = within(visit)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(customs).toEqual([
      'Bring a letter (a pan)',
      'The visitors’ center',
      'No leather shoes',
      'Head covering',
      'Candles',
      'Separate entrances',
    ]);
    expect(within(visit).getByText(/your mother’s name/)).toBeInTheDocument();

    const afar = screen.getByRole('region', { name: 'Sending a letter from afar' });
    expect(within(afar).getByText(/by email or by fax/)).toBeInTheDocument();

    const busiest = screen.getByRole('region', { name: 'Busiest days' });
    expect(within(busiest).getByRole('status')).toHaveTextContent('Loading...');
    const [tammuz, shevat] = await within(busiest).findAllByRole('listitem');
    expect(tammuz).toHaveTextContent('Gimmel Tammuz');
    expect(within(tammuz!).getByRole('time')).toHaveTextContent('Thursday, June 18, 2026');
    expect(tammuz).toHaveTextContent('3 Tammuz 5786');
    // Passed this year: next year's date, and this year's named as passed.
    expect(shevat).toHaveTextContent('Yud Shevat');
    expect(within(shevat!).getByRole('time')).toHaveTextContent('Monday, January 18, 2027');
    expect(shevat).toHaveTextContent(
      'This year’s, Wednesday, January 28, 2026 (10 Shevat 5786), has passed: this is next year’s date.',
    );
  });

  it('speaks Hebrew: the dates in Hebrew, the address left to right', async () => {
    await setupTestEnvironment('he');
    fetchMock.mockResolvedValue(
      jsonResponse({
        ...GUIDE,
        busiestDays: [
          { ...GUIDE.busiestDays[0], hebrewDate: 'ג׳ תמוז תשפ״ו' },
          { ...GUIDE.busiestDays[1], hebrewDate: 'י׳ שבט תשפ״ו' },
        ],
      }),
    );
    renderPage(<OhelPage />);
    expect(screen.getByText(OHEL_ADDRESS)).toHaveAttribute('dir', 'ltr');
    const busiest = screen.getByRole('region', { name: 'הימים העמוסים ביותר' });
    const [tammuz] = await within(busiest).findAllByRole('listitem');
    expect(tammuz).toHaveTextContent('ג׳ תמוז תשפ״ו');
    expect(within(tammuz!).getByRole('time')).toHaveTextContent(/18 ביוני 2026/);
  });

  it('says when the dates cannot be loaded, keeps the rest of the guide, and retries', async () => {
    await setupTestEnvironment('en');
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 'internal', message: 'boom' }, 500));
    renderPage(<OhelPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dates of the busiest days could not be loaded.');
    expect(screen.getByRole('region', { name: 'How to visit and the customs' })).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(GUIDE));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thursday, June 18, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
