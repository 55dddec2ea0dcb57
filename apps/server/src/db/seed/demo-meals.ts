import { addDays, mealPrice, nightsBetween, todayInNewYork, walkingMinutesTo770 } from '@orchim/shared';
import { inArray } from 'drizzle-orm';
import { mealStartsAt } from '../../domain/bookings/starts-at';
import { offeredSittings, type OfferedSitting } from '../../domain/meals/sittings-plan';
import type { Transaction } from '../client';
import { refreshListingRatings } from '../repositories/listing-ratings';
import {
  bookings,
  listingImages,
  mealClosedDates,
  mealOffers,
  mealSittings,
  reviews,
  users,
} from '../schema';
import { DEMO_MEAL_HOSTS, DEMO_MEALS, type DemoMeal, type DemoMealHostKey } from './demo-meals-data';
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
  referenceMaker,
  saveEach,
  seededRandom,
} from './demo-kit';
import { DEMO_STAY_GUESTS, DEMO_STAY_HOSTS, type DemoGuestKey, type DemoPerson } from './demo-stays-data';
import type { Seeder } from './seeder';

/**
 * The demo Shabbos and Yom Tov meals (issue 5): twelve offers from twelve families (five who also host
 * stays, seven in DEMO_MEAL_HOSTS), in English, French and Hebrew, with their drawings, closed dates,
 * the visitors' reviews (each of a meal its author booked there before: decision 022), the demo guest's
 * meal of last week or so (which they may review), and a few bookings holding seats in the coming weeks
 * (one sitting full). Each offer runs from the day it went up, until further notice, so its meals can be
 * booked. Bookings ahead stay within BOOKED_MEAL_HORIZON_DAYS: the end-to-end tests book sittings further
 * ahead.
 */

export const BOOKED_MEAL_HORIZON_DAYS = 42;

/** The accounts this seeder makes when missing: the meal families (hosts) and, if need be, the others. */
export const DEMO_MEAL_ACCOUNTS: readonly DemoAccount[] = Object.values(DEMO_MEAL_HOSTS).map((person) => ({
  ...person,
  role: 'host' as const,
}));

const hostPerson = (key: DemoMealHostKey): DemoPerson =>
  key in DEMO_MEAL_HOSTS
    ? DEMO_MEAL_HOSTS[key as keyof typeof DEMO_MEAL_HOSTS]
    : DEMO_STAY_HOSTS[key as keyof typeof DEMO_STAY_HOSTS];

/** A planned meal booking: who, which sitting, how many. */
export interface PlannedMealBooking {
  mealKey: string;
  guest: DemoBooker;
  date: string;
  mealType: OfferedSitting['mealType'];
  numberOfGuests: number;
  reference: string;
  createdDaysAgo: number;
  /** The offer's review (its index in the offer's reviews, and when it was written) that is of it. */
  review: { index: number; writtenDaysAgo: number } | null;
}

/** How long ago the index-th offer went up: the first thirteen months ago, then 17 days apart. */
export const mealAgeDays = (index: number) => 400 - index * 17;

/** The first day of an offer: the day after it was made (when it was published). */
const offeredFromOf = (today: string, index: number) => addDays(today, 1 - mealAgeDays(index));

/** The offer's sittings of the eight weeks up to `lastDay`, as a guest could have booked them then. */
function pastSittings(meal: DemoMeal, offeredFrom: string, lastDay: string): OfferedSitting[] {
  const from = addDays(lastDay, -56);
  const before = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
  return offeredSittings(
    { mealTypes: meal.mealTypes, offeredFrom, offeredUntil: null },
    meal.closedDates,
    from,
    lastDay,
    before,
  );
}

/**
 * Plans the meals already held (deterministic for a given day): one for each review, a few days before
 * it was written, at a sitting with seats left; and the demo guest's at the first offer a week or two
 * ago, so they can try the review form.
 */
export function planPastMealBookings(now: Date): PlannedMealBooking[] {
  const random = seededRandom(613);
  const pick = (n: number) => Math.floor(random() * n);
  const today = todayInNewYork(now);
  const reference = referenceMaker(pick);
  const seats = new Map<string, number>();
  const plan: PlannedMealBooking[] = [];
  const add = (
    meal: DemoMeal,
    index: number,
    lastDay: string,
    booking: Pick<PlannedMealBooking, 'guest' | 'numberOfGuests' | 'review'>,
  ) => {
    const fits = pastSittings(meal, offeredFromOf(today, index), lastDay).filter(
      (sitting) =>
        (seats.get(`${meal.key}|${sitting.day.date}|${sitting.mealType}`) ?? 0) + booking.numberOfGuests <=
        meal.seatsPerMeal,
    );
    const sitting = fits.at(-1);
    if (!sitting) throw new Error(`no sitting of ${meal.key} before ${lastDay}`);
    const key = `${meal.key}|${sitting.day.date}|${sitting.mealType}`;
    seats.set(key, (seats.get(key) ?? 0) + booking.numberOfGuests);
    plan.push({
      mealKey: meal.key,
      date: sitting.day.date,
      mealType: sitting.mealType,
      reference: reference(),
      createdDaysAgo: nightsBetween(sitting.day.date, today) + 3 + pick(20),
      ...booking,
    });
  };
  DEMO_MEALS.forEach((meal, index) => {
    const span = Math.min(300, mealAgeDays(index) - 30);
    meal.reviews.forEach((review, position) => {
      const writtenDaysAgo = 5 + pick(span);
      add(meal, index, addDays(today, -(writtenDaysAgo + 1 + pick(3))), {
        guest: review.by,
        numberOfGuests: 1 + pick(3),
        review: { index: position, writtenDaysAgo },
      });
    });
  });
  const first = DEMO_MEALS[0];
  if (first) add(first, 0, addDays(today, -8), { guest: 'demo-guest', numberOfGuests: 2, review: null });
  return plan;
}

/**
 * Plans the bookings relative to `now`: two sittings of most offers within BOOKED_MEAL_HORIZON_DAYS,
 * a few seats each; the third offer's first sitting full; the demo guest at the first offer's first
 * sitting. Deterministic for a given day.
 */
export function planDemoMealBookings(now: Date): PlannedMealBooking[] {
  const random = seededRandom(5786);
  const pick = (n: number) => Math.floor(random() * n);
  const today = todayInNewYork(now);
  const offeredFrom = addDays(today, -60);
  const reference = referenceMaker(pick);
  const visitors = Object.keys(DEMO_STAY_GUESTS) as DemoGuestKey[];
  const plan: PlannedMealBooking[] = [];
  DEMO_MEALS.forEach((meal, index) => {
    const sittings = offeredSittings(
      { mealTypes: meal.mealTypes, offeredFrom, offeredUntil: null },
      meal.closedDates,
      today,
      addDays(today, BOOKED_MEAL_HORIZON_DAYS),
      now,
    );
    if (sittings.length === 0 || index % 4 === 3) return;
    const taken = new Map<string, number>();
    const add = (sitting: OfferedSitting, guest: PlannedMealBooking['guest'], guests: number) => {
      const key = `${sitting.day.date}|${sitting.mealType}`;
      const left = meal.seatsPerMeal - (taken.get(key) ?? 0);
      const count = Math.min(guests, left);
      if (count < 1) return;
      taken.set(key, meal.seatsPerMeal - left + count);
      plan.push({
        mealKey: meal.key,
        guest,
        date: sitting.day.date,
        mealType: sitting.mealType,
        numberOfGuests: count,
        reference: reference(),
        createdDaysAgo: 1 + pick(20),
        review: null,
      });
    };
    const first = sittings[0]!;
    if (index === 0) add(first, 'demo-guest', 2);
    if (index === 2) {
      // Full: parties of visitors until no seat is left.
      for (let i = 0; (taken.get(`${first.day.date}|${first.mealType}`) ?? 0) < meal.seatsPerMeal; i += 1) {
        add(first, visitors[(index + i) % visitors.length]!, 2 + pick(3));
      }
      return;
    }
    add(sittings[index % sittings.length]!, visitors[index % visitors.length]!, 1 + pick(3));
    add(sittings[(index + 3) % sittings.length]!, visitors[(index + 5) % visitors.length]!, 1 + pick(4));
  });
  return plan;
}

/** The accounts the offers, reviews and bookings need, made when missing; answers their ids by email. */
function ensureAccounts(tx: Transaction, now: Date): Promise<Map<string, string>> {
  return ensureDemoAccounts(tx, {
    accounts: [
      ...DEMO_MEAL_ACCOUNTS,
      ...[...new Set(DEMO_MEALS.map((meal) => meal.host))]
        .filter((key) => !(key in DEMO_MEAL_HOSTS))
        .map((key) => ({ ...hostPerson(key), role: 'host' as const })),
      ...Object.values(DEMO_STAY_GUESTS).map((person) => ({ ...person, role: 'guest' as const })),
    ],
    now,
    memberSince: new Date(now.getTime() - 800 * DAY_MS),
    backdate: DEMO_MEAL_ACCOUNTS.map((account) => account.email),
    alsoLookUp: [DEMO_GUEST_EMAIL],
  });
}

export const demoMeals: Seeder = {
  name: 'demo-meals',
  async run(tx) {
    const now = new Date();
    const today = todayInNewYork(now);
    const ids = await ensureAccounts(tx, now);

    const offerId = await saveEach(DEMO_MEALS, 'demo meal', (meal, index) => {
      const createdAt = daysAgo(now, mealAgeDays(index), 11);
      return tx
        .insert(mealOffers)
        .values({
          hostId: idOf(ids, hostPerson(meal.host).email),
          status: 'published',
          title: meal.title,
          area: meal.area,
          address: meal.address,
          familyDescription: meal.familyDescription,
          description: meal.description,
          translations: { fr: meal.translations.fr, he: meal.translations.he },
          latitude: meal.latitude,
          longitude: meal.longitude,
          walkMinutesTo770: walkingMinutesTo770(meal),
          mealTypes: meal.mealTypes,
          pricePerGuestCents: meal.pricePerGuestCents,
          currency: 'USD',
          seatsPerMeal: meal.seatsPerMeal,
          kosherStandard: meal.kosherStandard,
          dietaryOptions: meal.dietaryOptions,
          tableLanguages: meal.tableLanguages,
          childrenWelcome: meal.childrenWelcome,
          accessibility: meal.accessibility,
          offeredFrom: offeredFromOf(today, index),
          offeredUntil: null,
          publishedAt: new Date(createdAt.getTime() + DAY_MS),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: mealOffers.id });
    });

    await tx.insert(listingImages).values(
      DEMO_MEALS.flatMap((meal) =>
        demoImageRows(
          { mealOfferId: offerId(meal.key) },
          inFolder(
            'meals',
            meal.illustrations.filter((name): name is NonNullable<typeof name> => name !== undefined),
          ),
        ),
      ),
    );

    const closed = DEMO_MEALS.flatMap((meal) =>
      meal.closedDates.map((date) => ({ mealOfferId: offerId(meal.key), date })),
    );
    if (closed.length > 0) await tx.insert(mealClosedDates).values(closed);

    const plan = [...planPastMealBookings(now), ...planDemoMealBookings(now)];
    const taken = new Map<string, { meal: DemoMeal; date: string; mealType: string; seats: number }>();
    for (const booking of plan) {
      const meal = DEMO_MEALS.find((candidate) => candidate.key === booking.mealKey)!;
      const key = `${booking.mealKey}|${booking.date}|${booking.mealType}`;
      const sitting = taken.get(key) ?? { meal, date: booking.date, mealType: booking.mealType, seats: 0 };
      sitting.seats += booking.numberOfGuests;
      taken.set(key, sitting);
    }
    if (taken.size > 0) {
      await tx.insert(mealSittings).values(
        [...taken.values()].map((sitting) => ({
          mealOfferId: offerId(sitting.meal.key),
          date: sitting.date,
          mealType: sitting.mealType as PlannedMealBooking['mealType'],
          seats: sitting.meal.seatsPerMeal,
          seatsTaken: sitting.seats,
        })),
      );
    }

    const [demoGuest] = await tx
      .select({ userMetadata: users.userMetadata })
      .from(users)
      .where(inArray(users.email, [DEMO_GUEST_EMAIL]));
    for (const booking of plan) {
      const meal = DEMO_MEALS.find((candidate) => candidate.key === booking.mealKey)!;
      const person = bookingPerson(booking.guest, demoGuest?.userMetadata.full_name);
      const price = mealPrice(booking.numberOfGuests, meal.pricePerGuestCents);
      const createdAt = daysAgo(now, booking.createdDaysAgo, 9);
      const [row] = await tx
        .insert(bookings)
        .values({
          reference: booking.reference,
          kind: 'meal',
          status: 'confirmed',
          guestId: idOf(ids, person.email),
          hostId: idOf(ids, hostPerson(meal.host).email),
          mealOfferId: offerId(meal.key),
          serviceDate: booking.date,
          mealType: booking.mealType,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
          numberOfGuests: booking.numberOfGuests,
          dietaryNeeds:
            meal.dietaryOptions.includes('vegetarian') && booking.numberOfGuests > 2
              ? 'One of us is vegetarian.'
              : '',
          currency: 'USD',
          unitPriceCents: price.pricePerGuestCents,
          feeCents: 0,
          totalCents: price.totalCents,
          cancellationPolicy: 'meal',
          startsAt: mealStartsAt(booking.date),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: bookings.id });
      if (!row) throw new Error(`booking ${booking.reference} was not saved`);
      if (booking.review) {
        const review = meal.reviews[booking.review.index]!;
        await tx.insert(reviews).values({
          mealOfferId: offerId(meal.key),
          ...demoReviewRow(
            ids,
            review,
            daysAgo(now, booking.review.writtenDaysAgo, 9 + booking.review.index),
            row.id,
          ),
        });
      }
    }
    await refreshListingRatings(
      tx,
      'meal_offers',
      DEMO_MEALS.map((meal) => offerId(meal.key)),
    );
  },
};
