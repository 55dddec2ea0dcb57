import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { MESSAGES } from '@orchim/shared/messages';
import { ApiError } from '@/lib/api';
import { setupI18n } from '../../../test/i18n';
import { isRefusalCode, refusalMessageKey } from './refusal';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n('en');
});

/** What a booking form shows for `error` in `lng`: the key translated as the forms translate it. */
async function shown(lng: 'en' | 'fr' | 'he', error: unknown) {
  await i18n.changeLanguage(lng);
  return i18n.t(refusalMessageKey(error), { ns: 'common' });
}

const refused = (status: number, code: string) => new ApiError(status, code, `server says ${code}`);

describe('refusalMessageKey', () => {
  it.each([
    ['invalid_dates', 400, MESSAGES.invalidDates],
    ['too_many_guests', 400, MESSAGES.tooManyGuests],
    ['booking_unavailable', 409, MESSAGES.bookingUnavailable],
    ['internal_error', 500, MESSAGES.general],
  ])('shows %s as its product §8 message', async (code, status, message) => {
    expect(await shown('en', refused(status, code))).toBe(message);
  });

  it('shows a host booking their own listing (409 own_listing) its own message, in each language', async () => {
    const error = refused(409, 'own_listing');
    expect(isRefusalCode('own_listing')).toBe(true);
    expect(await shown('en', error)).toBe('You cannot book your own listing.');
    expect(await shown('fr', error)).toBe('Vous ne pouvez pas réserver votre propre annonce.');
    expect(await shown('he', error)).toBe('מארחים לא יכולים להזמין את המודעות של עצמם.');
  });
});
