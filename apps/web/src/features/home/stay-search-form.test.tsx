import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { StaySearchForm } from './stay-search-form';
import { nextDay, todayInNewYork } from './stay-search';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';

const daysFromToday = (days: number) => {
  let date = todayInNewYork();
  for (let i = 0; i < days; i += 1) date = nextDay(date);
  return date;
};
const pastDate = () => {
  const [year, month, day] = todayInNewYork().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 3)).toISOString().slice(0, 10);
};

function fillDates(
  checkIn: string,
  checkOut: string,
  labels: readonly [string, string] = ['Check-in', 'Check-out'],
) {
  // A date picker fires `input` as the value changes (and `change` only on commit): onChange listens to it.
  fireEvent.input(screen.getByLabelText(labels[0]), { target: { value: checkIn } });
  fireEvent.input(screen.getByLabelText(labels[1]), { target: { value: checkOut } });
}

describe('StaySearchForm', () => {
  beforeEach(async () => {
    await setupTestEnvironment('en');
  });

  it('opens the stays list with the dates and guests in the URL', async () => {
    renderPage(<StaySearchForm />);
    const checkIn = daysFromToday(7);
    const checkOut = daysFromToday(10);
    fillDates(checkIn, checkOut);
    await userEvent.selectOptions(screen.getByLabelText('Guests'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Search stays' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/stays?checkIn=${checkIn}&checkOut=${checkOut}&guests=4`,
    );
  });

  it('searches with what the fields hold, even when they were filled before React could see it', async () => {
    // Setting `value` fires no event: this is a guest picking dates before the page has hydrated.
    renderPage(<StaySearchForm />);
    const checkIn = daysFromToday(3);
    const checkOut = daysFromToday(5);
    (screen.getByLabelText('Check-in') as HTMLInputElement).value = checkIn;
    (screen.getByLabelText('Check-out') as HTMLInputElement).value = checkOut;
    (screen.getByLabelText('Guests') as HTMLSelectElement).value = '6';
    await userEvent.click(screen.getByRole('button', { name: 'Search stays' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/stays?checkIn=${checkIn}&checkOut=${checkOut}&guests=6`,
    );
  });

  it('submits to the stays list without JavaScript', () => {
    renderPage(<StaySearchForm />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/stays');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
  });

  it('offers 1 to 16 guests', () => {
    renderPage(<StaySearchForm />);
    const options = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(options).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)));
  });

  it.each([
    ['check-out before check-in', () => [daysFromToday(5), daysFromToday(3)]],
    ['check-out on the check-in day', () => [daysFromToday(5), daysFromToday(5)]],
    ['check-in in the past', () => [pastDate(), daysFromToday(2)]],
    ['no dates', () => ['', '']],
  ])('refuses %s with the translated message', async (_case, dates) => {
    renderPage(<StaySearchForm />);
    const [checkIn, checkOut] = dates() as [string, string];
    fillDates(checkIn, checkOut);
    await userEvent.click(screen.getByRole('button', { name: 'Search stays' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select valid dates');
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('speaks French and Hebrew', async () => {
    await setupTestEnvironment('fr');
    const { unmount } = renderPage(<StaySearchForm />);
    fillDates(daysFromToday(4), daysFromToday(1), ['Arrivée', 'Départ']);
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez choisir des dates valides');
    unmount();

    await setupTestEnvironment('he');
    renderPage(<StaySearchForm />);
    expect(screen.getByLabelText('הגעה')).toHaveAttribute('min', todayInNewYork());
    await userEvent.click(screen.getByRole('button', { name: 'חיפוש' }));
    expect(screen.getByRole('alert')).toHaveTextContent('נא לבחור תאריכים תקינים');
  });
});
