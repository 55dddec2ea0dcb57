import { describe, expect, it } from 'vitest';
import { mealOfferFormSchema } from '@orchim/shared/host-offers';
import { hostMealOffer, newMealCalendar, shabbosDates } from '../test-fixtures';
import { closedDatesOf, hostedDaysOf, mealToWire, mealValues } from './meal-values';

const calendar = newMealCalendar();
const [first, second, third, fourth] = shabbosDates;

describe('the days a meal offer is closed', () => {
  it('are the days of the calendar within the period that are not ticked', () => {
    const open = { offeredFrom: '2026-11-23', offeredUntil: null };
    expect(closedDatesOf(calendar, open, [first!, third!], [])).toEqual([second, fourth]);
    expect(closedDatesOf(calendar, open, [...shabbosDates], [])).toEqual([]);
  });

  it('leave out the days outside the period, and keep only the saved ones beyond the calendar', () => {
    const period = { offeredFrom: second!, offeredUntil: third! };
    const saved = ['2026-11-14', first!, '2027-03-06'];
    expect(closedDatesOf(calendar, period, [second!], saved)).toEqual([third, '2027-03-06']);
  });

  it('give back the days a saved offer serves', () => {
    const offer = hostMealOffer({ offeredFrom: second!, closedDates: [fourth!] });
    expect(hostedDaysOf(calendar, offer)).toEqual([second, third]);
    expect(hostedDaysOf(calendar, null)).toEqual([]);
  });
});

describe('a meal offer on the wire', () => {
  it('is what the shared schema accepts, round trip from a saved offer', () => {
    const offer = hostMealOffer({ pricePerGuestCents: 3_650 });
    const form = mealValues(offer, calendar);
    expect(form.pricePerGuestCents).toBe('36.50');
    const wire = mealOfferFormSchema.parse(mealToWire(form, calendar, offer.closedDates));
    expect(wire).toMatchObject({
      pricePerGuestCents: 3_650,
      seatsPerMeal: 8,
      closedDates: offer.closedDates,
      latitude: offer.latitude,
    });
  });

  it('has no point on the map until the address is placed', () => {
    const form = { ...mealValues(null, calendar), latitude: null, longitude: null };
    const result = mealOfferFormSchema.safeParse(mealToWire(form, calendar, []));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['latitude', 'longitude']));
  });
});
