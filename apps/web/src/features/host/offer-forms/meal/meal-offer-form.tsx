import { useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  HOST_OFFER_ERROR_CODES,
  type HostMealCalendar,
  type HostMealOffer,
  type MealOfferForm,
} from '@orchim/shared/host-offers';
import {
  ACCESSIBILITY_FEATURES,
  DIETARY_OPTIONS,
  MEAL_LIMITS,
  MEAL_TYPES,
  TABLE_LANGUAGES,
} from '@orchim/shared/meal-catalogue';
import { KOSHER_STANDARDS, STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { useMoney } from '@/lib/use-money';
import { SelectField } from '../../stay-form/form-controls';
import { dollarsToCents } from '../../stay-form/money-input';
import { withRule } from '../form-values';
import { ChoiceGroup, ChoiceTile } from '../parts/choices';
import { FormSection, OfferPage } from '../parts/offer-page';
import { OfferPhotos } from '../parts/offer-photos';
import { PublishPanel } from '../parts/publish-panel';
import { SaveBar } from '../parts/save-bar';
import { OWN_MESSAGE, useOfferFieldError } from '../offer-errors';
import { errorOf, useOfferSubmit } from '../use-offer-submit';
import { BookedSittings, bookedSittingsOf } from './booked-sittings';
import { MealDays } from './meal-days';
import { MealLocation } from './meal-location';
import { inPeriod, mealFormSchema, mealValues, periodOf, type MealForm } from './meal-values';

const NO_DATES: readonly string[] = [];

/**
 * The shared schema, and one rule of the page's: with days to choose from in the offer's dates, at least
 * one is ticked (an offer closed on every day it shows would serve nobody).
 */
function mealResolver(
  calendar: HostMealCalendar,
  saved: readonly string[],
): Resolver<MealForm, unknown, MealOfferForm> {
  return withRule(zodResolver(mealFormSchema(calendar, saved)), (values) => {
    const period = periodOf(values);
    const choosable = calendar.days.some((day) => inPeriod(period, day.date));
    const ticked = Array.isArray(values.hostedDays) && values.hostedDays.length > 0;
    return choosable && !ticked ? { field: 'hostedDays', message: `${OWN_MESSAGE}when.noneTicked` } : null;
  });
}

/**
 * The meal offer form, one page in four parts: the family and the table, where, the meal, and when
 * (the coming Shabbos and Yom Tov days). Sent whole on every save; photos and publishing follow once
 * the draft exists.
 */
export function MealOfferFormView({
  offer,
  calendar,
}: {
  offer: HostMealOffer | null;
  calendar: HostMealCalendar;
}) {
  const { t } = useTranslation(['hostOffers', 'meals']);
  const money = useMoney();
  const fieldError = useOfferFieldError();
  const saved = offer?.closedDates ?? NO_DATES;
  const resolver = useMemo(() => mealResolver(calendar, saved), [calendar, saved]);
  const form = useForm<MealForm, unknown, MealOfferForm>({
    resolver,
    defaultValues: mealValues(offer, calendar),
    shouldFocusError: false,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useOfferSubmit({
    formRef,
    kind: 'meals',
    id: offer?.id,
    form,
    fieldOf: { closedDates: 'hostedDays' },
    fieldMessage: (refusal, field, message) =>
      refusal.code === HOST_OFFER_ERROR_CODES.seatsBelowBooked && field === 'seatsPerMeal'
        ? `${OWN_MESSAGE}fields.seatsPerMeal.belowBooked`
        : message,
    detail: (error) => {
      const sittings = bookedSittingsOf(error);
      return sittings ? <BookedSittings sittings={sittings} /> : null;
    },
  });
  const price = useWatch({ control, name: 'pricePerGuestCents' });
  const priceCents = dollarsToCents(price ?? '');
  const currency = offer?.currency ?? 'USD';
  const error = (field: string, max?: number) => fieldError(errorOf(errors, field), max);

  return (
    <OfferPage
      title={offer ? t('page.meals.editTitle') : t('page.meals.newTitle')}
      lead={offer?.title || t('page.meals.newLead')}
      aside={<PublishPanel kind="meals" offer={offer} />}
    >
      <form ref={formRef} noValidate onSubmit={submit.onSubmit} aria-busy={submit.busy} className="space-y-6">
        <FormSection title={t('sections.table.title')} lead={t('sections.table.lead')}>
          <TextField
            label={t('fields.mealTitle.label')}
            hint={t('fields.mealTitle.hint')}
            maxLength={STAY_LIMITS.title}
            autoComplete="off"
            error={error('title', STAY_LIMITS.title)}
            {...register('title')}
          />
          <TextAreaField
            label={t('fields.familyDescription.label')}
            hint={t('fields.familyDescription.hint')}
            maxLength={STAY_LIMITS.description}
            rows={3}
            error={error('familyDescription', STAY_LIMITS.description)}
            {...register('familyDescription')}
          />
          <TextAreaField
            label={t('fields.mealDescription.label')}
            hint={t('fields.mealDescription.hint')}
            maxLength={STAY_LIMITS.description}
            rows={5}
            error={error('description', STAY_LIMITS.description)}
            {...register('description')}
          />
        </FormSection>

        <FormSection title={t('sections.where.title')} lead={t('sections.where.lead')}>
          <MealLocation form={form} savedWalk={offer?.walkMinutesTo770 ?? null} />
        </FormSection>

        <FormSection title={t('sections.meal.title')} lead={t('sections.meal.lead')}>
          <ChoiceGroup
            legend={t('fields.mealTypes.label')}
            hint={t('fields.mealTypes.hint')}
            error={error('mealTypes')}
          >
            {(describedBy) =>
              MEAL_TYPES.map((type) => (
                <ChoiceTile
                  key={type}
                  type="checkbox"
                  value={type}
                  label={t(`meals:mealTypes.${type}`)}
                  invalid={Boolean(errors.mealTypes)}
                  aria-describedby={describedBy}
                  {...register('mealTypes')}
                />
              ))
            }
          </ChoiceGroup>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="space-y-1.5">
              <TextField
                inputMode="decimal"
                autoComplete="off"
                label={t('fields.pricePerGuest.label')}
                hint={t('fields.pricePerGuest.hint', { max: money(MEAL_LIMITS.maxPriceCents, currency) })}
                error={error('pricePerGuestCents')}
                {...register('pricePerGuestCents')}
              />
              <p aria-live="polite" className="text-sm font-semibold text-navy-800">
                {priceCents === 0
                  ? t('fields.pricePerGuest.free')
                  : Number.isFinite(priceCents)
                    ? t('fields.pricePerGuest.shown', { price: money(priceCents, currency) })
                    : null}
              </p>
            </div>
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              max={MEAL_LIMITS.maxSeats}
              step={1}
              label={t('fields.seatsPerMeal.label')}
              hint={t('fields.seatsPerMeal.hint', { max: MEAL_LIMITS.maxSeats })}
              error={error('seatsPerMeal')}
              {...register('seatsPerMeal')}
            />
          </div>
          <SelectField
            label={t('fields.kosherStandard.label')}
            error={error('kosherStandard')}
            {...register('kosherStandard')}
          >
            <option value="">{t('fields.choose')}</option>
            {KOSHER_STANDARDS.map((standard) => (
              <option key={standard} value={standard}>
                {t(`meals:kosherStandards.${standard}`)}
              </option>
            ))}
          </SelectField>
          <ChoiceGroup
            legend={t('fields.tableLanguages.label')}
            hint={t('fields.tableLanguages.hint')}
            error={error('tableLanguages')}
            columns={3}
          >
            {(describedBy) =>
              TABLE_LANGUAGES.map((language) => (
                <ChoiceTile
                  key={language}
                  type="checkbox"
                  value={language}
                  label={t(`meals:tableLanguages.${language}`)}
                  invalid={Boolean(errors.tableLanguages)}
                  aria-describedby={describedBy}
                  {...register('tableLanguages')}
                />
              ))
            }
          </ChoiceGroup>
          <ChoiceGroup legend={t('fields.dietaryOptions.label')} hint={t('fields.dietaryOptions.hint')}>
            {(describedBy) =>
              DIETARY_OPTIONS.map((option) => (
                <ChoiceTile
                  key={option}
                  type="checkbox"
                  value={option}
                  label={t(`meals:dietary.${option}`)}
                  aria-describedby={describedBy}
                  {...register('dietaryOptions')}
                />
              ))
            }
          </ChoiceGroup>
          <ChoiceGroup legend={t('fields.accessibility.label')} hint={t('fields.accessibility.hint')}>
            {(describedBy) =>
              ACCESSIBILITY_FEATURES.map((feature) => (
                <ChoiceTile
                  key={feature}
                  type="checkbox"
                  value={feature}
                  label={t(`meals:accessibility.${feature}`)}
                  aria-describedby={describedBy}
                  {...register('accessibility')}
                />
              ))
            }
          </ChoiceGroup>
          <CheckboxField label={t('fields.childrenWelcome.label')} {...register('childrenWelcome')} />
        </FormSection>

        <FormSection title={t('sections.when.title')} lead={t('sections.when.lead')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('fields.offeredFrom.label')}
              error={error('offeredFrom')}
              {...register('offeredFrom')}
            />
            <TextField
              type="date"
              label={t('fields.offeredUntil.label')}
              hint={t('fields.offeredUntil.hint')}
              error={error('offeredUntil')}
              {...register('offeredUntil')}
            />
          </div>
          <MealDays form={form} calendar={calendar} />
        </FormSection>

        <SaveBar busy={submit.busy} alert={submit.alert} published={offer?.status === 'published'} />
      </form>
      <OfferPhotos kind="meals" offer={offer} />
    </OfferPage>
  );
}
