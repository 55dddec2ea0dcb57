import { useTranslation } from 'react-i18next';
import { HOST_OFFER_ERROR_CODES, type HostMealConflict } from '@orchim/shared/host-offers';
import { MEAL_TYPES, type MealType } from '@orchim/shared/meal-catalogue';
import { ButtonLink } from '@/components/ui/button-link';
import type { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useMealFormat } from '@/lib/meal-format';

type Sitting = NonNullable<HostMealConflict['sittings']>[number];

const isSitting = (value: unknown): value is Sitting => {
  if (typeof value !== 'object' || value === null) return false;
  const { date, mealType, seatsTaken } = value as Record<string, unknown>;
  return (
    typeof date === 'string' &&
    typeof seatsTaken === 'number' &&
    (MEAL_TYPES as readonly unknown[]).includes(mealType)
  );
};

/** The sittings a 409 of the meal form is about (meal_sittings_booked, seats_below_booked), if any. */
export function bookedSittingsOf(error: ApiError): Sitting[] | null {
  const codes: string[] = Object.values(HOST_OFFER_ERROR_CODES);
  if (!codes.includes(error.code)) return null;
  const sittings = error.body?.sittings;
  return Array.isArray(sittings) ? sittings.filter(isSitting) : [];
}

/**
 * The meals a refused save would have taken from guests who booked them: when each is eaten and how
 * many seats are taken, with the way to the bookings, where the host can cancel them.
 */
export function BookedSittings({ sittings }: { sittings: readonly Sitting[] }) {
  const { t } = useTranslation(['hostOffers', 'meals']);
  const mealFormat = useMealFormat();
  const format = useFormat();
  return (
    <div className="mt-2 font-normal text-ink">
      {sittings.length ? (
        <ul className="list-disc space-y-1 ps-5">
          {sittings.map((sitting) => (
            <li key={`${sitting.date}-${sitting.mealType}`}>
              {t('conflict.sitting', {
                meal: t(`meals:mealTypes.${sitting.mealType as MealType}`),
                when: mealFormat.when(sitting.date, sitting.mealType),
                count: sitting.seatsTaken,
                seats: format.number(sitting.seatsTaken),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <ButtonLink to="/host/bookings?kind=meal" variant="link" size="sm" className="mt-2 h-auto px-0">
        {t('conflict.bookings')}
      </ButtonLink>
    </div>
  );
}
