import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { HostOhelLinks, HostOhelListing } from '@orchim/shared/host-offers';
import { OHEL_LISTING_KINDS } from '@orchim/shared/ohel-catalogue';
import { TRANSPORT_LIMITS } from '@orchim/shared/transport-catalogue';
import { ButtonLink } from '@/components/ui/button-link';
import { SelectField } from '@/components/ui/select-field';
import { ChoiceList, ListingTextArea, ListingTitleField, PriceField } from '../parts/offer-fields';
import { OfferFormPage } from '../parts/offer-form-page';
import { FormSection } from '../parts/offer-page';
import { useOfferForm } from '../parts/use-offer-form';
import { bookedAsRide, ohelFormSchema, ohelValues } from './ohel-values';

const resolver = zodResolver(ohelFormSchema);

/** A way to add what the host has none of yet (a ride service, a stay), and why it is asked for. */
function AddFirst({
  text,
  label,
  to,
  error,
}: {
  text: string;
  label: string;
  to: string;
  error: string | undefined;
}) {
  return (
    <>
      <div className="rounded-xl border border-gold-400/50 bg-gold-100/40 p-4 text-sm">
        <p className="text-ink">{text}</p>
        <ButtonLink to={to} variant="outline" size="sm" className="mt-3">
          <Plus className="size-4" aria-hidden="true" />
          {label}
        </ButtonLink>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The Ohel listing form: what it is, and what it is booked as. A shuttle or a private ride is booked as
 * a ride of one of the host's transport services, a place to stay as one of the host's stays; a guided
 * visit may name a service, or be arranged with the visitor, from a price.
 */
export function OhelFormView({ listing, links }: { listing: HostOhelListing | null; links: HostOhelLinks }) {
  const { t } = useTranslation(['hostOffers', 'ohel', 'transport', 'host']);
  const offerForm = useOfferForm({
    kind: 'ohel',
    id: listing?.id,
    resolver,
    defaultValues: ohelValues(listing),
  });
  const { form, error } = offerForm;
  const { register, control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const drafted = (status: string) => (status === 'published' ? '' : ` (${t(`host:status.${status}`)})`);

  const serviceSelect = (optional: boolean) =>
    links.transportServices.length ? (
      <SelectField
        label={optional ? t('fields.transportService.optional') : t('fields.transportService.label')}
        hint={optional ? t('fields.transportService.optionalHint') : t('fields.transportService.hint')}
        error={error('transportServiceId')}
        {...register('transportServiceId')}
      >
        <option value="">{optional ? t('fields.transportService.none') : t('fields.choose')}</option>
        {links.transportServices.map((service) => (
          <option key={service.id} value={service.id}>
            {`${service.title} · ${t(`transport:serviceTypes.${service.serviceType}`)}${drafted(service.status)}`}
          </option>
        ))}
      </SelectField>
    ) : optional ? null : (
      <AddFirst
        text={t('fields.transportService.noneYet')}
        label={t('fields.transportService.add')}
        to="/host/listings/new?kind=transport"
        error={error('transportServiceId')}
      />
    );

  return (
    <OfferFormPage kind="ohel" offer={listing} form={offerForm}>
      <FormSection text="sections.ohelListing">
        <ChoiceList
          name="kind"
          type="radio"
          options={OHEL_LISTING_KINDS}
          legend={t('fields.ohelKind.label')}
          label={(option) => t(`ohel:kinds.${option}`)}
          detail={(option) => t(`fields.ohelKind.${option}`)}
        />
        <ListingTitleField text="fields.ohelTitle" />
        <ListingTextArea name="description" text="fields.ohelDescription" rows={5} />
        <ListingTextArea name="details" text="fields.details" rows={4} />
      </FormSection>

      <FormSection text="sections.bookedAs">
        {!kind ? (
          <p className="text-muted">{t('fields.ohelKind.first')}</p>
        ) : bookedAsRide(kind) ? (
          serviceSelect(false)
        ) : kind === 'stay' ? (
          links.stays.length ? (
            <SelectField
              label={t('fields.stay.label')}
              hint={t('fields.stay.hint')}
              error={error('stayId')}
              {...register('stayId')}
            >
              <option value="">{t('fields.choose')}</option>
              {links.stays.map((stay) => (
                <option key={stay.id} value={stay.id}>
                  {`${stay.title} · ${stay.area}${drafted(stay.status)}`}
                </option>
              ))}
            </SelectField>
          ) : (
            <AddFirst
              text={t('fields.stay.noneYet')}
              label={t('fields.stay.add')}
              to="/host/listings/new"
              error={error('stayId')}
            />
          )
        ) : (
          <>
            {serviceSelect(true)}
            <PriceField
              name="priceFromCents"
              text="fields.priceFrom"
              maxCents={TRANSPORT_LIMITS.maxPriceCents}
              currency="USD"
            />
          </>
        )}
      </FormSection>
    </OfferFormPage>
  );
}
