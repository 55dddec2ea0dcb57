import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { HostTransportService, TransportServiceForm } from '@orchim/shared/host-offers';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import {
  AIRPORTS,
  PRICING_MODELS,
  SERVICE_TYPES,
  TRANSPORT_LIMITS,
  VEHICLE_TYPES,
} from '@orchim/shared/transport-catalogue';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useMoney } from '@/lib/use-money';
import { SelectField } from '../../stay-form/form-controls';
import { list, withRule } from '../form-values';
import { ChoiceGroup, ChoiceTile } from '../parts/choices';
import { FormSection, OfferPage } from '../parts/offer-page';
import { OfferPhotos } from '../parts/offer-photos';
import { PublishPanel } from '../parts/publish-panel';
import { SaveBar } from '../parts/save-bar';
import { useOfferFieldError } from '../offer-errors';
import { errorOf, useOfferSubmit } from '../use-offer-submit';
import { transportFormSchema, transportValues, type TransportForm } from './transport-values';

/** The shared schema; and a transfer's airports asked for at once, with the other fields. */
const resolver = withRule(zodResolver(transportFormSchema), (values) =>
  values.serviceType === 'airport_transfer' && list(values.airports).length === 0
    ? { field: 'airports', message: 'validation.required' }
    : null,
);

/**
 * The transport service form, one page in four parts: the service, the vehicle, price and hours, and
 * where rides usually start and end. Sent whole on every save; photos and publishing follow once the
 * draft exists.
 */
export function TransportFormView({ service }: { service: HostTransportService | null }) {
  const { t } = useTranslation(['hostOffers', 'transport']);
  const money = useMoney();
  const fieldError = useOfferFieldError();
  const form = useForm<TransportForm, unknown, TransportServiceForm>({
    resolver,
    defaultValues: transportValues(service),
    shouldFocusError: false,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useOfferSubmit({ formRef, kind: 'transport', id: service?.id, form });
  const [serviceType, pricingModel] = useWatch({ control, name: ['serviceType', 'pricingModel'] });
  const currency = service?.currency ?? 'USD';
  const error = (field: string, max?: number) => fieldError(errorOf(errors, field), max);
  const [minTrip, maxTrip] = TRANSPORT_LIMITS.tripMinutes;

  return (
    <OfferPage
      title={service ? t('page.transport.editTitle') : t('page.transport.newTitle')}
      lead={service?.title || t('page.transport.newLead')}
      aside={<PublishPanel kind="transport" offer={service} />}
    >
      <form ref={formRef} noValidate onSubmit={submit.onSubmit} aria-busy={submit.busy} className="space-y-6">
        <FormSection title={t('sections.service.title')} lead={t('sections.service.lead')}>
          <TextField
            label={t('fields.providerName.label')}
            hint={t('fields.providerName.hint')}
            maxLength={TRANSPORT_LIMITS.providerName}
            autoComplete="organization"
            error={error('providerName', TRANSPORT_LIMITS.providerName)}
            {...register('providerName')}
          />
          <TextField
            label={t('fields.serviceTitle.label')}
            hint={t('fields.serviceTitle.hint')}
            maxLength={STAY_LIMITS.title}
            autoComplete="off"
            error={error('title', STAY_LIMITS.title)}
            {...register('title')}
          />
          <TextAreaField
            label={t('fields.serviceDescription.label')}
            hint={t('fields.serviceDescription.hint')}
            maxLength={STAY_LIMITS.description}
            rows={5}
            error={error('description', STAY_LIMITS.description)}
            {...register('description')}
          />
          <SelectField
            label={t('fields.serviceType.label')}
            error={error('serviceType')}
            {...register('serviceType')}
          >
            <option value="">{t('fields.choose')}</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`transport:serviceTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          {serviceType === 'airport_transfer' ? (
            <ChoiceGroup
              legend={t('fields.airports.label')}
              hint={t('fields.airports.hint')}
              error={error('airports')}
              columns={3}
            >
              {(describedBy) =>
                AIRPORTS.map((airport) => (
                  <ChoiceTile
                    key={airport}
                    type="checkbox"
                    value={airport}
                    label={t(`transport:airports.${airport}`)}
                    invalid={Boolean(errors.airports)}
                    aria-describedby={describedBy}
                    {...register('airports')}
                  />
                ))
              }
            </ChoiceGroup>
          ) : null}
        </FormSection>

        <FormSection title={t('sections.vehicle.title')} lead={t('sections.vehicle.lead')}>
          <SelectField
            label={t('fields.vehicleType.label')}
            error={error('vehicleType')}
            {...register('vehicleType')}
          >
            <option value="">{t('fields.choose')}</option>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`transport:vehicleTypes.${type}`)}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              max={TRANSPORT_LIMITS.maxPassengers}
              step={1}
              label={t('fields.maxPassengers.label')}
              hint={t('fields.maxPassengers.hint', { max: TRANSPORT_LIMITS.maxPassengers })}
              error={error('maxPassengers')}
              {...register('maxPassengers')}
            />
            <TextField
              type="number"
              inputMode="numeric"
              min={0}
              max={TRANSPORT_LIMITS.maxLuggage}
              step={1}
              label={t('fields.maxLuggage.label')}
              hint={t('fields.maxLuggage.hint', { max: TRANSPORT_LIMITS.maxLuggage })}
              error={error('maxLuggage')}
              {...register('maxLuggage')}
            />
          </div>
        </FormSection>

        <FormSection title={t('sections.pricing.title')} lead={t('sections.pricing.lead')}>
          <ChoiceGroup legend={t('fields.pricingModel.label')} error={error('pricingModel')}>
            {(describedBy) =>
              PRICING_MODELS.map((model) => (
                <ChoiceTile
                  key={model}
                  type="radio"
                  value={model}
                  label={t(`fields.pricingModel.${model}`)}
                  invalid={Boolean(errors.pricingModel)}
                  aria-describedby={describedBy}
                  {...register('pricingModel')}
                />
              ))
            }
          </ChoiceGroup>
          <TextField
            inputMode="decimal"
            autoComplete="off"
            label={
              pricingModel === 'per_passenger' ? t('fields.price.perPassenger') : t('fields.price.perTrip')
            }
            hint={t('fields.price.hint', { max: money(TRANSPORT_LIMITS.maxPriceCents, currency) })}
            error={error('priceCents')}
            {...register('priceCents')}
          />
          <fieldset className="min-w-0">
            <legend className="text-base font-semibold text-navy-800">{t('fields.hours.label')}</legend>
            <p className="mt-1 text-sm text-muted">{t('fields.hours.hint')}</p>
            <div className="mt-3 grid gap-5 sm:grid-cols-2">
              <TextField
                type="time"
                label={t('fields.serviceStart.label')}
                error={error('serviceStart')}
                {...register('serviceStart')}
              />
              <TextField
                type="time"
                label={t('fields.serviceEnd.label')}
                error={error('serviceEnd')}
                {...register('serviceEnd')}
              />
            </div>
          </fieldset>
          <TextField
            type="number"
            inputMode="numeric"
            min={minTrip}
            max={maxTrip}
            step={1}
            label={t('fields.tripMinutes.label')}
            hint={t('fields.tripMinutes.hint', { min: minTrip, max: maxTrip })}
            error={error('tripMinutes')}
            {...register('tripMinutes')}
          />
        </FormSection>

        <FormSection title={t('sections.route.title')} lead={t('sections.route.lead')}>
          <TextField
            label={t('fields.defaultPickup.label')}
            hint={t('fields.defaultPickup.hint')}
            maxLength={TRANSPORT_LIMITS.place}
            autoComplete="off"
            error={error('defaultPickup', TRANSPORT_LIMITS.place)}
            {...register('defaultPickup')}
          />
          <TextField
            label={t('fields.defaultDestination.label')}
            hint={t('fields.defaultDestination.hint')}
            maxLength={TRANSPORT_LIMITS.place}
            autoComplete="off"
            error={error('defaultDestination', TRANSPORT_LIMITS.place)}
            {...register('defaultDestination')}
          />
        </FormSection>

        <SaveBar busy={submit.busy} alert={submit.alert} published={service?.status === 'published'} />
      </form>
      <OfferPhotos kind="transport" offer={service} />
    </OfferPage>
  );
}
