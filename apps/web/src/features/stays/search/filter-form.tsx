import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { todayInNewYork, nextDay } from '@orchim/shared/dates';
import { messageKey } from '@orchim/shared/messages';
import {
  AMENITIES,
  JEWISH_FEATURES,
  STAY_LIMITS,
  type Amenity,
  type JewishFeature,
} from '@orchim/shared/stay-catalogue';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { MAX_PRICE_DOLLARS, datesState, type StayFilters } from './stay-filters';
import { fromDraft, mergeApplied, toDraft, type DraftErrors, type FilterDraft } from './filter-draft';

/** The amenities most asked about come first; the rest wait behind "Show all amenities". */
const PROMINENT_AMENITIES: readonly Amenity[] = [
  'air_conditioning',
  'wifi',
  'full_kitchen',
  'washer',
  'crib',
  'parking',
];
const OTHER_AMENITIES = AMENITIES.filter((amenity) => !PROMINENT_AMENITIES.includes(amenity));

const GUEST_OPTIONS = Array.from({ length: STAY_LIMITS.maxGuests }, (_, index) => index + 1);

const selectClass =
  'block h-11.5 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus:border-navy-600 focus:ring-2 focus:ring-navy-100 focus:outline-none';

type FilterFormProps = {
  /** The form's id, for a submit button outside it (the phone sheet's footer). */
  id: string;
  /** The applied search (from the address bar). */
  filters: StayFilters;
  onApply: (filters: StayFilters) => void;
  /**
   * The desktop sidebar: a ticked box applies at once, and the Apply button sits under the fields that
   * are typed (text, dates, guests, price). In the phone sheet nothing applies until "Show stays".
   */
  layout: 'sidebar' | 'sheet';
};

/**
 * The stay filters: words, dates, guests, price per night, Jewish features and amenities. Typed fields
 * are a draft until applied (each application is one step in the history); what cannot be searched is
 * said beside its field, and the dates' message is product §8's 'Please select valid dates'.
 */
export function FilterForm({ id, filters, onApply, layout }: FilterFormProps) {
  const { t } = useTranslation('stays');
  const today = todayInNewYork();
  const [draft, setDraft] = useState(() => toDraft(filters));
  const [errors, setErrors] = useState<DraftErrors>({});
  const applied = useRef(toDraft(filters));
  const textRef = useRef<HTMLInputElement>(null);
  const checkInRef = useRef<HTMLInputElement>(null);
  const priceMinRef = useRef<HTMLInputElement>(null);
  const datesErrorId = useId();
  const priceErrorId = useId();
  const guestsId = useId();

  // The applied search changed elsewhere (Back, a chip, a ticked box): follow it, keeping unapplied typing.
  useEffect(() => {
    const next = toDraft(filters);
    const before = applied.current;
    applied.current = next;
    setDraft((current) => mergeApplied(current, before, next));
  }, [filters]);

  const update = (patch: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...patch }));

  // Dates from the address that cannot be searched are flagged too, until the visitor changes them.
  const urlDatesInvalid =
    datesState(filters, today) === 'invalid' &&
    draft.checkIn === (filters.checkIn ?? '') &&
    draft.checkOut === (filters.checkOut ?? '');
  const datesError = errors.dates || urlDatesInvalid ? t(messageKey('invalidDates'), { ns: 'common' }) : null;
  const priceError = errors.price ? t('list.filters.priceOrder') : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = fromDraft(draft, filters, today);
    if (result.errors) {
      setErrors(result.errors);
      (result.errors.q ? textRef : result.errors.dates ? checkInRef : priceMinRef).current?.focus();
      return;
    }
    setErrors({});
    onApply(result.filters);
  }

  function toggle<T extends string>(list: readonly T[], value: T, checked: boolean): T[] {
    return checked ? [...list, value] : list.filter((item) => item !== value);
  }

  // Lists stay in vocabulary order, as the address writes them.
  function onFeature(value: JewishFeature, checked: boolean) {
    const features = JEWISH_FEATURES.filter((item) => toggle(draft.features, value, checked).includes(item));
    update({ features });
    if (layout === 'sidebar') onApply({ ...filters, features, page: 1 });
  }

  function onAmenity(value: Amenity, checked: boolean) {
    const amenities = AMENITIES.filter((item) => toggle(draft.amenities, value, checked).includes(item));
    update({ amenities });
    if (layout === 'sidebar') onApply({ ...filters, amenities, page: 1 });
  }

  const sidebar = layout === 'sidebar';
  const dateProps = {
    type: 'date',
    'aria-invalid': datesError ? true : undefined,
    'aria-describedby': datesError ? datesErrorId : undefined,
  } as const;

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-6">
      <TextField
        ref={textRef}
        type="search"
        name="q"
        label={t('list.filters.text')}
        placeholder={t('list.filters.textPlaceholder')}
        enterKeyHint="search"
        maxLength={STAY_LIMITS.searchText}
        value={draft.q}
        error={errors.q ? t('validation.unsafe', { ns: 'common' }) : undefined}
        onChange={(event) => {
          update({ q: event.target.value });
          setErrors((current) => ({ ...current, q: undefined }));
        }}
      />

      <Group legend={t('list.filters.dates')}>
        <div className={cn('grid gap-3', !sidebar && 'sm:grid-cols-2')}>
          <TextField
            {...dateProps}
            ref={checkInRef}
            name="checkIn"
            label={t('list.filters.checkIn')}
            min={today}
            value={draft.checkIn}
            onChange={(event) => {
              update({ checkIn: event.target.value });
              setErrors((current) => ({ ...current, dates: undefined }));
            }}
          />
          <TextField
            {...dateProps}
            name="checkOut"
            label={t('list.filters.checkOut')}
            min={draft.checkIn && draft.checkIn >= today ? nextDay(draft.checkIn) : nextDay(today)}
            value={draft.checkOut}
            onChange={(event) => {
              update({ checkOut: event.target.value });
              setErrors((current) => ({ ...current, dates: undefined }));
            }}
          />
        </div>
        {datesError ? (
          <p id={datesErrorId} role="alert" className="mt-2 text-sm font-medium text-danger">
            {datesError}
          </p>
        ) : null}
      </Group>

      <GuestsSelect id={guestsId} value={draft.guests} onChange={(guests) => update({ guests })} />

      <Group legend={t('list.filters.price')}>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            ref={priceMinRef}
            type="number"
            inputMode="numeric"
            name="priceMin"
            label={t('list.filters.priceMin')}
            min={0}
            max={MAX_PRICE_DOLLARS}
            step={1}
            value={draft.priceMin}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? priceErrorId : undefined}
            onChange={(event) => {
              update({ priceMin: event.target.value });
              setErrors((current) => ({ ...current, price: undefined }));
            }}
          />
          <TextField
            type="number"
            inputMode="numeric"
            name="priceMax"
            label={t('list.filters.priceMax')}
            min={0}
            max={MAX_PRICE_DOLLARS}
            step={1}
            value={draft.priceMax}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? priceErrorId : undefined}
            onChange={(event) => {
              update({ priceMax: event.target.value });
              setErrors((current) => ({ ...current, price: undefined }));
            }}
          />
        </div>
        {priceError ? (
          <p id={priceErrorId} role="alert" className="mt-2 text-sm font-medium text-danger">
            {priceError}
          </p>
        ) : null}
      </Group>

      {sidebar ? (
        <Button type="submit" className="w-full">
          {t('list.filters.apply')}
        </Button>
      ) : null}

      <Group legend={t('list.filters.jewishFeatures')}>
        <CheckboxList wide={!sidebar}>
          {JEWISH_FEATURES.map((feature) => (
            <li key={feature}>
              <CheckboxField
                name="features"
                value={feature}
                label={t(`jewishFeatures.${feature}`)}
                checked={draft.features.includes(feature)}
                onChange={(event) => onFeature(feature, event.target.checked)}
              />
            </li>
          ))}
        </CheckboxList>
      </Group>

      <AmenityGroup wide={!sidebar} selected={draft.amenities} onChange={onAmenity} />
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold text-navy-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

function CheckboxList({ wide, children }: { wide: boolean; children: ReactNode }) {
  return <ul className={cn('grid gap-x-4 gap-y-2.5', wide && 'sm:grid-cols-2')}>{children}</ul>;
}

function GuestsSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('stays');
  const format = useFormat();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-base font-semibold text-navy-800">
        {t('list.filters.guests')}
      </label>
      <select
        id={id}
        name="guests"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        <option value="">{t('list.filters.anyGuests')}</option>
        {GUEST_OPTIONS.map((count) => (
          <option key={count} value={count}>
            {format.number(count)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Amenities: the usual ones, and the rest behind a toggle (open from the start when one of them is ticked). */
function AmenityGroup({
  wide,
  selected,
  onChange,
}: {
  wide: boolean;
  selected: readonly Amenity[];
  onChange: (value: Amenity, checked: boolean) => void;
}) {
  const { t } = useTranslation('stays');
  const listId = useId();
  const [expanded, setExpanded] = useState(() => OTHER_AMENITIES.some((item) => selected.includes(item)));
  const shown = expanded ? [...PROMINENT_AMENITIES, ...OTHER_AMENITIES] : PROMINENT_AMENITIES;
  return (
    <Group legend={t('list.filters.amenities')}>
      <div id={listId}>
        <CheckboxList wide={wide}>
          {shown.map((amenity) => (
            <li key={amenity}>
              <CheckboxField
                name="amenities"
                value={amenity}
                label={t(`amenities.${amenity}`)}
                checked={selected.includes(amenity)}
                onChange={(event) => onChange(amenity, event.target.checked)}
              />
            </li>
          ))}
        </CheckboxList>
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="mt-3 inline-flex items-center gap-1 rounded-full text-sm font-medium text-navy-700 underline-offset-4 hover:underline"
      >
        {t(expanded ? 'list.filters.fewerAmenities' : 'list.filters.moreAmenities')}
        <ChevronDown
          className={cn('size-4 transition-transform', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
    </Group>
  );
}
