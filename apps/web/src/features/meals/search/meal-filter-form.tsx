import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIETARY_OPTIONS,
  MEAL_TYPES,
  TABLE_LANGUAGES,
  type DietaryOption,
} from '@orchim/shared/meal-catalogue';
import type { HolyDayInfo } from '@orchim/shared/meals';
import { CheckboxField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useMealFormat } from '@/lib/meal-format';
import { serializeMealFilters, type MealFilters } from './meal-filters';

/** Free seats a visitor can ask for in the list (a larger count from a link stays choosable). */
const GUEST_OPTIONS = Array.from({ length: 12 }, (_, index) => index + 1);

const selectClass =
  'block h-11.5 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none aria-invalid:border-danger';

type Props = {
  /** The form's id, for a submit button outside it (the phone sheet's footer). */
  id: string;
  /** The applied search (from the address bar). */
  filters: MealFilters;
  onApply: (filters: MealFilters) => void;
  /** The coming holy days for the date select (empty while they load or when they could not). */
  dates: readonly HolyDayInfo[];
  /** The server refused the date ('Please select valid dates'): said beside the date select. */
  dateError?: string | null;
  /**
   * The desktop sidebar applies each choice at once (they are all selects and boxes); the phone sheet
   * applies them together with "Show meals".
   */
  layout: 'sidebar' | 'sheet';
};

/**
 * The meal filters: the Shabbos or Yom Tov (with its parsha or holiday, date and candle lighting), the
 * meal, the language at the table, the dietary options and the free seats needed.
 */
export function MealFilterForm({ id, filters, onApply, dates, dateError = null, layout }: Props) {
  const { t } = useTranslation('meals');
  const format = useFormat();
  const mealFormat = useMealFormat();
  const [draft, setDraft] = useState(filters);
  const dateId = useId();
  const mealTypeId = useId();
  const languageId = useId();
  const guestsId = useId();
  const sidebar = layout === 'sidebar';

  // The applied search changed elsewhere (Back, a chip, "Clear all"): the form follows it.
  const appliedKey = serializeMealFilters(filters);
  const [followed, setFollowed] = useState(appliedKey);
  if (followed !== appliedKey) {
    setFollowed(appliedKey);
    setDraft(filters);
  }

  function change(patch: Partial<MealFilters>) {
    const next: MealFilters = { ...draft, ...patch, page: 1 };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete next[key as keyof MealFilters];
    }
    setDraft(next);
    if (sidebar) onApply(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  }

  function onDietary(value: DietaryOption, checked: boolean) {
    const chosen = new Set(draft.dietary);
    if (checked) chosen.add(value);
    else chosen.delete(value);
    // Vocabulary order, as the address writes them.
    change({ dietary: DIETARY_OPTIONS.filter((item) => chosen.has(item)) });
  }

  // A date from a link that is not among the coming holy days stays visible (the server judges it).
  const dateKnown = !draft.date || dates.some((day) => day.date === draft.date);
  const guestOptions =
    draft.guests && !GUEST_OPTIONS.includes(draft.guests) ? [...GUEST_OPTIONS, draft.guests] : GUEST_OPTIONS;

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-5">
      <Labelled id={dateId} label={t('list.filters.date')}>
        <select
          id={dateId}
          name="date"
          value={draft.date ?? ''}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${dateId}-error` : undefined}
          onChange={(event) => change({ date: event.target.value || undefined })}
          className={selectClass}
        >
          <option value="">{t('list.filters.anyDate')}</option>
          {dateKnown ? null : <option value={draft.date}>{mealFormat.date(draft.date!)}</option>}
          {dates.map((day) => (
            <option key={day.date} value={day.date}>
              {t('list.filters.dateOption', {
                name: mealFormat.holyDayName(day),
                date: mealFormat.date(day.date),
                candles: mealFormat.candlesShort(day),
              })}
            </option>
          ))}
        </select>
        {dateError ? (
          <p id={`${dateId}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
            {dateError}
          </p>
        ) : null}
      </Labelled>

      <Labelled id={mealTypeId} label={t('list.filters.mealType')}>
        <select
          id={mealTypeId}
          name="mealType"
          value={draft.mealType ?? ''}
          onChange={(event) => change({ mealType: MEAL_TYPES.find((type) => type === event.target.value) })}
          className={selectClass}
        >
          <option value="">{t('list.filters.anyMealType')}</option>
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`mealTypes.${type}`)}
            </option>
          ))}
        </select>
      </Labelled>

      <Labelled id={languageId} label={t('list.filters.language')}>
        <select
          id={languageId}
          name="language"
          value={draft.language ?? ''}
          onChange={(event) =>
            change({ language: TABLE_LANGUAGES.find((language) => language === event.target.value) })
          }
          className={selectClass}
        >
          <option value="">{t('list.filters.anyLanguage')}</option>
          {TABLE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`tableLanguages.${language}`)}
            </option>
          ))}
        </select>
      </Labelled>

      <Labelled id={guestsId} label={t('list.filters.guests')}>
        <select
          id={guestsId}
          name="guests"
          value={draft.guests ?? ''}
          onChange={(event) =>
            change({ guests: event.target.value ? Number(event.target.value) : undefined })
          }
          className={selectClass}
        >
          <option value="">{t('list.filters.anyGuests')}</option>
          {guestOptions.map((count) => (
            <option key={count} value={count}>
              {format.number(count)}
            </option>
          ))}
        </select>
      </Labelled>

      <fieldset>
        <legend className="mb-2 text-base font-semibold text-navy-800">{t('list.filters.dietary')}</legend>
        <ul className={cn('grid gap-x-4 gap-y-2.5', !sidebar && 'sm:grid-cols-2')}>
          {DIETARY_OPTIONS.map((option) => (
            <li key={option}>
              <CheckboxField
                name="dietary"
                value={option}
                label={t(`dietary.${option}`)}
                checked={draft.dietary.includes(option)}
                onChange={(event) => onDietary(option, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </form>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-base font-semibold text-navy-800">
        {label}
      </label>
      {children}
    </div>
  );
}
