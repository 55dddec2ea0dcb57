import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { HostOhelLinks, HostOhelListing, OhelListingForm } from '@orchim/shared/host-offers';
import { OHEL_LISTING_KINDS } from '@orchim/shared/ohel-catalogue';
import { STAY_LIMITS } from '@orchim/shared/stay-catalogue';
import { TRANSPORT_LIMITS } from '@orchim/shared/transport-catalogue';
import { ButtonLink } from '@/components/ui/button-link';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useMoney } from '@/lib/use-money';
import { SelectField } from '../../stay-form/form-controls';
import { ChoiceGroup, ChoiceTile } from '../parts/choices';
import { FormSection, OfferPage } from '../parts/offer-page';
import { OfferPhotos } from '../parts/offer-photos';
import { PublishPanel } from '../parts/publish-panel';
import { SaveBar } from '../parts/save-bar';
import { useOfferFieldError } from '../offer-errors';
import { errorOf, useOfferSubmit } from '../use-offer-submit';
import { bookedAsRide, ohelFormSchema, ohelValues, type OhelForm } from './ohel-values';

const resolver = zodResolver(ohelFormSchema);

/** A way to add what the host has none of yet (a ride service, a stay). */
function AddFirst({ text, label, to }: { text: string; label: string; to: string }) {
  return (
    <div className="rounded-xl border border-gold-400/50 bg-gold-100/40 p-4 text-sm">
      <p className="text-ink">{text}</p>
      <ButtonLink to={to} variant="outline" size="sm" className="mt-3">
        <Plus className="size-4" aria-hidden="true" />
        {label}
      </ButtonLink>
    </div>
  );
}

/**
 * The Ohel listing form: what it is, and what it is booked as. A shuttle or a private ride is booked as
 * a ride of one of the host's transport services, a place to stay as one of the host's stays; a guided
 * visit may name a service, or be arranged with the visitor, from a price.
 */
export function OhelFormView({ listing, links }: { listing: HostOhelListing | null; links: HostOhelLinks }) {
  const { t } = useTranslation(['hostOffers', 'ohel', 'transport', 'host']);
  const money = useMoney();
  const fieldError = useOfferFieldError();
  const form = useForm<OhelForm, unknown, OhelListingForm>({
    resolver,
    defaultValues: ohelValues(listing),
    shouldFocusError: false,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useOfferSubmit({ formRef, kind: 'ohel', id: listing?.id, form });
  const kind = useWatch({ control, name: 'kind' });
  const error = (field: string, max?: number) => fieldError(errorOf(errors, field), max);
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
      <>
        <AddFirst
          text={t('fields.transportService.noneYet')}
          label={t('fields.transportService.add')}
          to="/host/listings/new?kind=transport"
        />
        {errors.transportServiceId ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error('transportServiceId')}
          </p>
        ) : null}
      </>
    );

  return (
    <OfferPage
      title={listing ? t('page.ohel.editTitle') : t('page.ohel.newTitle')}
      lead={listing?.title || t('page.ohel.newLead')}
      aside={<PublishPanel kind="ohel" offer={listing} />}
    >
      <form ref={formRef} noValidate onSubmit={submit.onSubmit} aria-busy={submit.busy} className="space-y-6">
        <FormSection title={t('sections.ohelListing.title')} lead={t('sections.ohelListing.lead')}>
          <ChoiceGroup legend={t('fields.ohelKind.label')} error={error('kind')}>
            {(describedBy) =>
              OHEL_LISTING_KINDS.map((option) => (
                <ChoiceTile
                  key={option}
                  type="radio"
                  value={option}
                  label={t(`ohel:kinds.${option}`)}
                  detail={t(`fields.ohelKind.${option}`)}
                  invalid={Boolean(errors.kind)}
                  aria-describedby={describedBy}
                  {...register('kind')}
                />
              ))
            }
          </ChoiceGroup>
          <TextField
            label={t('fields.ohelTitle.label')}
            hint={t('fields.ohelTitle.hint')}
            maxLength={STAY_LIMITS.title}
            autoComplete="off"
            error={error('title', STAY_LIMITS.title)}
            {...register('title')}
          />
          <TextAreaField
            label={t('fields.ohelDescription.label')}
            hint={t('fields.ohelDescription.hint')}
            maxLength={STAY_LIMITS.description}
            rows={5}
            error={error('description', STAY_LIMITS.description)}
            {...register('description')}
          />
          <TextAreaField
            label={t('fields.details.label')}
            hint={t('fields.details.hint')}
            maxLength={STAY_LIMITS.description}
            rows={4}
            error={error('details', STAY_LIMITS.description)}
            {...register('details')}
          />
        </FormSection>

        <FormSection title={t('sections.bookedAs.title')} lead={t('sections.bookedAs.lead')}>
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
              <>
                <AddFirst
                  text={t('fields.stay.noneYet')}
                  label={t('fields.stay.add')}
                  to="/host/listings/new"
                />
                {errors.stayId ? (
                  <p role="alert" className="text-sm font-medium text-danger">
                    {error('stayId')}
                  </p>
                ) : null}
              </>
            )
          ) : (
            <>
              {serviceSelect(true)}
              <TextField
                inputMode="decimal"
                autoComplete="off"
                label={t('fields.priceFrom.label')}
                hint={t('fields.priceFrom.hint', { max: money(TRANSPORT_LIMITS.maxPriceCents, 'USD') })}
                error={error('priceFromCents')}
                {...register('priceFromCents')}
              />
            </>
          )}
        </FormSection>

        <SaveBar busy={submit.busy} alert={submit.alert} published={listing?.status === 'published'} />
      </form>
      <OfferPhotos kind="ohel" offer={listing} />
    </OfferPage>
  );
}
