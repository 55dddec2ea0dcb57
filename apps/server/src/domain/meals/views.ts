import type { Language, MealDetail, MealSummary, MealType } from '@orchim/shared';
import { sittingKey, type MealOfferView, type SittingSeats } from '../../db/repositories/meals';
import { firstNameOf, roundRating } from '../../db/repositories/stays';
import { translateFields } from '../../db/repositories/translations';
import { blockOf } from '../../lib/crown-heights-geocoder';

/** The last word of the host's full name: the family ("the Gurarys" on a card). */
export function familyNameOf(userMetadata: Record<string, unknown>): string {
  const fullName = userMetadata.full_name;
  return typeof fullName === 'string' ? (fullName.trim().split(/\s+/).at(-1) ?? '') : '';
}

/** Seats still free at a sitting: its counter's, or the offer's seats when nobody booked it yet. */
export function seatsLeftOf(
  offer: { id: string; seatsPerMeal: number },
  counters: ReadonlyMap<string, SittingSeats>,
  date: string,
  mealType: MealType,
): { seats: number; seatsLeft: number } {
  const counter = counters.get(sittingKey(offer.id, date, mealType));
  return counter
    ? { seats: counter.seats, seatsLeft: counter.seats - counter.seatsTaken }
    : { seats: offer.seatsPerMeal, seatsLeft: offer.seatsPerMeal };
}

/** A published offer as a card (without its next sitting), in the reader's language. */
export function toMealSummary(view: MealOfferView, lang: Language): Omit<MealSummary, 'nextSitting'> {
  const { offer } = view;
  return {
    id: offer.id,
    ...translateFields(offer.translations, lang, { title: offer.title, area: offer.area }),
    familyName: familyNameOf(view.hostMetadata),
    mealTypes: offer.mealTypes,
    pricePerGuestCents: offer.pricePerGuestCents,
    currency: offer.currency,
    seatsPerMeal: offer.seatsPerMeal,
    kosherStandard: offer.kosherStandard as MealSummary['kosherStandard'],
    dietaryOptions: offer.dietaryOptions,
    tableLanguages: offer.tableLanguages,
    childrenWelcome: offer.childrenWelcome,
    walkMinutesTo770: offer.walkMinutesTo770,
    // The family's block, not their door: the address is only in a booking (docs/decisions/041-map.md).
    block: blockOf(offer),
    ratingAverage: roundRating(offer.ratingAverage),
    reviewCount: offer.reviewCount,
    cover: view.images[0] ?? null,
  };
}

/** A published offer's page, in the reader's language; no address (only a booking has it). */
export function toMealDetail(view: MealOfferView, lang: Language): MealDetail {
  const { offer } = view;
  const { cover: _cover, ...summary } = toMealSummary(view, lang);
  const texts = translateFields(offer.translations, lang, {
    familyDescription: offer.familyDescription,
    description: offer.description,
  });
  return {
    ...summary,
    ...texts,
    accessibility: offer.accessibility,
    offeredFrom: offer.offeredFrom,
    offeredUntil: offer.offeredUntil,
    images: view.images,
    host: { firstName: firstNameOf(view.hostMetadata), memberSince: view.hostSince.toISOString() },
    status: offer.status as MealDetail['status'],
  };
}
