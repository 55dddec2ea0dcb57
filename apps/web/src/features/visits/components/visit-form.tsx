import { useId } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import { z } from 'zod';
import { newYorkInstant, todayInNewYork } from '@orchim/shared/dates';
import { messageKey } from '@orchim/shared/messages';
import { AIRPORTS, TRANSPORT_LIMITS } from '@orchim/shared/transport-catalogue';
import {
  visitEndSchema,
  visitInputSchema,
  VISIT_LIMITS,
  type Visit,
  type VisitInput,
} from '@orchim/shared/visits';
import { DateField } from '@/components/calendar/date-field';
import { ButtonLink } from '@/components/ui/button-link';
import { TextField } from '@/components/ui/field';
import { SelectField, TimeField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api';
import { failureMessageKey } from '@/lib/failure-message';
import { useFieldError } from '@/lib/use-field-error';
import { useFormFailure } from '@/lib/use-form-failure';

/** One end of the visit as the form holds it: "" for "by road", an airport's code when flying. */
const endFormSchema = visitEndSchema.extend({
  airport: z.enum(['', ...AIRPORTS]).transform((airport) => airport || null),
});

/** The visit's own rule, and the one the server checks too: departure after arrival (product's message). */
const formSchema = z
  .object({ title: visitInputSchema.shape.title, arrival: endFormSchema, departure: endFormSchema })
  .refine(
    ({ arrival, departure }) =>
      (newYorkInstant(arrival.date, arrival.time)?.getTime() ?? 0) <
      (newYorkInstant(departure.date, departure.time)?.getTime() ?? 0),
    { path: ['departure', 'date'], message: messageKey('invalidDates') },
  );
type FormInput = z.input<typeof formSchema>;

const EMPTY_END = { date: '', time: '', airport: '', flight: '' } as const;

const formValuesOf = (visit: Visit | undefined): FormInput =>
  visit
    ? {
        title: visit.title,
        arrival: { ...visit.arrival, airport: visit.arrival.airport ?? '' },
        departure: { ...visit.departure, airport: visit.departure.airport ?? '' },
      }
    : { title: '', arrival: { ...EMPTY_END }, departure: { ...EMPTY_END } };

type Props = {
  /** The visit being changed; none for a new one. */
  visit?: Visit;
  onSubmit: (input: VisitInput) => Promise<unknown>;
  /** Where Cancel goes. */
  cancelHref: string;
};

/**
 * A visit's arrival and departure (docs/product.md §12): the day and New York time of landing or arriving
 * by road, the airport and flight when flying, and an optional name. The server checks the same rules
 * (visitInputSchema) and answers 'Please select valid dates' for a visit that ends before it begins.
 */
export function VisitForm({ visit, onSubmit, cancelHref }: Props) {
  const { t } = useTranslation('visits');
  const fieldError = useFieldError();
  const failure = useFormFailure();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: formValuesOf(visit),
    // A flight typed, then "by road" chosen: the hidden field is neither checked nor sent.
    shouldUnregister: true,
  });

  const submit = handleSubmit(async (values) => {
    failure.show(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'too_many_visits') {
        failure.show(t('form.tooMany'));
      } else if (error instanceof ApiError && error.status === 400) {
        setError(
          'departure.date',
          { type: 'server', message: messageKey('invalidDates') },
          { shouldFocus: true },
        );
      } else {
        failure.show(
          t(failureMessageKey(error), {
            ns: 'common',
          }),
        );
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting} className="space-y-8">
      <TextField
        label={t('form.name')}
        hint={t('form.nameHint')}
        dir="auto"
        maxLength={VISIT_LIMITS.title}
        error={fieldError(errors.title?.message, VISIT_LIMITS.title)}
        {...register('title')}
      />
      <VisitEndFields
        end="arrival"
        control={control}
        register={register}
        errorOf={fieldError}
        errors={errors}
      />
      <VisitEndFields
        end="departure"
        control={control}
        register={register}
        errorOf={fieldError}
        errors={errors}
      />
      {failure.alert}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          busy={isSubmitting}
          label={t(visit ? 'form.save' : 'form.create')}
          busyLabel={t(visit ? 'form.saving' : 'form.creating')}
          icon={<CalendarCheck className="size-5" aria-hidden="true" />}
          fullWidth={false}
        />
        <ButtonLink to={cancelHref} variant="ghost">
          {t('form.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}

type EndErrors = ReturnType<typeof useForm<FormInput>>['formState']['errors'];

/** Arrival or departure: its date, time, how (by road or which airport) and, when flying, the flight. */
function VisitEndFields({
  end,
  control,
  register,
  errorOf,
  errors,
}: {
  end: 'arrival' | 'departure';
  control: Control<FormInput, unknown, z.output<typeof formSchema>>;
  register: UseFormRegister<FormInput>;
  errorOf: ReturnType<typeof useFieldError>;
  errors: EndErrors;
}) {
  const { t } = useTranslation(['visits', 'transport']);
  const ids = useId();
  const airport = useWatch({ control, name: `${end}.airport` });
  const endErrors = errors[end];
  return (
    <fieldset className="space-y-4 rounded-(--radius-card) border border-line bg-surface p-5 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-navy-800">{t(`form.${end}`)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name={`${end}.date`}
          render={({ field }) => (
            <DateField
              id={`${ids}-date`}
              label={t(`form.${end}Date`)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={todayInNewYork()}
              error={errorOf(endErrors?.date?.message)}
            />
          )}
        />
        <TimeField
          label={t(`form.${end}Time`)}
          step={5}
          placeholder={t('form.chooseTime')}
          hint={t('form.timeHint')}
          // Picked from a list of valid times: only an empty choice is wrong.
          error={errorOf(endErrors?.time ? 'validation.required' : undefined)}
          {...register(`${end}.time`)}
        />
        <SelectField label={t('form.by')} {...register(`${end}.airport`)}>
          <option value="">{t('form.byRoad')}</option>
          {AIRPORTS.map((code) => (
            <option key={code} value={code}>
              {t(end === 'arrival' ? 'form.byAir' : 'form.byAirOut', {
                airport: t(`airports.${code}`, { ns: 'transport' }),
              })}
            </option>
          ))}
        </SelectField>
        {airport ? (
          <TextField
            label={t('form.flight')}
            hint={t('form.flightHint')}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={TRANSPORT_LIMITS.flightNumber}
            className="text-start"
            error={errorOf(endErrors?.flight?.message, TRANSPORT_LIMITS.flightNumber)}
            {...register(`${end}.flight`)}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
