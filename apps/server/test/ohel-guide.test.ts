import { OHEL_ADDRESS, ohelGuideSchema, type OhelGuide } from '@orchim/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busiestOhelDays } from '../src/rest/ohel/guide';
import { apiKey, createTestApp, testClock } from './helpers/test-app';

// 1 March 2026, 10:00 in New York: Yud Shevat (28 January) has passed, Gimmel Tammuz (18 June) has not.
const clock = testClock('2026-03-01T15:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(() => app.close());

async function getGuide(query = '') {
  return app.inject({
    method: 'GET',
    url: `/rest/v1/ohel-guide${query}`,
    headers: { apikey: await apiKey() },
  });
}

async function guide(query = ''): Promise<OhelGuide> {
  const response = await getGuide(query);
  expect(response.statusCode).toBe(200);
  return ohelGuideSchema.parse(response.json());
}

const day = (answer: OhelGuide, key: string) => answer.busiestDays.find((busy) => busy.key === key);

describe('GET /rest/v1/ohel-guide', () => {
  it('gives the address and the busiest days of this civil year, with the next one once passed', async () => {
    const response = await getGuide();
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const answer = ohelGuideSchema.parse(response.json());
    expect(answer.address).toBe(OHEL_ADDRESS);
    expect(answer.address).toContain('226-20 Francis Lewis Blvd, Cambria Heights');
    expect(answer.busiestDays).toEqual([
      {
        key: 'gimmel_tammuz',
        date: '2026-06-18',
        hebrewDate: '3 Tammuz 5786',
        passed: false,
        nextDate: null,
      },
      {
        key: 'yud_shevat',
        date: '2026-01-28',
        hebrewDate: '10 Shevat 5786',
        passed: true,
        nextDate: '2027-01-18',
      },
    ]);
  });

  it('writes the Hebrew dates in French and in Hebrew', async () => {
    const french = await guide('?lang=fr');
    expect(day(french, 'gimmel_tammuz')?.hebrewDate).toBe('3 Tamouz 5786');
    expect(day(french, 'yud_shevat')?.hebrewDate).toBe('10 Chevat 5786');
    const hebrew = await guide('?lang=he');
    expect(day(hebrew, 'gimmel_tammuz')?.hebrewDate).toBe('ג׳ תמוז תשפ״ו');
    expect(day(hebrew, 'yud_shevat')?.hebrewDate).toBe('י׳ שבט תשפ״ו');
  });

  it('follows the clock in New York: the day itself is not passed, the day after is', async () => {
    try {
      // 28 January 2026, 23:30 in New York (04:30 UTC on the 29th): still Yud Shevat there.
      clock.set('2026-01-29T04:30:00Z');
      expect(day(await guide(), 'yud_shevat')).toMatchObject({ passed: false, nextDate: null });
      clock.set('2026-01-29T05:30:00Z');
      expect(day(await guide(), 'yud_shevat')).toMatchObject({ passed: true, nextDate: '2027-01-18' });
      // Late December: both passed, both point to next year.
      clock.set('2026-12-20T15:00:00Z');
      expect((await guide()).busiestDays.map((busy) => busy.nextDate)).toEqual(['2027-07-08', '2027-01-18']);
    } finally {
      clock.set('2026-03-01T15:00:00Z');
    }
  });

  it('finds the dates of other years and leap years (Adar II does not move Tammuz or Shevat)', () => {
    // 5784 was a leap year: Yud Shevat 20 January 2024, Gimmel Tammuz 9 July 2024.
    expect(busiestOhelDays('2024-01-01', 'en').map((busy) => busy.date)).toEqual([
      '2024-07-09',
      '2024-01-20',
    ]);
    expect(busiestOhelDays('2027-01-01', 'en').map((busy) => busy.date)).toEqual([
      '2027-07-08',
      '2027-01-18',
    ]);
  });

  it('refuses an unknown language with a code and a message', async () => {
    const response = await getGuide('?lang=de');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string }>();
    expect(body.code).toEqual(expect.any(String));
    expect(body.message).toEqual(expect.any(String));
  });

  it('needs the API key, as every /rest route', async () => {
    const response = await app.inject({ method: 'GET', url: '/rest/v1/ohel-guide' });
    expect(response.statusCode).toBe(401);
  });
});
