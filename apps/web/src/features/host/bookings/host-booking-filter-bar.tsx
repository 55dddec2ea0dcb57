import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_KINDS, BOOKING_STATUSES } from '@orchim/shared/booking-vocabulary';
import { KIND_ICONS } from '@/components/booking/booking-kind';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/calendar/date-field';
import { ToggleChips } from '@/components/ui/toggle-chips';
import type { ApplyFilters } from '@/lib/url-filters';
import { withFilter, type HostBookingFilters } from './host-booking-filters';

/**
 * The host bookings' filters: kind and status as chips, and a date range. Each change is applied at
 * once (a navigation: Back undoes it); a range that ends before it starts is held back with a message.
 */
export function HostBookingFilterBar({
  filters,
  onApply,
}: {
  filters: HostBookingFilters;
  onApply: ApplyFilters<HostBookingFilters>;
}) {
  const { t } = useTranslation('host');
  return (
    <div className="space-y-4 rounded-(--radius-card) border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <Labelled label={t('bookings.filters.kind')}>
          <ToggleChips
            label={t('bookings.filters.kind')}
            options={(['all', ...BOOKING_KINDS] as const).map((value) => ({
              value,
              label: value === 'all' ? t('bookings.filters.all') : t(`bookings.filters.kinds.${value}`),
              icon: value === 'all' ? null : KIND_ICONS[value],
            }))}
            value={filters.kind ?? 'all'}
            onChange={(value) =>
              onApply((latest) => withFilter(latest, { kind: value === 'all' ? undefined : value }))
            }
          />
        </Labelled>
        <Labelled label={t('bookings.filters.status')}>
          <ToggleChips
            label={t('bookings.filters.status')}
            options={(['all', ...BOOKING_STATUSES] as const).map((value) => ({
              value,
              label: value === 'all' ? t('bookings.filters.all') : t(`bookings.filters.statuses.${value}`),
            }))}
            value={filters.status ?? 'all'}
            onChange={(value) =>
              onApply((latest) => withFilter(latest, { status: value === 'all' ? undefined : value }))
            }
          />
        </Labelled>
      </div>
      <DateRange filters={filters} onApply={onApply} />
    </div>
  );
}

/** A visible name before a group that is named for assistive technology already. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-medium text-ink">
        {label}
      </span>
      {children}
    </div>
  );
}

function DateRange({
  filters,
  onApply,
}: {
  filters: HostBookingFilters;
  onApply: ApplyFilters<HostBookingFilters>;
}) {
  const { t } = useTranslation('host');
  const applied = { from: filters.from ?? '', to: filters.to ?? '' };
  const [draft, setDraft] = useState(applied);
  // The address changed by itself (Back, a link): the fields follow it, during the render that sees it.
  const [seen, setSeen] = useState(applied);
  if (seen.from !== applied.from || seen.to !== applied.to) {
    setSeen(applied);
    setDraft(applied);
  }
  const reversed = Boolean(draft.from && draft.to && draft.to < draft.from);

  const change = (name: 'from' | 'to', value: string) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    // Dates the wrong way round are not applied: the field says so until one of them changes.
    if (next.from && next.to && next.to < next.from) return;
    onApply((latest) => withFilter(latest, { from: next.from || undefined, to: next.to || undefined }));
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t('bookings.filters.dates')}</legend>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <div className="w-[calc(50%-0.375rem)] sm:w-44">
          <DateField
            label={t('bookings.filters.from')}
            value={draft.from}
            max={draft.to || undefined}
            optional
            onChange={(value) => change('from', value)}
          />
        </div>
        <div className="w-[calc(50%-0.375rem)] sm:w-44">
          <DateField
            label={t('bookings.filters.to')}
            value={draft.to}
            min={draft.from || undefined}
            optional
            error={reversed ? t('bookings.filters.dateOrder') : undefined}
            onChange={(value) => change('to', value)}
          />
        </div>
        {filters.from || filters.to || draft.from || draft.to ? (
          <Button
            variant="ghost"
            size="sm"
            className="mb-1"
            onClick={() => {
              setDraft({ from: '', to: '' });
              onApply((latest) => withFilter(latest, { from: undefined, to: undefined }));
            }}
          >
            {t('bookings.filters.clearDates')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
