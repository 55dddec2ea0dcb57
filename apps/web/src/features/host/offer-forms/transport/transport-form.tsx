import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { HostTransportService } from '@orchim/shared/host-offers';
import {
  AIRPORTS,
  PRICING_MODELS,
  SERVICE_TYPES,
  TRANSPORT_LIMITS,
  VEHICLE_TYPES,
} from '@orchim/shared/transport-catalogue';
import { TimeField } from '@/components/ui/select-field';
import { list, withRule } from '../form-values';
import {
  ChoiceList,
  CountField,
  LimitedTextField,
  ListingTextArea,
  ListingTitleField,
  OptionSelect,
  PriceField,
} from '../parts/offer-fields';
import { OfferFormPage } from '../parts/offer-form-page';
import { FormSection } from '../parts/offer-page';
import { useOfferForm } from '../parts/use-offer-form';
import { transportFormSchema, transportValues } from './transport-values';

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
  const offerForm = useOfferForm({
    kind: 'transport',
    id: service?.id,
    resolver,
    defaultValues: transportValues(service),
  });
  const { form, error } = offerForm;
  const { register, control } = form;
  const [serviceType, pricingModel, serviceStart, serviceEnd] = useWatch({
    control,
    name: ['serviceType', 'pricingModel', 'serviceStart', 'serviceEnd'],
  });
  const currency = service?.currency ?? 'USD';
  const [minTrip, maxTrip] = TRANSPORT_LIMITS.tripMinutes;

  return (
    <OfferFormPage kind="transport" offer={service} form={offerForm}>
      <FormSection text="sections.service">
        <LimitedTextField
          name="providerName"
          text="fields.providerName"
          max={TRANSPORT_LIMITS.providerName}
          autoComplete="organization"
        />
        <ListingTitleField text="fields.serviceTitle" />
        <ListingTextArea name="description" text="fields.serviceDescription" rows={5} />
        <OptionSelect
          name="serviceType"
          label={t('fields.serviceType.label')}
          options={SERVICE_TYPES}
          optionLabel={(type) => t(`transport:serviceTypes.${type}`)}
        />
        {serviceType === 'airport_transfer' ? (
          <ChoiceList
            name="airports"
            type="checkbox"
            options={AIRPORTS}
            legend={t('fields.airports.label')}
            hint={t('fields.airports.hint')}
            columns={3}
            label={(airport) => t(`transport:airports.${airport}`)}
          />
        ) : null}
      </FormSection>

      <FormSection text="sections.vehicle">
        <OptionSelect
          name="vehicleType"
          label={t('fields.vehicleType.label')}
          options={VEHICLE_TYPES}
          optionLabel={(type) => t(`transport:vehicleTypes.${type}`)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <CountField
            name="maxPassengers"
            text="fields.maxPassengers"
            min={1}
            max={TRANSPORT_LIMITS.maxPassengers}
          />
          <CountField name="maxLuggage" text="fields.maxLuggage" min={0} max={TRANSPORT_LIMITS.maxLuggage} />
        </div>
        <CountField name="vehicles" text="fields.vehicles" min={1} max={TRANSPORT_LIMITS.vehicles} />
      </FormSection>

      <FormSection text="sections.pricing">
        <ChoiceList
          name="pricingModel"
          type="radio"
          options={PRICING_MODELS}
          legend={t('fields.pricingModel.label')}
          label={(model) => t(`fields.pricingModel.${model}`)}
        />
        <PriceField
          name="priceCents"
          text="fields.price"
          maxCents={TRANSPORT_LIMITS.maxPriceCents}
          currency={currency}
          label={
            pricingModel === 'per_passenger' ? t('fields.price.perPassenger') : t('fields.price.perTrip')
          }
        />
        <fieldset className="min-w-0">
          <legend className="text-base font-semibold text-navy-800">{t('fields.hours.label')}</legend>
          <p className="mt-1 text-sm text-muted">{t('fields.hours.hint')}</p>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            <TimeField
              step={15}
              current={serviceStart}
              label={t('fields.serviceStart.label')}
              error={error('serviceStart')}
              {...register('serviceStart')}
            />
            <TimeField
              step={15}
              current={serviceEnd}
              label={t('fields.serviceEnd.label')}
              error={error('serviceEnd')}
              {...register('serviceEnd')}
            />
          </div>
        </fieldset>
        <CountField name="tripMinutes" text="fields.tripMinutes" min={minTrip} max={maxTrip} />
      </FormSection>

      <FormSection text="sections.route">
        <LimitedTextField name="defaultPickup" text="fields.defaultPickup" max={TRANSPORT_LIMITS.place} />
        <LimitedTextField
          name="defaultDestination"
          text="fields.defaultDestination"
          max={TRANSPORT_LIMITS.place}
        />
      </FormSection>
    </OfferFormPage>
  );
}
