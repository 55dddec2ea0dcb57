import { useMemo } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
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
import { KOSHER_STANDARDS } from '@orchim/shared/stay-catalogue';
import { DateField } from '@/components/calendar/date-field';
import { CheckboxField } from '@/components/ui/field';
import { useMoney } from '@/lib/use-money';
import { dollarsToCents } from '../../stay-form/money-input';
import { withRule } from '../form-values';
import {
  ChoiceList,
  CountField,
  ListingTextArea,
  ListingTitleField,
  OptionSelect,
  PriceField,
} from '../parts/offer-fields';
import { OfferFormPage } from '../parts/offer-form-page';
import { FormSection } from '../parts/offer-page';
import { useOfferForm } from '../parts/use-offer-form';
import { OWN_MESSAGE } from '../offer-errors';
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
  const saved = offer?.closedDates ?? NO_DATES;
  const resolver = useMemo(() => mealResolver(calendar, saved), [calendar, saved]);
  const offerForm = useOfferForm({
    kind: 'meals',
    id: offer?.id,
    resolver,
    defaultValues: mealValues(offer, calendar),
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
  const { form, error } = offerForm;
  const { register, control } = form;
  const price = useWatch({ control, name: 'pricePerGuestCents' });
  const priceCents = dollarsToCents(price ?? '');
  const currency = offer?.currency ?? 'USD';

  return (
    <OfferFormPage kind="meals" offer={offer} form={offerForm}>
      <FormSection text="sections.table">
        <ListingTitleField text="fields.mealTitle" />
        <ListingTextArea name="familyDescription" text="fields.familyDescription" rows={3} />
        <ListingTextArea name="description" text="fields.mealDescription" rows={5} />
      </FormSection>

      <FormSection text="sections.where">
        <MealLocation form={form} savedWalk={offer?.walkMinutesTo770 ?? null} />
      </FormSection>

      <FormSection text="sections.meal">
        <ChoiceList
          name="mealTypes"
          type="checkbox"
          options={MEAL_TYPES}
          legend={t('fields.mealTypes.label')}
          hint={t('fields.mealTypes.hint')}
          label={(type) => t(`meals:mealTypes.${type}`)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-1.5">
            <PriceField
              name="pricePerGuestCents"
              text="fields.pricePerGuest"
              maxCents={MEAL_LIMITS.maxPriceCents}
              currency={currency}
            />
            <p aria-live="polite" className="text-sm font-semibold text-navy-800">
              {priceCents === 0
                ? t('fields.pricePerGuest.free')
                : Number.isFinite(priceCents)
                  ? t('fields.pricePerGuest.shown', { price: money(priceCents, currency) })
                  : null}
            </p>
          </div>
          <CountField name="seatsPerMeal" text="fields.seatsPerMeal" min={1} max={MEAL_LIMITS.maxSeats} />
        </div>
        <OptionSelect
          name="kosherStandard"
          label={t('fields.kosherStandard.label')}
          options={KOSHER_STANDARDS}
          optionLabel={(standard) => t(`meals:kosherStandards.${standard}`)}
        />
        <ChoiceList
          name="tableLanguages"
          type="checkbox"
          options={TABLE_LANGUAGES}
          legend={t('fields.tableLanguages.label')}
          hint={t('fields.tableLanguages.hint')}
          columns={3}
          label={(language) => t(`meals:tableLanguages.${language}`)}
        />
        <ChoiceList
          name="dietaryOptions"
          type="checkbox"
          options={DIETARY_OPTIONS}
          legend={t('fields.dietaryOptions.label')}
          hint={t('fields.dietaryOptions.hint')}
          label={(option) => t(`meals:dietary.${option}`)}
          free
        />
        <ChoiceList
          name="accessibility"
          type="checkbox"
          options={ACCESSIBILITY_FEATURES}
          legend={t('fields.accessibility.label')}
          hint={t('fields.accessibility.hint')}
          label={(feature) => t(`meals:accessibility.${feature}`)}
          free
        />
        <CheckboxField label={t('fields.childrenWelcome.label')} {...register('childrenWelcome')} />
      </FormSection>

      <FormSection text="sections.when">
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="offeredFrom"
            render={({ field }) => (
              <DateField
                label={t('fields.offeredFrom.label')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('offeredFrom')}
              />
            )}
          />
          <Controller
            control={control}
            name="offeredUntil"
            render={({ field }) => (
              <DateField
                label={t('fields.offeredUntil.label')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                hint={t('fields.offeredUntil.hint')}
                error={error('offeredUntil')}
                optional
              />
            )}
          />
        </div>
        <MealDays form={form} calendar={calendar} />
      </FormSection>
    </OfferFormPage>
  );
}
