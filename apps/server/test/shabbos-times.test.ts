import { shabbosTimesSchema, type ShabbosTimes } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeShabbosTimes, createShabbosTimes, saturdayOf } from '../src/lib/shabbos-times';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

/** Minutes between an ISO instant and a wall-clock time in New York, e.g. '2024-10-25 17:42'. */
function minutesFrom(iso: string, newYorkWallClock: string): number {
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
  const asUtc = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`);
  return Math.abs(asUtc(local) - asUtc(newYorkWallClock)) / 60_000;
}

const clock = testClock('2024-10-23T16:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

async function get(query = ''): Promise<ShabbosTimes> {
  const response = await app.inject({
    method: 'GET',
    url: `/rest/v1/shabbos-times${query}`,
    headers: { apikey: await apiKey() },
  });
  expect(response.statusCode).toBe(200);
  return shabbosTimesSchema.parse(response.json());
}

describe('Shabbos times in Crown Heights', () => {
  // Published New York times (hebcal.com / chabad.org for Brooklyn), ±2 minutes for the few
  // hundred metres between their reference point and Crown Heights and for rounding.
  it.each([
    // Bereshit; sunset Fri 25 Oct 2024 in New York is 6:00 pm EDT.
    ['2024-10-26', '2024-10-25 17:42', '2024-10-26 18:40', 'Bereshit'],
    // Miketz, Shabbos Chanukah; sunset Fri 27 Dec 2024 is 4:35 pm EST.
    ['2024-12-28', '2024-12-27 16:17', '2024-12-28 17:22', 'Miketz'],
    // Beha'alotcha; the longest days: sunset Fri 21 Jun 2024 is 8:31 pm EDT.
    ['2024-06-22', '2024-06-21 20:12', '2024-06-22 21:21', 'Beha’alotcha'],
  ])('Shabbos %s: candles %s, havdalah %s, parsha %s', async (date, candles, havdalah, parsha) => {
    const times = await get(`?date=${date}`);
    expect(times.saturday).toBe(date);
    expect(minutesFrom(times.candleLighting, candles)).toBeLessThanOrEqual(2);
    expect(minutesFrom(times.havdalah, havdalah)).toBeLessThanOrEqual(2);
    expect(times.parsha?.en).toBe(parsha);
  });

  it('lights candles 18 minutes before sunset and ends Shabbos about 40 minutes after it (8.5°)', () => {
    const times = computeShabbosTimes('2024-10-26');
    const sunsetFriday = Date.parse('2024-10-25T22:00:00Z');
    expect((sunsetFriday - Date.parse(times.candleLighting)) / 60_000).toBeCloseTo(18, -0.5);
    const sunsetSaturday = Date.parse('2024-10-26T21:59:00Z');
    const afterSunset = (Date.parse(times.havdalah) - sunsetSaturday) / 60_000;
    expect(afterSunset).toBeGreaterThan(35);
    expect(afterSunset).toBeLessThan(50);
  });

  it('names the parsha, Hebrew date and holidays in English, French and Hebrew', async () => {
    const bereshit = await get('?date=2024-10-26');
    expect(bereshit.parsha).toEqual({ en: 'Bereshit', fr: 'Béréchit', he: 'בראשית' });
    expect(bereshit.hebrewDate).toEqual({
      en: '24 Tishrei 5785',
      fr: '24 Tichri 5785',
      he: 'כ״ד תשרי תשפ״ה',
    });
    expect(bereshit.holidays).toEqual([]);

    const chanukah = await get('?date=2024-12-28');
    expect(chanukah.holidays).toEqual([
      { en: 'Chanukah: 4 Candles', fr: '’Hanouka : 4 bougies', he: expect.stringContaining('חנוכה') },
    ]);

    const hagadol = await get('?date=2024-04-20');
    expect(hagadol.parsha?.en).toBe('Metzora');
    expect(hagadol.holidays).toContainEqual({
      en: 'Shabbat HaGadol',
      fr: 'Chabbat Hagadol',
      he: expect.stringContaining('הגדול'),
    });
  });

  it('joins double parshiyot', async () => {
    const times = await get('?date=2023-03-18');
    expect(times.parsha).toEqual({ en: 'Vayakhel-Pekudei', fr: 'Vayakhel-Pekoudé', he: 'ויקהל־פקודי' });
  });

  it('gives the Yom Tov instead of a parsha when none is read', async () => {
    const times = await get('?date=2025-04-19');
    expect(times.parsha).toMatchObject({ en: 'Pesach VII', fr: 'Pessa’h VII' });
    expect(times.holidays).toEqual([]);
  });

  it.each([
    ['2024-10-20', '2024-10-26'], // Sunday
    ['2024-10-23', '2024-10-26'], // Wednesday
    ['2024-10-25', '2024-10-26'], // Friday
    ['2024-10-26', '2024-10-26'], // Saturday: that Shabbos
    ['2024-10-27', '2024-11-02'], // the next Sunday: next week
  ])('takes the Shabbos of the week of %s', (date, saturday) => {
    expect(saturdayOf(date)).toBe(saturday);
  });

  it('defaults to the coming Shabbos in New York, moving to next week after havdalah', async () => {
    clock.set('2024-10-23T16:00:00Z'); // Wednesday
    expect((await get()).saturday).toBe('2024-10-26');
    clock.set('2024-10-26T22:30:00Z'); // Saturday 6:30 pm EDT, before havdalah (6:40 pm)
    expect((await get()).saturday).toBe('2024-10-26');
    clock.set('2024-10-26T22:45:00Z'); // 6:45 pm EDT, after havdalah
    expect((await get()).saturday).toBe('2024-11-02');
    clock.set('2024-10-27T03:30:00Z'); // Saturday 11:30 pm EDT: already Sunday in UTC
    expect((await get()).saturday).toBe('2024-11-02');
    clock.set('2024-10-26T03:30:00Z'); // Friday 11:30 pm EDT: Saturday in UTC, still this Shabbos
    expect((await get()).saturday).toBe('2024-10-26');
  });

  it('does not depend on the server time zone', () => {
    const original = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      const utc = computeShabbosTimes('2024-10-26');
      process.env.TZ = 'Pacific/Kiritimati'; // UTC+14
      expect(computeShabbosTimes('2024-10-26')).toEqual(utc);
      process.env.TZ = 'Pacific/Pago_Pago'; // UTC-11
      expect(computeShabbosTimes('2024-10-26')).toEqual(utc);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('caches each Shabbos', () => {
    const times = createShabbosTimes(() => new Date());
    expect(times.forDate('2024-10-22')).toBe(times.forDate('2024-10-24'));
  });

  it.each(['2024-13-01', '26-10-2024', 'tomorrow', '1776-07-04'])('refuses date=%s', async (date) => {
    const response = await app.inject({
      method: 'GET',
      url: `/rest/v1/shabbos-times?date=${date}`,
      headers: { apikey: await apiKey() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { date: expect.any(String) },
    });
  });

  it('needs the API key', async () => {
    const response = await app.inject({ method: 'GET', url: '/rest/v1/shabbos-times' });
    expect(response.statusCode).toBe(401);
  });
});
