import { useTranslation } from 'react-i18next';
import { CircleCheck, ExternalLink, Rocket } from 'lucide-react';
import type { ListingGap } from '@orchim/shared/host';
import type { ListingStatus } from '@orchim/shared/listing-status';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { ApprovalNote } from '../../components/approval-note';
import { usePublishOutcome } from '../../components/use-publish-outcome';
import { usePublishOffer, type OfferKind } from '../api/offers';
import { useOfferErrorText } from '../offer-errors';

/** The public page of a published listing. */
const publicPath = (kind: OfferKind, id: string) => `/${kind}/${id}`;

export type PublishableListing = { id: string; status: ListingStatus; missing: readonly ListingGap[] };

/**
 * Where the listing stands, what it still lacks, and Publish. The server decides: a pending host is told
 * publishing waits for approval (403), a listing that lacks something gets the list of what (409).
 */
export function PublishPanel({ kind, offer }: { kind: OfferKind; offer: PublishableListing | null }) {
  const { t } = useTranslation(['hostOffers', 'host']);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="publish-heading">
        <h2 id="publish-heading" className="text-lg font-semibold text-navy-800">
          {t('publish.title')}
        </h2>
        {offer ? (
          // What the listing lacks changed (a photo added): a refusal about the old list is stale, so the
          // panel starts afresh.
          <SavedListing key={offer.missing.join()} kind={kind} offer={offer} />
        ) : (
          <p className="mt-2 text-sm leading-relaxed text-muted">{t('publish.unsaved')}</p>
        )}
      </section>
    </Card>
  );
}

function SavedListing({ kind, offer }: { kind: OfferKind; offer: PublishableListing }) {
  const { t } = useTranslation(['hostOffers', 'host']);
  const errorText = useOfferErrorText();
  const publish = usePublishOffer(kind, offer.id);
  // A refused publish's list stands until what the listing lacks changes (the key).
  const publishing = usePublishOutcome({
    publish,
    missing: offer.missing,
    incompleteText: t('publish.incomplete'),
    errorText,
  });
  const { outcome, missing, answerRef, onPublish } = publishing;
  const gaps = missing.filter((gap) => gap !== 'approval');
  const published = offer.status === 'published';

  return (
    <>
      <dl className="mt-3 flex flex-wrap items-center gap-2">
        <dt className="text-sm font-medium text-muted">{t('publish.status')}</dt>
        <dd>
          <span className="inline-flex rounded-full bg-navy-50 px-3 py-1 text-sm font-semibold text-navy-800">
            {t(`host:status.${offer.status}`)}
          </span>
        </dd>
      </dl>
      <p className="mt-2 text-sm text-muted">{t(`host:statusNote.${offer.status}`)}</p>

      {gaps.length ? (
        <div className="mt-4 rounded-xl border border-gold-400/50 bg-gold-100/40 p-4">
          <h3 className="font-semibold text-navy-800">{t('host:missing.title')}</h3>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink">
            {gaps.map((gap) => (
              <li key={gap}>{t(`host:missing.${gap}`)}</li>
            ))}
          </ul>
        </div>
      ) : published ? null : (
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-success">
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          {t('publish.ready')}
        </p>
      )}

      <ApprovalNote publishing={publishing} className="mt-4 text-sm">
        <p className="text-ink">{t('host:missing.approval')}</p>
      </ApprovalNote>

      {outcome?.kind === 'failed' ? (
        <FormAlert ref={answerRef} className="mt-4 text-sm">
          {outcome.text}
        </FormAlert>
      ) : null}
      {outcome?.kind === 'published' ? (
        <FormAlert ref={answerRef} tone="success" className="mt-4 text-sm">
          {t('publish.published')}
        </FormAlert>
      ) : null}

      <div className="mt-5">
        {published ? (
          <ButtonLink to={publicPath(kind, offer.id)} variant="outline" className="w-full">
            <ExternalLink className="size-5" aria-hidden="true" />
            {t('publish.view')}
          </ButtonLink>
        ) : (
          <Button onClick={onPublish} disabled={publish.isPending} className="w-full">
            <Rocket className="size-5" aria-hidden="true" />
            {publish.isPending ? t('publish.publishing') : t('publish.publish')}
          </Button>
        )}
      </div>
    </>
  );
}
