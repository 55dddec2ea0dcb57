import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, RotateCcw } from 'lucide-react';
import { addDays, nightsBetween, todayInNewYork } from '@orchim/shared/dates';
import { blockDatesSchema } from '@orchim/shared/host';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFallback } from '@/components/page-fallback';
import { useHostCalendar, useBlockDates, useUnblockDates } from '../api/host-calendar';
import { useErrorText } from '../error-text';
import { BlockCalendar } from './block-calendar';
import { BlockList } from './block-list';
import { useNightFormat } from './use-night-format';
import { blockOf, entryOfNight, nightsOf, NO_SELECTION, pickNight, type NightSelection } from './night-dates';

/**
 * The availability step's body (loaded with the step): the calendar of booked and blocked nights, the
 * host's choice of nights to block, and the blocks with a way to lift each. Changes are saved at once.
 */
export default function AvailabilityManager({ stayId }: { stayId: string }) {
  const { t } = useTranslation('hostForm');
  const errorText = useErrorText();
  const nights = useNightFormat();
  const today = todayInNewYork();
  const [window] = useState(() => ({ from: today, to: addDays(today, STAY_LIMITS.bookingHorizonDays) }));
  const calendar = useHostCalendar(stayId, window);
  const block = useBlockDates(stayId);
  const unblock = useUnblockDates(stayId);
  const entries = calendar.data?.entries ?? [];
  const [selection, setSelection] = useState<NightSelection>(NO_SELECTION);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const pick = (night: string) => {
    setFailure(null);
    const taken = entryOfNight(night, entries);
    if (taken) {
      setNote(taken.kind === 'booked' ? t('calendar.cannotPickBooked') : t('calendar.cannotPickBlocked'));
      return;
    }
    const next = pickNight(night, selection, entries);
    setSelection(next);
    setNote(next.last ? chosenNote(next) : t('calendar.chooseLast', { night: nights.day(next.first) }));
  };

  /**
   * The nights chosen, counted and named so the two agree ("3 nights chosen: November 24, 25, and 26"),
   * and the morning the stay opens again, in the guest's words (a check-in day): a host reading "24 to
   * 26" the way a guest's stay reads (check-in to check-out, two nights) would block a night too many.
   */
  const chosenNote = (chosen: NightSelection) => {
    const { start, end } = blockOf(chosen);
    return t('calendar.chosen', {
      count: nightsBetween(start, end),
      nights: nights.list(start, end),
      reopens: nights.day(end),
    });
  };

  const blockChosen = () => {
    const body = blockDatesSchema.safeParse(blockOf(selection));
    if (!body.success) return;
    setFailure(null);
    block.mutate(body.data, {
      onSuccess: () => {
        setSelection(NO_SELECTION);
        setNote(
          t('calendar.blocked', {
            count: nightsBetween(body.data.start, body.data.end),
            nights: nights.list(body.data.start, body.data.end),
          }),
        );
      },
      onError: (error) => setFailure(errorText(error)),
    });
  };

  const clear = () => {
    setSelection(NO_SELECTION);
    setNote('');
  };

  if (calendar.isPending) return <PageFallback />;
  if (calendar.isError) {
    return (
      <FormAlert>
        {errorText(calendar.error)}{' '}
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void calendar.refetch()}>
          {t('actions.retry')}
        </Button>
      </FormAlert>
    );
  }

  const chosenNights = selection.first ? nightsOf(selection) : 0;

  return (
    <div className="space-y-6">
      <section aria-labelledby="calendar-heading" className="space-y-4">
        <div className="space-y-1">
          <h3 id="calendar-heading" className="text-lg font-semibold text-navy-800">
            {t('calendar.title')}
          </h3>
          <p className="text-sm text-muted">{t('calendar.hint')}</p>
        </div>
        <BlockCalendar
          today={today}
          entries={entries}
          selection={selection}
          onPick={pick}
          labelledBy="calendar-heading"
        />
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-full bg-navy-700" />
            {t('calendar.legend.chosen')}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-full bg-gold-100 ring-1 ring-gold-700" />
            {t('calendar.legend.booked')}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rounded-full bg-navy-100 ring-1 ring-navy-600" />
            {t('calendar.legend.blocked')}
          </li>
        </ul>
        <div className="space-y-3 rounded-xl border border-line bg-page p-4">
          <p aria-live="polite" className="text-sm font-medium text-ink">
            {note || t('calendar.chooseFirst')}
          </p>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={blockChosen} disabled={!selection.first || block.isPending}>
              <Ban className="size-4" aria-hidden="true" />
              {chosenNights ? t('calendar.block', { count: chosenNights }) : t('calendar.blockNone')}
            </Button>
            {selection.first ? (
              <Button variant="ghost" onClick={clear}>
                <RotateCcw className="size-4" aria-hidden="true" />
                {t('calendar.clear')}
              </Button>
            ) : null}
          </div>
        </div>
      </section>
      <BlockList
        today={today}
        entries={entries}
        busy={unblock.isPending}
        onUnblock={(entry) =>
          unblock.mutate(entry.id, {
            onSuccess: () =>
              setNote(t('calendar.unblocked', { nights: nights.range(entry.start, entry.end) })),
            onError: (error) => setFailure(errorText(error)),
          })
        }
      />
    </div>
  );
}
