import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import {
  MAX_GUESTS,
  MIN_GUESTS,
  hasValidDates,
  isValidGuestCount,
  nextDay,
  staySearchUrl,
  todayInNewYork,
} from './stay-search';

const GUEST_OPTIONS = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, index) => MIN_GUESTS + index);

/**
 * The stay search entry of the home page: native date inputs (no date-picker library on the first load),
 * a guest count, and a search that opens the stays list with the dates in its URL.
 *
 * The fields are uncontrolled and the submit reads the form itself: on a slow phone a guest may pick dates
 * before React has hydrated the page, and React does not replay those edits into state. Before hydration
 * the form submits natively (GET /stays with the same parameters), and the stays list checks the dates.
 */
export function StaySearchForm({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const navigate = useNavigate();
  const titleId = useId();
  const errorId = useId();
  const guestsId = useId();
  // Only to keep the check-out picker from offering days before the check-in.
  const [checkIn, setCheckIn] = useState('');
  const [invalid, setInvalid] = useState(false);

  const today = todayInNewYork();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checkIn = String(form.get('checkIn') ?? '');
    const checkOut = String(form.get('checkOut') ?? '');
    const guests = Number(form.get('guests'));
    if (!hasValidDates({ checkIn, checkOut }, today) || !isValidGuestCount(guests)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void navigate(staySearchUrl({ checkIn, checkOut, guests }));
  }

  const dateProps = {
    type: 'date',
    required: true,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  } as const;

  return (
    <form
      role="search"
      aria-labelledby={titleId}
      action="/stays"
      method="get"
      noValidate
      onSubmit={onSubmit}
      className={cn(
        'rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) sm:p-6',
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-semibold text-navy-800">
        {t('search.title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          {...dateProps}
          label={t('search.checkIn')}
          name="checkIn"
          min={today}
          onChange={(event) => {
            setCheckIn(event.target.value);
            setInvalid(false);
          }}
        />
        <TextField
          {...dateProps}
          label={t('search.checkOut')}
          name="checkOut"
          min={checkIn && checkIn >= today ? nextDay(checkIn) : nextDay(today)}
          onChange={() => setInvalid(false)}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <div className="space-y-1.5">
          <label htmlFor={guestsId} className="block text-sm font-medium text-ink">
            {t('search.guests')}
          </label>
          <select
            id={guestsId}
            name="guests"
            defaultValue={2}
            className="block h-11.5 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none"
          >
            {GUEST_OPTIONS.map((count) => (
              <option key={count} value={count}>
                {format.number(count)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto">
          <Search className="size-5" aria-hidden="true" />
          {t('search.submit')}
        </Button>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger">
          {t(messageKey('invalidDates'), { ns: 'common' })}
        </p>
      ) : null}
    </form>
  );
}
