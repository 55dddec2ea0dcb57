import { addDays, mealPrice, type MealBookingRequest } from '@orchim/shared';
import { isHolding, type BookingRow } from '../../../db/repositories/bookings';
import { mealsRepository } from '../../../db/repositories/meals';
import { firstNameOf } from '../../../db/repositories/stays';
import { holyDays } from '../../../lib/jewish-calendar';
import { translateFields } from '../../../db/repositories/translations';
import { notFoundError } from '../../../lib/http-error';
import { mealMailFacts } from '../../../mail/booking-mails';
import { beforeCandleLighting, checkSitting } from '../../meals/sittings-plan';
import { bookingUnavailableError, refuseOwnListing, tooManyGuestsError } from '../errors';
import type { BookingKindHandler } from './types';

const holyDayOf = (date: string | null) => (date ? (holyDays(date, date)[0] ?? null) : null);

/** The guest may cancel a meal (confirmed, or awaiting its payment) until the candle lighting that begins its day. */
export const isMealCancellable = (booking: Pick<BookingRow, 'status' | 'serviceDate'>, now: Date) => {
  if (!isHolding(booking.status)) return false;
  const day = holyDayOf(booking.serviceDate);
  return !!day && beforeCandleLighting(day, now);
};

/**
 * Shabbos and Yom Tov meals (issue 5; docs/decisions/009-meals-rides-ohel.md). In order: a published
 * offer, else 404; the day (a holy day whose kind fits the meal, the meal offered, within the offer's
 * period, not closed, before candle lighting), else 400 invalid_dates; more guests than the offer's
 * seats, 400 too_many_guests. Then the seats: the sitting's counter is made when missing and taken by a
 * conditional UPDATE whose row lock orders racing bookings; none left is 409 booking_unavailable, too
 * few is 400 too_many_guests with `seatsLeft`. The price is the offer's, per guest.
 */
export const mealBookings: BookingKindHandler<MealBookingRequest> = {
  kind: 'meal',

  async prepare(tx, body, { user, now }) {
    const meals = mealsRepository(tx);
    const offer = await meals.lockPublishedRow(body.mealId);
    if (!offer) throw notFoundError();
    refuseOwnListing([offer.hostId], user.id);
    const closed = (await meals.isClosed(offer.id, body.date)) ? [body.date] : [];
    const guests = body.numberOfGuests;
    const day = checkSitting(
      offer,
      closed,
      { date: body.date, mealType: body.mealType, guests },
      now,
      'numberOfGuests',
    );

    const seats = await meals.takeSeats(offer.id, body.date, body.mealType, guests);
    if (!seats.taken) {
      if (seats.seatsLeft <= 0) throw bookingUnavailableError();
      throw tooManyGuestsError('numberOfGuests', { seatsLeft: seats.seatsLeft });
    }
    const price = mealPrice(guests, offer.pricePerGuestCents);
    return {
      values: {
        hostId: offer.hostId,
        mealOfferId: offer.id,
        serviceDate: body.date,
        mealType: body.mealType,
        dietaryNeeds: body.dietaryNeeds,
        currency: offer.currency,
        unitPriceCents: price.pricePerGuestCents,
        feeCents: 0,
        totalCents: price.totalCents,
        // A meal's cancel is counted from the candle lighting that begins its day.
        cancellationPolicy: 'meal',
        startsAt: new Date(day.candleLighting),
      },
    };
  },

  async release(tx, booking) {
    if (!booking.mealOfferId || !booking.serviceDate || !booking.mealType) return;
    await mealsRepository(tx).releaseSeats(
      booking.mealOfferId,
      booking.serviceDate,
      booking.mealType,
      booking.numberOfGuests,
    );
  },

  cancellable: isMealCancellable,

  detail(view, lang) {
    const { booking, meal } = view;
    if (!meal || !booking.serviceDate || !booking.mealType) return { meal: null };
    const { translations, ...offer } = meal;
    return {
      meal: {
        ...offer,
        ...translateFields(translations, lang, { title: offer.title, area: offer.area }),
        hostName: firstNameOf(view.hostMetadata),
        date: booking.serviceDate,
        mealType: booking.mealType,
        holyDay: holyDayOf(booking.serviceDate),
        pricePerGuestCents: booking.unitPriceCents,
        dietaryNeeds: booking.dietaryNeeds,
        cover: view.cover,
      },
    };
  },

  mailFacts(view, common) {
    const { booking, meal } = view;
    if (!meal || !booking.serviceDate || !booking.mealType) return null;
    const day = holyDayOf(booking.serviceDate);
    return mealMailFacts(common, {
      title: translateFields(meal.translations, common.language, { title: meal.title }).title,
      address: meal.address,
      date: booking.serviceDate,
      eveDate: addDays(booking.serviceDate, -1),
      mealType: booking.mealType,
      holyDayName: day?.names[common.language] ?? null,
      candleLighting: day?.candleLighting ?? null,
      dietaryNeeds: booking.dietaryNeeds,
      pricePerGuestCents: booking.unitPriceCents,
      totalCents: booking.totalCents,
      currency: booking.currency,
    });
  },
};
