import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HostMealCalendar, HostMealDay, MealOfferForm } from '@orchim/shared/host-offers';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { useMealFormat } from '@/lib/meal-format';
import { ChoiceGroup, ChoiceTile } from '../parts/choices';
import { useOfferFieldError } from '../offer-errors';
import { errorOf } from '../use-offer-submit';
import { inPeriod, periodOf, type MealForm } from './meal-values';

/** Why a day cannot be ticked, if it cannot. */
function dayState(day: HostMealDay, period: ReturnType<typeof periodOf>, mealTypes: readonly string[]) {
  if (!inPeriod(period, day.date)) return 'outOfPeriod' as const;
  if (!day.mealTypes.some((type) => mealTypes.includes(type))) return 'noMeal' as const;
  return 'open' as const;
}

/**
 * The coming Shabbos and Yom Tov days: the host ticks those they host (an unticked day within the
 * offer's dates is closed). Each day says its name, civil and Hebrew dates and candle lighting, its
 * meals of this offer and, once saved, the seats booked at each.
 */
export function MealDays({
  form,
  calendar,
}: {
  form: UseFormReturn<MealForm, unknown, MealOfferForm>;
  calendar: HostMealCalendar;
}) {
  const { t } = useTranslation(['hostOffers', 'meals']);
  const mealFormat = useMealFormat();
  const format = useFormat();
  const fieldError = useOfferFieldError();
  const { register, setValue, control } = form;
  const [mealTypes, offeredFrom, offeredUntil] = useWatch({
    control,
    name: ['mealTypes', 'offeredFrom', 'offeredUntil'],
  });
  const chosen = Array.isArray(mealTypes) ? mealTypes : [];
  const period = periodOf({ offeredFrom, offeredUntil });
  const open = calendar.days.filter((day) => dayState(day, period, chosen) === 'open');
  const error = fieldError(errorOf(form.formState.errors, 'hostedDays'));
  const laterToo = period.offeredUntil === null || period.offeredUntil > calendar.to;

  const tickAll = (dates: string[]) => setValue('hostedDays', dates, { shouldDirty: true });

  if (calendar.days.length === 0) return <p className="text-muted">{t('when.noDays')}</p>;

  return (
    <div className="space-y-4">
      <ChoiceGroup legend={t('when.days')} hint={t('when.daysHint')} error={error} columns={2}>
        {(describedBy) =>
          calendar.days.map((day) => {
            const state = dayState(day, period, chosen);
            const served = day.mealTypes.filter((type) => chosen.includes(type));
            const booked = day.offer?.sittings.filter((sitting) => sitting.offered || sitting.seatsTaken > 0);
            return (
              <ChoiceTile
                key={day.date}
                type="checkbox"
                value={day.date}
                disabled={state !== 'open'}
                invalid={Boolean(error)}
                aria-describedby={describedBy}
                label={mealFormat.holyDayName(day.holyDay)}
                detail={
                  <>
                    <span className="block">
                      {t('when.dates', {
                        date: mealFormat.date(day.date),
                        hebrewDate: mealFormat.hebrewDate(day.holyDay),
                      })}
                    </span>
                    <span className="block">{mealFormat.candleLighting(day.holyDay)}</span>
                    {state === 'open' ? (
                      booked?.length ? (
                        <span className="mt-1 block space-y-0.5">
                          {booked.map((sitting) => (
                            <span key={sitting.mealType} className="block text-ink">
                              {t('when.seatsTaken', {
                                meal: t(`meals:mealTypes.${sitting.mealType}`),
                                taken: format.number(sitting.seatsTaken),
                                seats: format.number(sitting.seats),
                              })}
                            </span>
                          ))}
                        </span>
                      ) : (
                        <span className="mt-1 block text-ink">
                          {served.map((type) => t(`meals:mealTypes.${type}`)).join(' · ')}
                        </span>
                      )
                    ) : (
                      <span className="mt-1 block italic">{t(`when.${state}`)}</span>
                    )}
                  </>
                }
                {...register('hostedDays')}
              />
            );
          })
        }
      </ChoiceGroup>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => tickAll(open.map((day) => day.date))}
          disabled={open.length === 0}
        >
          {t('when.tickAll')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => tickAll([])}>
          {t('when.untickAll')}
        </Button>
      </div>
      {laterToo ? (
        <p className="text-sm text-muted">
          {t('when.laterToo', { date: mealFormat.date(calendar.to, 'long') })}
        </p>
      ) : null}
    </div>
  );
}
