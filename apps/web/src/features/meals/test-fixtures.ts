/**
 * Test data for the meals pages: holy days, meal offers, sittings and quotes as the API describes them
 * (fixed dates: the pages take the server's word for which days are bookable). The fetch stub is the
 * bookings tests' (apps/web/test/fixtures.ts).
 */
import type {
  HolyDayInfo,
  MealDetail,
  MealListResult,
  MealQuote,
  MealSitting,
  MealSummary,
} from '@orchim/shared/meals';

/** The family's block on a public map: between Sterling Place and St Johns Place, Brooklyn and Kingston Avenues. */
const STERLING_PLACE_BLOCK = {
  latitude: 40.67185,
  longitude: -73.9434,
  south: 40.6714,
  west: -73.9446,
  north: 40.6723,
  east: -73.9422,
};

export const MEAL_ID = '3c1f5e2a-8b7d-4e6f-9a0b-1c2d3e4f5a6b';

/** Shabbos Vayeshev: candles on Friday 4 December 2026 at 4:10 PM in New York. */
export const VAYESHEV: HolyDayInfo = {
  date: '2026-12-05',
  kinds: ['shabbos'],
  names: { en: 'Vayeshev', fr: 'Vayéchev', he: 'וישב' },
  hebrewDate: { en: '25 Kislev 5787', fr: '25 Kislev 5787', he: 'כ״ה כסלו תשפ״ז' },
  candleLighting: '2026-12-04T21:10:00.000Z',
  candlesAfterNightfall: false,
  havdalah: '2026-12-05T22:13:00.000Z',
};

/** Shabbos Miketz, a week later. */
export const MIKETZ: HolyDayInfo = {
  date: '2026-12-12',
  kinds: ['shabbos'],
  names: { en: 'Miketz', fr: 'Mikets', he: 'מקץ' },
  hebrewDate: { en: '2 Tevet 5787', fr: '2 Tévet 5787', he: 'ב׳ טבת תשפ״ז' },
  candleLighting: '2026-12-11T21:10:00.000Z',
  candlesAfterNightfall: false,
  havdalah: '2026-12-12T22:14:00.000Z',
};

/** The second day of Pesach: candles from an existing flame after nightfall. */
export const PESACH_II: HolyDayInfo = {
  date: '2027-04-23',
  kinds: ['yom_tov'],
  names: { en: 'Pesach II', fr: 'Pessa’h II', he: 'פסח ב׳' },
  hebrewDate: { en: '16 Nisan 5787', fr: '16 Nissan 5787', he: 'ט״ז ניסן תשפ״ז' },
  candleLighting: '2027-04-23T00:21:00.000Z',
  candlesAfterNightfall: true,
  havdalah: '2027-04-24T00:22:00.000Z',
};

let serial = 0;

export function mealSummary(overrides: Partial<MealSummary> = {}): MealSummary {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    title: `Friday night on Sterling Place ${serial}`,
    area: 'Sterling Place',
    familyName: 'Gurary',
    mealTypes: ['friday_night', 'shabbos_lunch'],
    pricePerGuestCents: 36_00,
    currency: 'USD',
    seatsPerMeal: 8,
    kosherStandard: 'chabad',
    dietaryOptions: ['vegetarian'],
    tableLanguages: ['en', 'he'],
    childrenWelcome: true,
    walkMinutesTo770: 6,
    block: STERLING_PLACE_BLOCK,
    ratingAverage: 4.8,
    reviewCount: 12,
    cover: { src: '/images/meals/shabbos-table.svg', width: 1200, height: 800, alt: '' },
    nextSitting: { date: VAYESHEV.date, mealType: 'friday_night', seatsLeft: 3, holyDay: VAYESHEV },
    ...overrides,
  };
}

export function mealList(overrides: Partial<MealListResult> = {}): MealListResult {
  const items = overrides.items ?? Array.from({ length: 12 }, () => mealSummary());
  return { items, page: 1, pageSize: 12, total: items.length, hasMore: false, ...overrides };
}

export function mealDetail(overrides: Partial<MealDetail> = {}): MealDetail {
  return {
    id: MEAL_ID,
    title: 'Friday night and Shabbos lunch with the Gurarys',
    area: 'Sterling Place',
    familyName: 'Gurary',
    mealTypes: ['friday_night', 'shabbos_lunch'],
    pricePerGuestCents: 36_00,
    currency: 'USD',
    seatsPerMeal: 8,
    kosherStandard: 'chabad',
    dietaryOptions: ['vegetarian', 'nut_free'],
    tableLanguages: ['en', 'yi'],
    childrenWelcome: true,
    walkMinutesTo770: 6,
    block: STERLING_PLACE_BLOCK,
    ratingAverage: 4.8,
    reviewCount: 12,
    familyDescription: 'Mendel and Chaya Gurary have hosted guests for twenty years.',
    description: 'Kiddush, challah, fish, soup and a farbrengen that runs late.',
    accessibility: ['ground_floor'],
    offeredFrom: '2026-09-01',
    offeredUntil: null,
    images: [
      { src: '/images/meals/shabbos-table.svg', width: 1200, height: 800, alt: 'The table set for Shabbos' },
      { src: '/images/meals/challah.svg', width: 1200, height: 800, alt: '' },
    ],
    host: { firstName: 'Chaya', memberSince: '2024-03-01T00:00:00.000Z' },
    status: 'published',
    ...overrides,
  };
}

export function sitting(
  day: HolyDayInfo,
  mealType: MealSitting['mealType'],
  seatsLeft: number,
  seats = 8,
): MealSitting {
  return { date: day.date, holyDay: day, mealType, seats, seatsLeft, bookableUntil: day.candleLighting };
}

/** Vayeshev: Friday night with 3 seats left, lunch full; Miketz: both with room. */
export const SITTINGS: MealSitting[] = [
  sitting(VAYESHEV, 'friday_night', 3),
  sitting(VAYESHEV, 'shabbos_lunch', 0),
  sitting(MIKETZ, 'friday_night', 8),
  sitting(MIKETZ, 'shabbos_lunch', 6),
];

export function mealQuote(guests: number, overrides: Partial<MealQuote> = {}): MealQuote {
  const pricePerGuestCents = overrides.pricePerGuestCents ?? 36_00;
  return {
    guests,
    pricePerGuestCents,
    totalCents: guests * pricePerGuestCents,
    currency: 'USD',
    seatsLeft: 3,
    available: guests <= 3,
    ...overrides,
  };
}
