import { beforeAll, describe, expect, it } from 'vitest';
import type { RideRefusal } from '@orchim/shared/transport';
import type { i18n as I18n } from 'i18next';
import { SHABBOS_REFUSAL } from '../../../test/transport-fixtures';
import { ApiError } from '@/lib/api';
import { setupI18n } from '../../../test/i18n';
import { rideRefusalField, rideRefusalText } from './ride-refusal';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n('en');
});

/** Intl's narrow no-break space before AM/PM reads as a space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

async function textIn(
  lng: 'en' | 'fr' | 'he',
  error: unknown,
  serviceHours?: { start: string; end: string },
) {
  await i18n.changeLanguage(lng);
  return plain(rideRefusalText(error, { t: i18n.t, lng, ...(serviceHours ? { serviceHours } : {}) }));
}

/** A 400 of the ride rules as apiFetch throws it: the code, message and fields, and the whole body. */
const refused = (body: RideRefusal) =>
  new ApiError(400, body.code, body.message, body.fields, undefined, body);
const refusal = (code: string, extra: object = {}) =>
  refused({ code, message: `server says ${code}`, ...extra });

describe('rideRefusalText', () => {
  it('words the Shabbos refusal with the window’s name and New York times, in each language', async () => {
    const error = refused(SHABBOS_REFUSAL);
    expect(await textIn('en', error)).toBe(
      'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Shabbos begins at candle lighting (Friday 4:12 PM) and ends at havdalah (Saturday 5:19 PM). Please choose another time.',
    );
    const french = await textIn('fr', error);
    expect(french).toContain('Chabbat commence');
    expect(french).toContain('(vendredi 16:12)');
    expect(french).toContain('(samedi 17:19)');
    const hebrew = await textIn('he', error);
    // Worded so that it agrees with any window's name, feminine (שבת) or masculine (יום טוב).
    expect(hebrew).toContain('שבת בקראון הייטס: מהדלקת הנרות');
    expect(hebrew).toContain('16:12');
    expect(hebrew).toContain('יום שישי');
    expect(hebrew).toContain('17:19');
  });

  it('says when a ride that starts before candle lighting would end, and the latest pickup that works', async () => {
    // The Friday 3:45 PM airport pickup, a 45-minute trip, candles at 4:12 PM.
    const error = refused({
      ...SHABBOS_REFUSAL,
      rideEnd: '2026-12-04T21:30:00.000Z',
      latestPickup: '2026-12-04T20:25:00.000Z',
    });
    expect(await textIn('en', error)).toBe(
      'Rides do not run on Shabbos or Yom Tov. In Crown Heights, Shabbos begins at candle lighting (Friday 4:12 PM) and ends at havdalah (Saturday 5:19 PM). Please choose another time. This ride would end about Friday 4:30 PM. The latest pickup that day that ends in time is Friday 3:25 PM.',
    );
    expect(await textIn('fr', error)).toContain('Ce trajet se terminerait vers vendredi 16:30.');
    expect(await textIn('fr', error)).toContain('est vendredi 15:25.');
    expect(await textIn('he', error)).toContain('16:30');
    expect(await textIn('he', error)).toContain('15:25');
    // Without a pickup that works that day, only the end.
    const noLater = refused({ ...SHABBOS_REFUSAL, rideEnd: '2026-12-04T21:30:00.000Z' });
    expect(await textIn('en', noLater)).toMatch(
      /Please choose another time\. This ride would end about Friday 4:30 PM\.$/,
    );
  });

  it('names a Yom Tov by its own name', async () => {
    const error = refused({
      ...SHABBOS_REFUSAL,
      window: {
        ...SHABBOS_REFUSAL.window!,
        kinds: ['yom_tov'],
        name: { en: 'Rosh Hashana 5787', fr: 'Roch Hachana 5787', he: 'ראש השנה תשפ״ז' },
      },
    });
    expect(await textIn('en', error)).toContain('In Crown Heights, Rosh Hashana 5787 begins');
    expect(await textIn('he', error)).toContain('ראש השנה תשפ״ז');
  });

  it('words the service hours from the refusal, else from the service', async () => {
    const withHours = refusal('outside_service_hours', { serviceHours: { start: '05:00', end: '01:00' } });
    expect(await textIn('en', withHours)).toBe(
      'This service runs from 5:00 AM to 1:00 AM. Please choose a time within those hours.',
    );
    expect(await textIn('fr', withHours)).toContain('de 05:00 à 01:00');
    const bare = new ApiError(400, 'outside_service_hours', 'server says so');
    expect(await textIn('en', bare, { start: '08:00', end: '23:00' })).toContain('from 8:00 AM to 11:00 PM');
  });

  it('says too much luggage, and product §8 for the shared refusals', async () => {
    expect(await textIn('en', refusal('too_much_luggage'))).toBe('Too much luggage for this vehicle');
    expect(await textIn('he', refusal('too_much_luggage'))).toBe('יותר מדי מזוודות לרכב הזה');
    expect(await textIn('en', refusal('invalid_dates'))).toBe('Please select valid dates');
    expect(await textIn('en', refusal('too_many_guests'))).toBe('Too many guests for this accommodation');
    expect(await textIn('en', new ApiError(0, 'network', 'offline'))).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('falls back to the server’s words for a Shabbos refusal without its window', async () => {
    const error = new ApiError(400, 'shabbos_or_yom_tov', SHABBOS_REFUSAL.message);
    expect(await textIn('he', error)).toBe(plain(SHABBOS_REFUSAL.message));
  });
});

describe('rideRefusalField', () => {
  it('points at the field the refusal is about', () => {
    expect(rideRefusalField(refusal('invalid_dates'))).toBe('date');
    expect(rideRefusalField(refusal('outside_service_hours'))).toBe('time');
    expect(rideRefusalField(refusal('shabbos_or_yom_tov'))).toBe('time');
    expect(rideRefusalField(refusal('too_many_guests'))).toBe('numberOfGuests');
    expect(rideRefusalField(refusal('too_much_luggage'))).toBe('luggage');
    expect(rideRefusalField(new ApiError(500, 'internal_error', 'boom'))).toBeNull();
    expect(rideRefusalField(new Error('boom'))).toBeNull();
  });
});
