import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Flame, RotateCw } from 'lucide-react';
import type { MealType } from '@orchim/shared/meal-catalogue';
import type { MealSitting } from '@orchim/shared/meals';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMealFormat } from '@/lib/meal-format';
import { sittingOnDay, type MealChoice, type SittingDay } from '../meal-selection';

export const selectClass =
  'block h-11.5 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none aria-invalid:border-danger';

/** "vendredi soir" starts a line as "Vendredi soir". */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

type Props = {
  /** The sittings query's state: the picker says when they load, fail or are none. */
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  retrying: boolean;
  days: readonly SittingDay[];
  choice: MealChoice;
  guests: number;
  onChoose: (choice: { date: string; mealType: MealType | undefined }) => void;
};

/**
 * The coming Shabbosim and Yamim Tovim this family hosts on (a select: the parsha or holiday and the
 * date; under it the Hebrew date and candle lighting), then that day's meals with the seats left at
 * each, as radio buttons. A Friday-night dinner reads "Friday evening, 27 November": it belongs to the
 * Shabbos it begins.
 */
export function SittingPicker({ status, onRetry, retrying, days, choice, guests, onChoose }: Props) {
  const { t } = useTranslation('meals');
  const mealFormat = useMealFormat();
  const dateId = useId();
  const mealsId = useId();

  if (status === 'pending') {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('booking.loading')}</span>
        <div aria-hidden="true" className="h-11 animate-pulse rounded-xl bg-navy-50" />
        <div aria-hidden="true" className="h-16 animate-pulse rounded-xl bg-navy-50" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="space-y-3 text-sm font-medium text-danger">
        <p>{t('booking.loadError')}</p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('booking.retry')}
        </Button>
      </div>
    );
  }
  if (!days.length) return <p className="text-muted">{t('booking.none')}</p>;

  const day = days.find((item) => item.day.date === choice.date);

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={dateId} className="block text-sm font-medium text-ink">
          {t('booking.date')}
        </label>
        <select
          id={dateId}
          name="date"
          value={day ? day.day.date : ''}
          aria-describedby={day ? `${dateId}-day` : undefined}
          onChange={(event) => {
            const next = days.find((item) => item.day.date === event.target.value);
            if (next)
              onChoose({
                date: next.day.date,
                mealType: sittingOnDay(next, guests, choice.mealType)?.mealType,
              });
          }}
          className={selectClass}
        >
          {day ? null : (
            <option value="" disabled>
              {t('booking.chooseDate')}
            </option>
          )}
          {days.map((item) => (
            <option key={item.day.date} value={item.day.date}>
              {mealFormat.holyDayName(item.day)} · {mealFormat.dayMonth(item.day.date)}
            </option>
          ))}
        </select>
        {day ? (
          <p id={`${dateId}-day`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {capitalized(mealFormat.date(day.day.date, 'long'))} ·{' '}
                <span dir="auto">{mealFormat.hebrewDate(day.day)}</span>
              </span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Flame className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
              {mealFormat.candleLighting(day.day)}
            </span>
          </p>
        ) : null}
      </div>

      {day ? (
        <fieldset aria-describedby={`${dateId}-day`}>
          <legend id={mealsId} className="mb-1.5 text-sm font-medium text-ink">
            {t('booking.mealType')}
          </legend>
          <div className="space-y-2">
            {day.sittings.map((sitting) => (
              <SittingOption
                key={sitting.mealType}
                sitting={sitting}
                name={mealsId}
                checked={sitting.mealType === choice.mealType}
                onChange={() => onChoose({ date: sitting.date, mealType: sitting.mealType })}
                when={capitalized(mealFormat.when(sitting.date, sitting.mealType, 'short'))}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

function SittingOption({
  sitting,
  name,
  checked,
  onChange,
  when,
}: {
  sitting: MealSitting;
  name: string;
  checked: boolean;
  onChange: () => void;
  when: string;
}) {
  const { t } = useTranslation('meals');
  const id = useId();
  const full = sitting.seatsLeft <= 0;
  return (
    <div
      className={cn(
        'relative flex items-start gap-3 rounded-xl border px-3.5 py-3 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-gold-500',
        checked
          ? 'border-navy-700 bg-navy-50'
          : full
            ? 'border-dashed border-line bg-page'
            : 'border-line bg-surface',
        full ? null : 'hover:border-navy-600',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={sitting.mealType}
        checked={checked}
        disabled={full}
        onChange={onChange}
        aria-describedby={`${id}-when ${id}-seats`}
        className="mt-1 size-4 shrink-0 accent-navy-700"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          {/* The whole row is the label's click target. */}
          <label
            htmlFor={id}
            className="font-medium text-ink after:absolute after:inset-0 after:content-['']"
          >
            {t(`mealTypes.${sitting.mealType}`)}
          </label>
          <span
            id={`${id}-seats`}
            className={cn('text-sm font-semibold', full ? 'text-danger' : 'text-success')}
          >
            {full ? t('booking.full') : t('booking.seatsLeft', { count: sitting.seatsLeft })}
          </span>
        </div>
        <span id={`${id}-when`} className="block text-sm text-muted">
          {when}
        </span>
      </div>
    </div>
  );
}
