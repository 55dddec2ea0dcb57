import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { MESSAGES } from '@orchim/shared/messages';
import { ApiError } from '@/lib/api';
import { setupI18n } from '../../../test/i18n';
import { isRefusalCode, refusalMessageKey, refusalText } from './refusal';

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

describe('refusalText', () => {
  const invalidDates = (datesProblem?: object) =>
    new ApiError(400, 'invalid_dates', 'Please select valid dates', undefined, undefined, {
      code: 'invalid_dates',
      message: 'Please select valid dates',
      ...(datesProblem ? { datesProblem } : {}),
    });
  const text = async (lng: 'en' | 'fr' | 'he', error: unknown) => {
    await i18n.changeLanguage(lng);
    return refusalText(error, i18n.t);
  };

  it('keeps "Please select valid dates" and says which rule the stay dates broke, in each language', async () => {
    const tooShort = invalidDates({ reason: 'minimumNights', limit: 2 });
    expect(await text('en', tooShort)).toBe('Please select valid dates. This stay needs at least 2 nights.');
    expect(await text('fr', tooShort)).toContain('Ce séjour demande au moins 2 nuits.');
    expect(await text('he', tooShort)).toContain('לפחות 2 לילות');
    expect(await text('en', invalidDates({ reason: 'order' }))).toBe(
      'Please select valid dates. Check-out must be after check-in.',
    );
    expect(await text('en', invalidDates({ reason: 'past' }))).toBe(
      'Please select valid dates. Check-in cannot be in the past.',
    );
    expect(await text('en', invalidDates({ reason: 'maximumNights', limit: 60 }))).toBe(
      'Please select valid dates. A stay can be booked for 60 nights at most.',
    );
    expect(await text('en', invalidDates({ reason: 'tooFarAhead', limit: 540 }))).toBe(
      'Please select valid dates. Stays can be booked up to 540 days ahead.',
    );
  });

  it('says only the message when the server gave no reason, and other refusals as before', async () => {
    expect(await text('en', invalidDates())).toBe('Please select valid dates');
    expect(await text('en', invalidDates({ reason: 'dates' }))).toBe('Please select valid dates');
    expect(await text('en', refused(409, 'booking_unavailable'))).toBe(MESSAGES.bookingUnavailable);
  });
});
