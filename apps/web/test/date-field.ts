import { fireEvent, screen, within } from '@testing-library/react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The button of the DateField labelled `label` (components/calendar/date-field.tsx): label, then date. */
export const dateField = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} `) });

/**
 * Picks `iso` (YYYY-MM-DD) as a person does: opens the calendar, goes to its month, clicks the day. Waits
 * for the field first: a page's form may still be loading.
 */
export async function chooseDate(label: string, iso: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${escapeRegExp(label)} `) }));
  const calendar = await screen.findByRole('dialog', { name: label });
  await within(calendar).findByRole('grid');
  const day = () => calendar.querySelector<HTMLElement>(`[data-day="${iso}"] button`);
  const next = () => within(within(calendar).getByRole('navigation')).getAllByRole('button').at(-1)!;
  for (let month = 0; month < 36 && !day(); month += 1) fireEvent.click(next());
  const button = day();
  if (!button) throw new Error(`${iso} cannot be chosen in "${label}"`);
  fireEvent.click(button);
}
