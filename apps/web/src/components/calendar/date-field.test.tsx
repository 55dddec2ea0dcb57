import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@orchim/shared/constants';
import { changeLanguage } from '@/lib/i18n';
import { renderPage, setupTestEnvironment } from '../../../test/render-page';
import { timesOfDay } from '../ui/select-field';
import { DateField } from './date-field';

function Field({ initial = '', min, optional }: { initial?: string; min?: string; optional?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Arrival" value={value} onChange={setValue} min={min} optional={optional} />
      <output data-testid="value">{value}</output>
    </>
  );
}

async function setUp(lng: Language, field = <Field />) {
  await setupTestEnvironment(lng);
  renderPage(field);
  return userEvent.setup();
}

/** The calendar a click opened, once its code has loaded. */
async function openCalendar(label: string) {
  const calendar = await screen.findByRole('dialog', { name: label });
  await within(calendar).findByRole('grid');
  return calendar;
}

const button = () => screen.getByRole('button', { name: /^(Arrival|Arrivée) / });
const value = () => screen.getByTestId('value').textContent;

afterEach(() => changeLanguage('en'));

describe('DateField', () => {
  it('picks a day with the keyboard, in the page’s language, and gives the focus back', async () => {
    const user = await setUp('en', <Field initial="2026-12-04" />);
    expect(button()).toHaveAccessibleName('Arrival Fri, Dec 4, 2026');
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    await user.click(button());
    const calendar = await openCalendar('Arrival');
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    // The chosen day has the focus, for the arrow keys.
    expect(calendar.querySelector('[data-day="2026-12-04"] button')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(value()).toBe('2026-12-12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAccessibleName('Arrival Sat, Dec 12, 2026');
  });

  it('closes on Escape and on a click elsewhere, changing nothing', async () => {
    const user = await setUp('en', <Field initial="2026-12-04" />);
    await user.click(button());
    await openCalendar('Arrival');
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    await user.click(button());
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(value()).toBe('2026-12-04');
  });

  it('offers no day before its first', async () => {
    const user = await setUp('en', <Field min="2026-12-10" />);
    expect(button()).toHaveAccessibleName('Arrival Choose a date');
    await user.click(button());
    const calendar = await openCalendar('Arrival');
    expect(calendar.querySelector('[data-day="2026-12-09"] button')).toBeDisabled();
    await user.click(calendar.querySelector('[data-day="2026-12-10"] button')!);
    expect(value()).toBe('2026-12-10');
  });

  it('can be cleared when it is optional', async () => {
    const user = await setUp('en', <Field initial="2026-12-04" optional />);
    await user.click(screen.getByRole('button', { name: 'Clear Arrival' }));
    expect(value()).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear Arrival' })).not.toBeInTheDocument();
  });

  it('writes the date and lays the month out as Hebrew does, right to left', async () => {
    await setupTestEnvironment('he');
    renderPage(
      <div dir="rtl">
        <DateField label="הגעה" value="2026-12-04" onChange={() => {}} />
      </div>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('button', { name: /^הגעה / });
    expect(field).toHaveTextContent('יום ו׳, 4 בדצמ׳ 2026');
    await user.click(field);
    const calendar = await openCalendar('הגעה');
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('דצמבר 2026');
    expect(calendar.querySelector('.rdp-root, [dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('is written in French in French', async () => {
    await setUp('fr', <Field initial="2026-12-04" />);
    expect(screen.getByRole('button', { name: /^Arrival / })).toHaveTextContent('ven. 4 déc. 2026');
  });
});

describe('timesOfDay', () => {
  it('counts the day in steps from midnight, and keeps a time saved between two steps', () => {
    expect(timesOfDay(30)).toHaveLength(48);
    expect(timesOfDay(15).slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(timesOfDay(15, '10:20:00')).toContain('10:20');
    expect(timesOfDay(15, '10:20').indexOf('10:20')).toBe(timesOfDay(15).indexOf('10:15') + 1);
    expect(timesOfDay(15, 'soon')).toHaveLength(96);
  });
});
