import { describe, expect, it } from 'vitest';
import { STAY_STEP_SCHEMAS } from '@orchim/shared/host';
import { checkFiles, looksLikePhoto } from '../photos/photo-checks';
import { reordered } from '../photos/photo-manager';
import { blockOf, pickNight, type CalendarEntry } from './availability/night-dates';
import { centsToDollars, dollarsToCents } from './money-input';
import { nextScreen, openingScreen, previousScreen, reachableSteps } from './steps';
import { stepFormSchema } from './step-values';
import { fileOf, hostImages, hostStay } from './test-fixtures';

describe('dollars typed, cents sent', () => {
  it.each([
    ['150', 15_000],
    [' 150.5 ', 15_050],
    ['149.99', 14_999],
    ['$1,200', 120_000],
    ['1,200.50', 120_050],
    ['150,50', 15_050],
    ['1.200,50', 120_050],
    ['0', 0],
  ])('%j is %i cents', (text, cents) => expect(dollarsToCents(text)).toBe(cents));

  it.each(['', 'abc', '1.234', '-5', '12e3', '1,2,3'])('%j is not an amount', (text) =>
    expect(dollarsToCents(text)).toBeNaN(),
  );

  it('writes cents back as the host would type them', () => {
    expect(centsToDollars(15_000)).toBe('150');
    expect(centsToDollars(15_005)).toBe('150.05');
    expect(centsToDollars(99)).toBe('0.99');
  });

  it("checks the price with the server's own schema, after turning it into cents", () => {
    const form = {
      pricePerNightCents: '0.50',
      cleaningFeeCents: '',
      minimumNights: '1',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      cancellationPolicy: 'moderate',
    };
    const result = stepFormSchema('pricing').safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['pricePerNightCents']);
    expect(
      STAY_STEP_SCHEMAS.pricing.safeParse({
        ...form,
        pricePerNightCents: 50,
        cleaningFeeCents: 0,
        minimumNights: 1,
      }).success,
    ).toBe(false);
    expect(stepFormSchema('pricing').parse({ ...form, pricePerNightCents: '1' })).toMatchObject({
      pricePerNightCents: 100,
      cleaningFeeCents: 0,
    });
  });
});

describe("the browser's photo checks", () => {
  const MB = 1024 * 1024;
  it('knows a photo by its name and type', () => {
    expect(looksLikePhoto(fileOf('a.JPG', 'image/jpeg'))).toBe(true);
    expect(looksLikePhoto(fileOf('a.webp', ''))).toBe(true);
    expect(looksLikePhoto(fileOf('a.jpg', 'text/html'))).toBe(false);
    expect(looksLikePhoto(fileOf('a.svg', 'image/svg+xml'))).toBe(false);
    expect(looksLikePhoto(fileOf('photo', 'image/png'))).toBe(false);
  });

  it("allows 5 MB exactly, and counts the listing's photos towards 10", () => {
    const checks = checkFiles(
      [
        fileOf('a.png', 'image/png', 5 * MB),
        fileOf('b.png', 'image/png', 5 * MB + 1),
        fileOf('c.png', 'image/png'),
        fileOf('d.png', 'image/png'),
      ],
      8,
    );
    expect(checks.map((check) => check.refusal)).toEqual([null, 'file_too_large', null, 'too_many_images']);
  });
});

describe('reordering photos', () => {
  const [a, b, c] = hostImages(3);
  it('moves one place, or to the front as the cover, and stays put at either end', () => {
    expect(reordered([a!, b!, c!], 0, 'later').map((image) => image.alt)).toEqual([
      'Photo 2',
      'Photo 1',
      'Photo 3',
    ]);
    expect(reordered([a!, b!, c!], 2, 'earlier').map((image) => image.alt)).toEqual([
      'Photo 1',
      'Photo 3',
      'Photo 2',
    ]);
    expect(reordered([a!, b!, c!], 2, 'cover').map((image) => image.alt)).toEqual([
      'Photo 3',
      'Photo 1',
      'Photo 2',
    ]);
    expect(reordered([a!, b!, c!], 0, 'earlier').map((image) => image.alt)).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
    ]);
    expect(reordered([a!, b!, c!], 2, 'later').map((image) => image.alt)).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
    ]);
  });
});

describe('choosing nights to block', () => {
  const taken: CalendarEntry[] = [
    {
      id: '1',
      kind: 'booked',
      start: '2026-12-10',
      end: '2026-12-12',
      reference: 'ORC-1',
      guestName: 'Chana',
    },
  ];
  it('picks a first night, then a last one on or after it', () => {
    const first = pickNight('2026-12-01', { first: '', last: '' }, taken);
    expect(first).toEqual({ first: '2026-12-01', last: '' });
    expect(pickNight('2026-12-03', first, taken)).toEqual({ first: '2026-12-01', last: '2026-12-03' });
    expect(pickNight('2026-12-01', first, taken)).toEqual({ first: '2026-12-01', last: '2026-12-01' });
  });

  it('starts again from an earlier night, after a full choice, or across a booking', () => {
    expect(pickNight('2026-11-30', { first: '2026-12-01', last: '' }, taken)).toEqual({
      first: '2026-11-30',
      last: '',
    });
    expect(pickNight('2026-12-05', { first: '2026-12-01', last: '2026-12-03' }, taken)).toEqual({
      first: '2026-12-05',
      last: '',
    });
    expect(pickNight('2026-12-14', { first: '2026-12-08', last: '' }, taken)).toEqual({
      first: '2026-12-14',
      last: '',
    });
    // The booking's check-out morning is free: a block may start on it.
    expect(pickNight('2026-12-13', { first: '2026-12-12', last: '' }, taken)).toEqual({
      first: '2026-12-12',
      last: '2026-12-13',
    });
  });

  it('sends a block as its first night and the morning after its last', () => {
    expect(blockOf({ first: '2026-12-30', last: '2027-01-01' })).toEqual({
      start: '2026-12-30',
      end: '2027-01-02',
    });
    expect(blockOf({ first: '2026-12-30', last: '' })).toEqual({ start: '2026-12-30', end: '2026-12-31' });
  });
});

describe('the screens of the form', () => {
  it('go in the order of the steps, then the review', () => {
    expect(nextScreen('basics')).toBe('location');
    expect(nextScreen('availability')).toBe('review');
    expect(previousScreen('review')).toBe('availability');
    expect(previousScreen('basics')).toBeNull();
  });

  it('open where the host left off, or on the screen asked for', () => {
    expect(openingScreen(null, 'pricing')).toBe('basics');
    expect(openingScreen(hostStay({ setupSteps: ['basics', 'location'] }), null)).toBe('rooms');
    expect(openingScreen(hostStay({ setupSteps: ['basics'] }), 'photos')).toBe('photos');
    expect(openingScreen(hostStay({ setupSteps: ['basics'] }), 'nonsense')).toBe('location');
    const all = hostStay({
      setupSteps: [
        'basics',
        'location',
        'rooms',
        'pricing',
        'amenities',
        'jewish',
        'rules',
        'photos',
        'availability',
      ],
    });
    expect(openingScreen(all, null)).toBe('review');
  });

  it('let the host jump to the saved steps, the next one and the review', () => {
    expect([...reachableSteps(null)]).toEqual(['basics']);
    expect([...reachableSteps(hostStay({ setupSteps: ['basics', 'rooms'] }))].sort()).toEqual(
      ['basics', 'location', 'review', 'rooms'].sort(),
    );
  });
});
