import {
  addDays,
  DEFAULT_STAY_CANCELLATION_POLICY,
  distanceMeters,
  nightsBetween,
  refundCents,
  refundPercent,
  STAY_CURRENCY,
  stayPrice,
  todayInNewYork,
  walkingMinutesTo770,
} from '@orchim/shared';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { refreshStayRatings } from '../repositories/stay-ratings';
import { bookings, reviews, stayImages, stayReservations, stays, users } from '../schema';
import {
  bookingPerson,
  DAY_MS,
  daysAgo,
  DEMO_GUEST_EMAIL,
  type DemoAccount,
  type DemoBooker,
  demoImageRows,
  inFolder,
  demoReviewRow,
  ensureDemoAccounts,
  idOf,
  type Interval,
  latestFreeRange,
  overlaps,
  referenceMaker,
  saveEach,
  savedId,
  seededRandom,
} from './demo-kit';
import {
  DEMO_STAY_GUESTS,
  DEMO_STAY_HOSTS,
  DEMO_STAYS,
  type DemoGuestKey,
  type DemoStay,
} from './demo-stays-data';
import { stayStartsAt } from '../../domain/bookings/starts-at';
import type { Seeder } from './seeder';

/**
 * The demo stays (issue 4): six more host families and ten visitors, 25 published listings across
 * Crown Heights (plus a draft and a suspended one, which must stay hidden), their images, reviews (each
 * of a past stay of its author there: decision 022), bookings and blocked dates. Dates are planned relative to New York's today when the seeder runs, and
 * every choice comes from a seeded generator, so each fresh install looks the same on its first day.
 * Bookings and blocks stay within BOOKED_HORIZON_DAYS: the end-to-end tests book dates further ahead.
 */

export const BOOKED_HORIZON_DAYS = 110;

/** Where the listings' mikvah walking minutes are counted to (demo data: a point on Union Street near Albany). */
const MIKVAH = { latitude: 40.66795, longitude: -73.9383 };

/** Every account this seeder makes (when the address is free). */
export const DEMO_STAY_ACCOUNTS: readonly DemoAccount[] = [
  ...Object.values(DEMO_STAY_HOSTS).map((person) => ({ ...person, role: 'host' as const })),
  ...Object.values(DEMO_STAY_GUESTS).map((person) => ({ ...person, role: 'guest' as const })),
];

/** Walking minutes to the mikvah, the way walkingMinutesTo770 counts them. */
export function mikvahWalkMinutes(point: { latitude: number; longitude: number }): number {
  return Math.max(1, Math.round((distanceMeters(point, MIKVAH) * 1.3) / 80));
}

/** A guest of a planned booking: one of the seeded visitors, or the demo guest account. */
export type PlannedGuest = DemoBooker;

export interface PlannedBooking {
  stayKey: string;
  guest: PlannedGuest;
  checkIn: string;
  checkOut: string;
  numberOfGuests: number;
  specialRequests: string;
  status: 'confirmed' | 'cancelled';
  reference: string;
  /** Days before the seeder runs. */
  createdDaysAgo: number;
  cancelledDaysAgo: number | null;
  /** The stay's review (its index in the stay's reviews) that is of this booking, if any. */
  reviewIndex: number | null;
}

export interface PlannedBlock {
  stayKey: string;
  start: string;
  end: string;
}

export interface DemoPlan {
  bookings: PlannedBooking[];
  blocks: PlannedBlock[];
  /** Per stay key, the review dates as days before the seeder runs (same order as the stay's reviews). */
  reviewDaysAgo: Record<string, number[]>;
}

/** Nights blocked by the host, as days from today: [from, to). */
const HOST_BLOCKS: readonly { stayKey: string; from: number; to: number }[] = [
  { stayKey: 'crown-house', from: 30, to: 37 },
  { stayKey: 'midwood-house', from: 58, to: 65 },
  { stayKey: 'sterling-pl-garden', from: 10, to: 14 },
  { stayKey: 'park-duplex', from: 75, to: 80 },
  { stayKey: 'st-johns-room', from: 5, to: 9 },
  { stayKey: 'president-garden', from: -12, to: -6 },
];

/** The demo guest's own bookings, so "My bookings" has something to show: one past, two ahead. */
const DEMO_GUEST_BOOKINGS: readonly { stayKey: string; from: number; nights: number; guests: number }[] = [
  { stayKey: 'president-garden', from: -40, nights: 3, guests: 4 },
  { stayKey: 'lincoln-parlour', from: 18, nights: 3, guests: 3 },
  { stayKey: 'parkway-view', from: 45, nights: 4, guests: 5 },
];

/** How long ago the index-th demo listing was made: the first two years ago, the last over a year ago. */
export const stayAgeDays = (index: number) => 730 - index * 11;

/** Published stays without any booking or block ahead (only their reviewers' past stays): a fresh calendar. */
const NEVER_BOOKED = new Set(['schenectady-three', 'park-pl-desk']);

/** What visitors wrote in the form, in their own language. */
const SPECIAL_REQUESTS = {
  en: [
    'We land at JFK on Thursday evening, so we will arrive around 10 pm.',
    'We arrive on Friday around noon, well before Shabbos.',
    'We are coming for a family bar mitzvah at 770.',
  ],
  fr: ['Nous arriverons jeudi soir, vers 22 h. Merci !', 'Nous venons pour un mariage dans la famille.'],
  he: ['נגיע ביום חמישי בלילה. תודה רבה!', 'אנחנו באים לשבת חתן של בן דוד.'],
} as const;
const LANGUAGE_OF: Partial<Record<PlannedGuest, keyof typeof SPECIAL_REQUESTS>> = {
  miriam: 'fr',
  yehuda: 'fr',
  shira: 'he',
  avraham: 'he',
};

/**
 * Plans the bookings, blocks and review dates relative to `today` (YYYY-MM-DD, New York). Pure and
 * deterministic: the same `today` always gives the same plan, with no two ranges of a stay overlapping
 * and no guest in two places at once.
 */
export function planDemoStays(today: string): DemoPlan {
  const random = seededRandom(770);
  const pick = (n: number) => Math.floor(random() * n);
  const published = DEMO_STAYS.filter((stay) => stay.status === 'published');
  const taken = new Map<string, Interval[]>(published.map((stay) => [stay.key, []]));
  const guestBusy = new Map<PlannedGuest, Interval[]>();
  const reference = referenceMaker(pick);

  const blocks: PlannedBlock[] = HOST_BLOCKS.map((block) => {
    taken.get(block.stayKey)?.push({ start: block.from, end: block.to });
    return { stayKey: block.stayKey, start: addDays(today, block.from), end: addDays(today, block.to) };
  });

  const planned: { stay: DemoStay; guest: PlannedGuest; range: Interval; guests: number }[] = [];
  for (const own of DEMO_GUEST_BOOKINGS) {
    const stay = published.find((candidate) => candidate.key === own.stayKey);
    if (!stay) throw new Error(`no published stay ${own.stayKey}`);
    const range = { start: own.from, end: own.from + own.nights };
    taken.get(stay.key)?.push(range);
    guestBusy.set('demo-guest', [...(guestBusy.get('demo-guest') ?? []), range]);
    planned.push({ stay, guest: 'demo-guest', range, guests: own.guests });
  }

  const visitors = Object.keys(DEMO_STAY_GUESTS) as DemoGuestKey[];
  // Each stay gets one or two visits in the past five months and often one in the coming months, the
  // big houses a little more; a range is placed at random within its window, after the previous one.
  published.forEach((stay, index) => {
    if (NEVER_BOOKED.has(stay.key)) return;
    const big = stay.maxGuests >= 8;
    const windows = [
      { from: -165, to: -1, wanted: 1 + (random() < 0.2 ? 1 : 0) },
      { from: 2, to: BOOKED_HORIZON_DAYS, wanted: random() < 0.4 || big ? 1 : 0 },
    ];
    const busy = taken.get(stay.key) ?? [];
    let made = 0;
    for (const window of windows) {
      let cursor = window.from;
      const step = Math.floor((window.to - window.from) / (window.wanted + 1));
      for (let attempt = 0, placed = 0; placed < window.wanted && attempt < 6; attempt++) {
        const start = cursor + pick(step);
        const nights = Math.max(stay.minimumNights, 2 + pick(4));
        const range = { start, end: start + nights };
        if (range.end > window.to) break;
        cursor = range.end + 1;
        if (busy.some((other) => overlaps(other, range))) continue;
        const first = (index + made * 3) % visitors.length;
        const guest = [...visitors.slice(first), ...visitors.slice(0, first)].find(
          (key) => !(guestBusy.get(key) ?? []).some((other) => overlaps(other, range)),
        );
        if (!guest) continue;
        busy.push(range);
        guestBusy.set(guest, [...(guestBusy.get(guest) ?? []), range]);
        // Big places are booked by big parties.
        const fewest = Math.max(1, Math.ceil(stay.maxGuests / 3));
        planned.push({ stay, guest, range, guests: fewest + pick(stay.maxGuests - fewest + 1) });
        placed++;
        made++;
      }
    }
  });

  let generated = 0;
  const requestOf = (guest: PlannedGuest) => {
    const choices = SPECIAL_REQUESTS[LANGUAGE_OF[guest] ?? 'en'];
    return choices[pick(choices.length)] ?? '';
  };
  // A cancellation, in days ago: no later than today or the day before check-in (`mostRecent`), and no
  // earlier than the day after the booking was made (`earliest`).
  const cancelledBetween = (mostRecent: number, earliest: number) => {
    const from = Math.max(0, mostRecent);
    return from + pick(Math.max(1, earliest - from + 1));
  };
  const bookingPlan = planned.map(({ stay, guest, range, guests }): PlannedBooking => {
    // Past stays were booked a week to two months ahead; coming ones, some time in the last two months.
    const createdDaysAgo = range.start < 0 ? 7 + pick(55) - range.start : 1 + pick(60);
    // A few of the visitors' bookings were cancelled; the demo guest's stand.
    const cancelled = guest !== 'demo-guest' && generated++ % 8 === 5;
    return {
      stayKey: stay.key,
      guest,
      checkIn: addDays(today, range.start),
      checkOut: addDays(today, range.end),
      numberOfGuests: Math.min(guests, stay.maxGuests),
      specialRequests: random() < 0.3 ? requestOf(guest) : '',
      status: cancelled ? 'cancelled' : 'confirmed',
      reference: reference(),
      createdDaysAgo,
      cancelledDaysAgo: cancelled ? cancelledBetween(1 - range.start, createdDaysAgo - 1) : null,
      reviewIndex: null,
    };
  });

  // Reviews over the past eighteen months (and after the listing went up), oldest first.
  const reviewDaysAgo: Record<string, number[]> = {};
  DEMO_STAYS.forEach((stay, index) => {
    const span = Math.min(540, stayAgeDays(index) - 10);
    reviewDaysAgo[stay.key] = stay.reviews.map(() => 3 + pick(span)).sort((a, b) => b - a);
  });

  // Each review is of its author's stay there (decision 022): checked out one to four days before they
  // wrote it, or earlier when those nights were taken or the author was staying elsewhere.
  const reviewed: PlannedBooking[] = DEMO_STAYS.flatMap((stay) =>
    stay.reviews.map((review, index): PlannedBooking => {
      const written = reviewDaysAgo[stay.key]?.[index] ?? 30;
      const nights = Math.max(stay.minimumNights, 2 + pick(3));
      const busy = taken.get(stay.key) ?? [];
      const guestRanges = guestBusy.get(review.by) ?? [];
      const range = latestFreeRange(-(written + 1 + pick(4)), nights, [...busy, ...guestRanges]);
      busy.push(range);
      guestBusy.set(review.by, [...guestRanges, range]);
      return {
        stayKey: stay.key,
        guest: review.by,
        checkIn: addDays(today, range.start),
        checkOut: addDays(today, range.end),
        numberOfGuests: Math.min(stay.maxGuests, 1 + pick(4)),
        specialRequests: '',
        status: 'confirmed',
        reference: reference(),
        createdDaysAgo: 7 + pick(55) - range.start,
        cancelledDaysAgo: null,
        reviewIndex: index,
      };
    }),
  );

  return { bookings: [...bookingPlan, ...reviewed], blocks, reviewDaysAgo };
}

/** The accounts the listings and bookings need, made when missing; answers their ids by email. */
function ensureAccounts(tx: Transaction, now: Date): Promise<Map<string, string>> {
  const hostsAndDemoGuest = [...new Set(DEMO_STAYS.map((stay) => stay.host)), DEMO_GUEST_EMAIL];
  return ensureDemoAccounts(tx, {
    accounts: DEMO_STAY_ACCOUNTS,
    now,
    memberSince: new Date(now.getTime() - (stayAgeDays(0) + 30) * DAY_MS),
    // The demo accounts the listings and bookings belong to were members before their first listing,
    // so a stay's "host since" and the guest's booking history read sensibly.
    backdate: [...DEMO_STAY_ACCOUNTS.map((account) => account.email), ...hostsAndDemoGuest],
    alsoLookUp: hostsAndDemoGuest,
  });
}

export const demoStays: Seeder = {
  name: 'demo-stays',
  async run(tx) {
    const now = new Date();
    const today = todayInNewYork(now);
    const plan = planDemoStays(today);
    const ids = await ensureAccounts(tx, now);

    const [demoGuest] = await tx
      .select({ email: users.email, userMetadata: users.userMetadata })
      .from(users)
      .where(inArray(users.email, [DEMO_GUEST_EMAIL]));

    // Listings, oldest first, so "new" ones are new.
    const stayId = await saveEach(DEMO_STAYS, 'demo stay', (stay, index) => {
      const createdAt = daysAgo(now, stayAgeDays(index), 10);
      return tx
        .insert(stays)
        .values({
          hostId: idOf(ids, stay.host),
          status: stay.status,
          title: stay.en.title,
          area: stay.en.area,
          address: stay.address,
          description: stay.en.description,
          houseRules: stay.en.houseRules,
          translations: { fr: stay.fr, he: stay.he },
          latitude: stay.latitude,
          longitude: stay.longitude,
          walkMinutesTo770: walkingMinutesTo770(stay),
          propertyType: stay.propertyType,
          bedrooms: stay.bedrooms,
          beds: stay.beds,
          baths: stay.baths,
          maxGuests: stay.maxGuests,
          pricePerNightCents: stay.price * 100,
          cleaningFeeCents: stay.cleaningFee * 100,
          currency: STAY_CURRENCY,
          minimumNights: stay.minimumNights,
          checkInTime: stay.checkInTime,
          checkOutTime: stay.checkOutTime,
          cancellationPolicy: stay.cancellationPolicy ?? DEFAULT_STAY_CANCELLATION_POLICY,
          amenities: stay.amenities,
          jewishFeatures: stay.jewishFeatures,
          kosherStandard: stay.kosherStandard,
          mikvahWalkMinutes: stay.nearMikvah ? mikvahWalkMinutes(stay) : null,
          publishedAt: stay.status === 'draft' ? null : new Date(createdAt.getTime() + 2 * DAY_MS),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: stays.id });
    });

    await tx
      .insert(stayImages)
      .values(
        DEMO_STAYS.flatMap((stay) =>
          demoImageRows({ stayId: stayId(stay.key) }, inFolder('stays', stay.images)),
        ),
      );

    // The booking each review is of, by stay key and the review's index.
    const reviewedBookings = new Map<string, string>();
    for (const booking of plan.bookings) {
      const stay = DEMO_STAYS.find((candidate) => candidate.key === booking.stayKey);
      if (!stay) throw new Error(`no demo stay ${booking.stayKey}`);
      const person = bookingPerson(booking.guest, demoGuest?.userMetadata.full_name);
      const guestId = idOf(ids, person.email);
      const price = stayPrice(
        nightsBetween(booking.checkIn, booking.checkOut),
        stay.price * 100,
        stay.cleaningFee * 100,
      );
      const createdAt = daysAgo(now, booking.createdDaysAgo, 9);
      const cancelledAt =
        booking.cancelledDaysAgo === null ? null : daysAgo(now, booking.cancelledDaysAgo, 14);
      const policy = stay.cancellationPolicy ?? DEFAULT_STAY_CANCELLATION_POLICY;
      const startsAt = stayStartsAt(booking.checkIn, stay.checkInTime);
      // The guest cancelled: what their policy gave back that day.
      const refunded = cancelledAt ? refundPercent(policy, startsAt, cancelledAt) : null;
      const [row] = await tx
        .insert(bookings)
        .values({
          reference: booking.reference,
          kind: 'stay',
          status: booking.status,
          guestId,
          hostId: idOf(ids, stay.host),
          stayId: stayId(stay.key),
          checkIn: booking.checkIn,
          checkOut: booking.checkOut,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
          numberOfGuests: booking.numberOfGuests,
          specialRequests: booking.specialRequests,
          currency: STAY_CURRENCY,
          unitPriceCents: price.pricePerNightCents,
          feeCents: price.cleaningFeeCents,
          totalCents: price.totalCents,
          cancelledAt,
          cancelledBy: cancelledAt ? guestId : null,
          cancelReason: cancelledAt ? 'Our plans changed.' : null,
          cancellationPolicy: policy,
          startsAt,
          refundedPercent: refunded,
          refundedCents: refunded === null ? null : refundCents(price.totalCents, refunded),
          createdAt,
          updatedAt: cancelledAt ?? createdAt,
        })
        .returning({ id: bookings.id });
      if (!row) throw new Error(`booking ${booking.reference} was not saved`);
      if (booking.reviewIndex !== null) reviewedBookings.set(`${stay.key}|${booking.reviewIndex}`, row.id);
      if (booking.status === 'confirmed') {
        await tx.insert(stayReservations).values({
          stayId: stayId(stay.key),
          during: `[${booking.checkIn},${booking.checkOut})`,
          bookingId: row.id,
          createdAt,
        });
      }
    }

    const reviewRows = DEMO_STAYS.flatMap((stay) =>
      stay.reviews.map((review, index) => ({
        stayId: stayId(stay.key),
        ...demoReviewRow(
          ids,
          review,
          daysAgo(now, plan.reviewDaysAgo[stay.key]?.[index] ?? 30, 8 + index),
          savedId(reviewedBookings, `${stay.key}|${index}`, 'reviewed booking'),
        ),
      })),
    );
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

    if (plan.blocks.length > 0) {
      await tx.insert(stayReservations).values(
        plan.blocks.map((block) => ({
          stayId: stayId(block.stayKey),
          during: `[${block.start},${block.end})`,
          bookingId: null,
        })),
      );
    }

    await refreshStayRatings(tx);
  },
};
