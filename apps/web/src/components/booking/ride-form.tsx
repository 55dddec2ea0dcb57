import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CarFront, Moon, TriangleAlert } from 'lucide-react';
import type { z } from 'zod';
import { isCalendarDate, isClockTime, todayInNewYork } from '@orchim/shared/dates';
import { messageKey } from '@orchim/shared/messages';
import { rideBookingRequestSchema, type RideQuote, type TransportDetail } from '@orchim/shared/transport';
import { TRANSPORT_LIMITS } from '@orchim/shared/transport-catalogue';
import { DateField } from '@/components/calendar/date-field';
import { TextField } from '@/components/ui/field';
import { SelectField, TimeField } from '@/components/ui/select-field';
import type { AuthUser } from '@/lib/auth/types';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useFieldError } from '@/lib/use-field-error';
import { ChosenRefundDeadlines } from './cancellation';
import { ContactFields, contactDefaults } from './contact-fields';
import { rideQuoteKey, rideQuoteQueryOptions, useRideQuote, type RideQuoteRequest } from './ride-quote';
import {
  rideRefusalField,
  rideRefusalText,
  isRideRefusal,
  serviceClockTime,
  type RideRefusalField,
} from './ride-refusal';
import { BookingSubmit } from './booking-submit';
import { useBookingSubmit } from './use-booking-submit';

/** The ride request less what the page knows (the service, the Ohel listing): what the guest fills in. */
const rideFormSchema = rideBookingRequestSchema.omit({
  kind: true,
  transportServiceId: true,
  ohelListingId: true,
});
type Input = z.input<typeof rideFormSchema>;
type Values = z.output<typeof rideFormSchema>;
type FieldName = keyof Input;
const FIELDS: readonly FieldName[] = [
  'pickup',
  'destination',
  'date',
  'time',
  'numberOfGuests',
  'luggage',
  'flightNumber',
  'firstName',
  'lastName',
  'phone',
  'specialRequests',
];

/** What the form reads of a transport service (a TransportDetail fits). */
export type RideFormService = Pick<
  TransportDetail,
  | 'id'
  | 'serviceType'
  | 'maxPassengers'
  | 'maxLuggage'
  | 'pricingModel'
  | 'priceCents'
  | 'currency'
  | 'serviceHours'
  | 'defaultPickup'
  | 'defaultDestination'
>;

export type RideFormProps = {
  service: RideFormService;
  /** Booked from an Ohel listing (/ohel/:id): the booking names it. */
  ohelListingId?: string;
  /** Where the form starts instead of the service's own defaults. */
  defaultPickup?: string;
  defaultDestination?: string;
  /** Passengers and bags to start from (the list's filters); kept within the vehicle's room. */
  passengers?: number;
  luggage?: number;
  /** The pickup to start from: a visit's plan suggests the ride at its landing (features/visits). */
  pickup?: { date: string; time: string; flightNumber: string };
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The form itself, for a signed-in guest (ride-booking-form.tsx shows it, loaded when needed). */
export default function RideForm({
  service,
  user,
  ohelListingId,
  defaultPickup,
  defaultDestination,
  passengers = 1,
  luggage = 0,
  pickup,
}: RideFormProps & { user: AuthUser }) {
  const { t, i18n } = useTranslation(['transport', 'bookings']);
  const format = useFormat();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const ids = useId();
  const refusalId = `${ids}-refusal`;
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const airport = service.serviceType === 'airport_transfer';
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(rideFormSchema),
    defaultValues: {
      ...contactDefaults(user),
      pickup: defaultPickup ?? service.defaultPickup,
      destination: defaultDestination ?? service.defaultDestination,
      date: pickup?.date ?? '',
      time: pickup?.time ?? '',
      numberOfGuests: clamp(passengers, 1, service.maxPassengers),
      luggage: clamp(luggage, 0, service.maxLuggage),
      flightNumber: pickup?.flightNumber ?? '',
    },
  });

  // The quote follows the fields it depends on, once the date and time make a pickup.
  const [date, time, numberOfGuests, bags] = useWatch({
    control,
    name: ['date', 'time', 'numberOfGuests', 'luggage'],
  });
  const request: RideQuoteRequest | null =
    date && time && isCalendarDate(date) && isClockTime(time)
      ? { date, time, passengers: Number(numberOfGuests), luggage: Number(bags ?? 0) }
      : null;
  const quote = useRideQuote(service.id, request);
  const refusedField = quote.isError ? rideRefusalField(quote.error) : null;

  const { submit, failure, isPending, online, phoneOffer } = useBookingSubmit({
    user,
    fields: FIELDS,
    setError,
    onError: (error) => {
      // The ride's rules refused it (the hours, a rest day, the room): the quote says why, afresh.
      if (rideRefusalField(error)) void queryClient.invalidateQueries({ queryKey: rideQuoteKey(service.id) });
    },
  });

  // A refused quote at submit time takes focus, so it is read out and the guest starts from there.
  const [focusRequest, setFocusRequest] = useState(0);
  const focused = useRef(0);
  useLayoutEffect(() => {
    if (focusRequest !== focused.current && quote.isError && refusalRef.current) {
      focused.current = focusRequest;
      refusalRef.current.focus();
    }
  });

  /** A field's error in words. The ride rules' refusals ('refusals.*') are the quote's to say. */
  const errorText = (field: FieldName, max?: number) => {
    const key = errors[field]?.message;
    if (!key || key.startsWith('refusals.')) return undefined;
    // A missing or impossible date is product §8's 'Please select valid dates', as the server says it.
    if (key === 'validation.date') return t(messageKey('invalidDates'), { ns: 'common' });
    // The time is picked from a list of valid ones: only an empty choice gets here.
    if (key === 'validation.time') return fieldError('validation.required');
    return fieldError(key, max);
  };
  /** The refusal of the quote marks the field it is about, and names it as the field's description. */
  const refusalProps = (field: RideRefusalField, hintId?: string) =>
    refusedField === field && !errorText(field)
      ? { 'aria-invalid': true, 'aria-describedby': [hintId, refusalId].filter(Boolean).join(' ') }
      : {};

  const onSubmit = handleSubmit(async (values) => {
    failure.show(null);
    const checked = {
      date: values.date,
      time: values.time,
      passengers: values.numberOfGuests,
      luggage: values.luggage,
    };
    try {
      await queryClient.fetchQuery(rideQuoteQueryOptions(service.id, checked));
    } catch (error) {
      if (isRideRefusal(error)) {
        setFocusRequest((count) => count + 1);
        return;
      }
      // Offline or a server failure: the booking's own answer says what went wrong.
    }
    await submit({
      kind: 'ride',
      transportServiceId: service.id,
      ...(ohelListingId ? { ohelListingId } : {}),
      ...values,
      flightNumber: airport ? values.flightNumber : '',
    });
  });

  const busy = isSubmitting || isPending;
  const hours = service.serviceHours;
  const allDay = hours.start === hours.end;
  const timeId = `${ids}-time`;
  const passengersId = `${ids}-passengers`;
  const luggageId = `${ids}-luggage`;
  const passengersError = errorText('numberOfGuests');
  const luggageError = errorText('luggage');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="space-y-4">
      <TextField
        label={t('form.pickup')}
        dir="auto"
        maxLength={TRANSPORT_LIMITS.place}
        error={errorText('pickup', TRANSPORT_LIMITS.place)}
        {...register('pickup')}
      />
      <TextField
        label={t('form.destination')}
        dir="auto"
        maxLength={TRANSPORT_LIMITS.place}
        error={errorText('destination', TRANSPORT_LIMITS.place)}
        {...register('destination')}
      />
      {/* Side by side where there is room: not in the narrow card beside a desktop page. */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <DateField
              label={t('form.date')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={todayInNewYork()}
              error={errorText('date')}
              describedBy={refusedField === 'date' && !errorText('date') ? refusalId : undefined}
            />
          )}
        />
        <TimeField
          id={timeId}
          label={t('form.time')}
          step={5}
          placeholder={t('form.chooseTime')}
          error={errorText('time')}
          hint={t('form.timeHint')}
          {...register('time')}
          {...refusalProps('time', `${timeId}-hint`)}
        />
      </div>
      <p className="flex gap-2 text-sm text-muted">
        <CarFront className="mt-0.5 size-4 shrink-0 text-brick-600" aria-hidden="true" />
        {allDay
          ? t('form.hoursAllDay')
          : t('form.hours', {
              from: serviceClockTime(hours.start, i18n.language),
              to: serviceClockTime(hours.end, i18n.language),
            })}
      </p>
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          id={passengersId}
          label={t('form.passengers')}
          error={passengersError}
          hint={t('form.passengersHint', { count: service.maxPassengers })}
          {...register('numberOfGuests', { valueAsNumber: true })}
          {...refusalProps('numberOfGuests', `${passengersId}-hint`)}
        >
          {range(1, service.maxPassengers).map((count) => (
            <option key={count} value={count}>
              {format.number(count)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={luggageId}
          label={t('form.luggage')}
          error={luggageError}
          hint={t('form.luggageHint', { count: service.maxLuggage })}
          {...register('luggage', { valueAsNumber: true })}
          {...refusalProps('luggage', `${luggageId}-hint`)}
        >
          {range(0, service.maxLuggage).map((count) => (
            <option key={count} value={count}>
              {format.number(count)}
            </option>
          ))}
        </SelectField>
      </div>
      {airport ? (
        <TextField
          label={t('form.flightNumber')}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={TRANSPORT_LIMITS.flightNumber}
          hint={t('form.flightHint')}
          error={errorText('flightNumber', TRANSPORT_LIMITS.flightNumber)}
          className="text-start"
          {...register('flightNumber')}
        />
      ) : null}

      <RideQuotePanel
        quote={quote}
        hasPickup={request !== null}
        service={service}
        refusalId={refusalId}
        refusalRef={refusalRef}
      />
      <p className="flex gap-2 rounded-xl bg-navy-50 px-3 py-2.5 text-sm text-navy-800">
        <Moon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('form.restDays')}
      </p>

      <div className="space-y-4 border-t border-line pt-5">
        <ContactFields
          user={user}
          register={register}
          errorText={errorText}
          phoneOffer={phoneOffer}
          hints={{ phone: t('form.phoneHint'), specialRequests: t('form.specialRequestsHint') }}
        />
      </div>
      {failure.alert}
      <BookingSubmit
        kind="ride"
        online={online}
        busy={busy}
        label={t('form.submit')}
        busyLabel={t('form.submitting')}
        icon={<CarFront className="size-5" aria-hidden="true" />}
      />
    </form>
  );
}

type PanelProps = {
  quote: UseQueryResult<RideQuote>;
  hasPickup: boolean;
  service: RideFormService;
  refusalId: string;
  refusalRef: RefObject<HTMLParagraphElement | null>;
};

/**
 * The server's answer for the chosen pickup: the price lines and the total, or why the ride cannot be
 * booked. Until a date and a time are chosen it says what it needs.
 */
function RideQuotePanel({ quote, hasPickup, service, refusalId, refusalRef }: PanelProps) {
  const { t, i18n } = useTranslation(['transport', 'bookings']);
  const format = useFormat();
  const box = 'rounded-xl border border-line bg-page p-4';
  if (!hasPickup) return <p className={cn(box, 'text-sm text-muted')}>{t('form.quote.choose')}</p>;
  if (quote.isError) {
    return (
      <p
        ref={refusalRef}
        id={refusalId}
        role="alert"
        tabIndex={-1}
        className="flex gap-2 rounded-xl border border-danger/30 bg-danger/5 p-4 text-sm font-medium text-danger focus:outline-none"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {rideRefusalText(quote.error, { t, lng: i18n.language, serviceHours: service.serviceHours })}
        </span>
      </p>
    );
  }
  if (!quote.data) {
    return (
      <div role="status" className={cn(box, 'space-y-2')}>
        <span className="sr-only">{t('form.quote.loading')}</span>
        <div
          aria-hidden="true"
          className="h-4 w-3/4 animate-pulse rounded bg-navy-50 motion-reduce:animate-none"
        />
        <div
          aria-hidden="true"
          className="h-5 w-full animate-pulse rounded bg-navy-50 motion-reduce:animate-none"
        />
      </div>
    );
  }
  const { data } = quote;
  const money = (cents: number) => format.money(cents, data.currency);
  return (
    <div role="status" className={box}>
      <p className="text-sm text-ink">
        {t('form.quote.pickupAt', {
          when: format.date(data.pickupAt, {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }),
        })}
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            {data.pricingModel === 'per_passenger'
              ? t('form.quote.perPassenger', {
                  price: money(data.unitPriceCents),
                  passengers: t('form.quote.passengers', { count: data.passengers }),
                })
              : t('form.quote.perTrip')}
          </dt>
          <dd className="text-ink tabular-nums">{money(data.totalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold text-navy-800">
          <dt>{t('form.quote.total')}</dt>
          <dd className="tabular-nums">{money(data.totalCents)}</dd>
        </div>
      </dl>
      <ChosenRefundDeadlines policy="ride" startsAt={data.pickupAt} className="mt-3" />
    </div>
  );
}
