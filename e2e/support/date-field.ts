import type { Locator, Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A DateField (components/calendar/date-field.tsx): its button is named by its label, then its date. */
export const dateField = (scope: Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)} `) });

/**
 * Picks `iso` (YYYY-MM-DD) the way a person does: opens the field's calendar, goes month by month to the
 * day's month and clicks the day. The calendar closes once a day is picked.
 */
export async function chooseDate(page: Page, field: Locator, iso: string) {
  await field.click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  // The calendar's code loads when it is first opened: wait for its month before looking for the day.
  await calendar.getByRole('grid').first().waitFor();
  const day = calendar.locator(`[data-day="${iso}"] button`);
  for (let month = 0; month < 36 && (await day.count()) === 0; month += 1) {
    await calendar.getByRole('navigation').getByRole('button').last().click();
  }
  await day.click();
  await calendar.waitFor({ state: 'hidden' });
}
