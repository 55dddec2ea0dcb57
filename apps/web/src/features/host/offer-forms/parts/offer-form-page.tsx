import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferKind } from '../api/offers';
import { OfferPage } from './offer-page';
import { OfferPhotos } from './offer-photos';
import { PublishPanel, type PublishableListing } from './publish-panel';
import { SaveBar } from './save-bar';
import type { OfferFormState } from './use-offer-form';

/**
 * An offer form's page: its heading and publish panel, the form (`children`, its sections) ending with
 * the save bar, then the photos, which are saved on their own.
 */
export function OfferFormPage<Form extends FieldValues, Wire>({
  kind,
  offer,
  form: { form, formRef, submit },
  children,
}: {
  kind: OfferKind;
  /** The saved listing; none for a new one. */
  offer: (PublishableListing & { title: string }) | null;
  form: OfferFormState<Form, Wire>;
  children: ReactNode;
}) {
  const { t } = useTranslation('hostOffers');
  return (
    <OfferPage
      title={offer ? t(`page.${kind}.editTitle`) : t(`page.${kind}.newTitle`)}
      lead={offer?.title || t(`page.${kind}.newLead`)}
      aside={<PublishPanel kind={kind} offer={offer} />}
    >
      {/* The shared fields (offer-fields.tsx) find the form here. */}
      <FormProvider {...form}>
        <form
          ref={formRef}
          noValidate
          onSubmit={submit.onSubmit}
          aria-busy={submit.busy}
          className="space-y-6"
        >
          {children}
          <SaveBar busy={submit.busy} alert={submit.alert} published={offer?.status === 'published'} />
        </form>
      </FormProvider>
      <OfferPhotos kind={kind} offer={offer} />
    </OfferPage>
  );
}
