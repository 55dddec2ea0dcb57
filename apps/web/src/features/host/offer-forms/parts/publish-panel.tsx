import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, ExternalLink, Hourglass, Rocket } from 'lucide-react';
import { HOST_ERROR_CODES, LISTING_GAPS, type ListingGap } from '@orchim/shared/host';
import type { ListingStatus } from '@orchim/shared/listing-status';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api';
import { usePublishOffer, type OfferKind } from '../api/offers';
import { useOfferErrorText } from '../offer-errors';

type Outcome = { kind: 'published' } | { kind: 'notApproved' } | { kind: 'failed'; text: string } | null;

const isGap = (value: unknown): value is ListingGap =>
  typeof value === 'string' && (LISTING_GAPS as readonly string[]).includes(value);

/** The public page of a published listing. */
const publicPath = (kind: OfferKind, id: string) => `/${kind}/${id}`;

type Saved = { id: string; status: ListingStatus; missing: readonly ListingGap[] };

/**
 * Where the listing stands, what it still lacks, and Publish. The server decides: a pending host is told
 * publishing waits for approval (403), a listing that lacks something gets the list of what (409).
 */
export function PublishPanel({ kind, offer }: { kind: OfferKind; offer: Saved | null }) {
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

function SavedListing({ kind, offer }: { kind: OfferKind; offer: Saved }) {
  const { t } = useTranslation(['hostOffers', 'host']);
  const errorText = useOfferErrorText();
  const publish = usePublishOffer(kind, offer.id);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The list of a refused publish is the freshest word on what is missing, until that changes (the key).
  const [refusedFor, setRefusedFor] = useState<ListingGap[] | null>(null);
  const missing = refusedFor ?? offer.missing;
  const gaps = missing.filter((gap) => gap !== 'approval');
  const published = offer.status === 'published';
  const answerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (outcome) answerRef.current?.focus();
  }, [outcome]);

  const onPublish = () => {
    setOutcome(null);
    publish.mutate(undefined, {
      onSuccess: () => {
        setRefusedFor(null);
        setOutcome({ kind: 'published' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === HOST_ERROR_CODES.hostNotApproved) {
          setOutcome({ kind: 'notApproved' });
        } else if (error instanceof ApiError && error.code === HOST_ERROR_CODES.incomplete) {
          const listed = Array.isArray(error.body?.missing) ? error.body.missing.filter(isGap) : null;
          setRefusedFor(listed);
          setOutcome({ kind: 'failed', text: t('publish.incomplete') });
        } else {
          setOutcome({ kind: 'failed', text: errorText(error) });
        }
      },
    });
  };

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

      {missing.includes('approval') || outcome?.kind === 'notApproved' ? (
        <div
          ref={outcome?.kind === 'notApproved' ? answerRef : undefined}
          tabIndex={-1}
          role={outcome?.kind === 'notApproved' ? 'alert' : undefined}
          className="mt-4 flex gap-3 rounded-xl border border-gold-400/50 bg-gold-100/40 p-4 text-sm focus:outline-none"
        >
          <Hourglass className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
          <p className="text-ink">{t('host:missing.approval')}</p>
        </div>
      ) : null}

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
