import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BadgeCheck, Eye, EyeOff, Star } from 'lucide-react';
import type { AdminReview } from '@orchim/shared/admin';
import { Button } from '@/components/ui/button';
import { ToggleChips } from '@/components/ui/toggle-chips';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { parseOneOf } from '@/lib/url-filters';
import { useAdminParams } from '../admin-params';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useHideReview, useRestoreReview } from '../api/review-actions';
import { ActionDialog } from './action-dialog';
import { FilterBar, SearchBox } from './filters';
import { listingHref } from './listings-section';
import { ListResults, SectionFrame } from './list-results';
import { StatusBadge } from './status-badge';
import { useDialogTarget } from './use-dialog-target';
import { useQuickAction } from './use-quick-action';

const VISIBILITY = ['all', 'visible', 'hidden'] as const;
type Visibility = (typeof VISIBILITY)[number];
const HIDDEN_PARAM = { all: undefined, visible: 'false', hidden: 'true' } as const;

/** Every review, hidden ones too: each may be hidden from its listing (an optional reason) or shown again. */
export function ReviewsSection() {
  const { t } = useTranslation('admin');
  const params = useAdminParams();
  const hidden = parseOneOf(params.get('hidden'), ['true', 'false'] as const);
  const visibility: Visibility = hidden === 'true' ? 'hidden' : hidden === 'false' ? 'visible' : 'all';
  const reviews = useAdminReviews({ hidden, q: params.q, page: params.page });
  const hide = useHideReview();
  const restore = useRestoreReview();
  const quick = useQuickAction();
  const dialog = useDialogTarget<AdminReview>();

  return (
    <SectionFrame id="admin-reviews" title={t('sections.reviews')} lead={t('reviews.lead')}>
      <FilterBar>
        <SearchBox
          label={t('reviews.search')}
          hint={t('reviews.searchHint')}
          value={params.q}
          onSearch={(q) => params.apply({ q })}
        />
        <div className="flex-[1_1_14rem]">
          <p aria-hidden="true" className="mb-1.5 text-sm font-medium text-ink">
            {t('reviews.filter')}
          </p>
          <ToggleChips
            label={t('reviews.filter')}
            options={VISIBILITY.map((value) => ({ value, label: t(`reviews.visibility.${value}`) }))}
            value={visibility}
            onChange={(value) => params.apply({ hidden: HIDDEN_PARAM[value] })}
          />
        </div>
      </FilterBar>
      <ListResults query={reviews} params={params} filtered={Boolean(hidden || params.q)}>
        {(items: AdminReview[]) => (
          <ul
            aria-busy={reviews.isPlaceholderData || undefined}
            className={cn('space-y-3 transition-opacity', reviews.isPlaceholderData && 'opacity-60')}
          >
            {items.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  onHide={() => dialog.show(review)}
                  onRestore={() =>
                    void quick(
                      () => restore.mutateAsync({ id: review.id }),
                      t('reviews.restored', { name: `\u2068${review.authorName}\u2069` }),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListResults>
      {dialog.target ? (
        <ActionDialog
          key={dialog.key}
          open={dialog.open}
          onClose={dialog.close}
          title={t('reviews.hideTitle', { name: `\u2068${dialog.target.authorName}\u2069` })}
          lead={t('reviews.hideLead')}
          reason="optional"
          reasonHint={t('reviews.reasonHint')}
          confirmLabel={t('reviews.hide')}
          tone="accent"
          done={t('reviews.hidden', { name: `\u2068${dialog.target.authorName}\u2069` })}
          onConfirm={(reason) => hide.mutateAsync({ id: dialog.target!.id, reason })}
        />
      ) : null}
    </SectionFrame>
  );
}

function ReviewCard({
  review,
  onHide,
  onRestore,
}: {
  review: AdminReview;
  onHide: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <article
      aria-label={t('reviews.cardLabel', { name: review.authorName, title: review.listing.title })}
      className={cn(
        'rounded-(--radius-card) border bg-surface p-4 shadow-(--shadow-card) sm:p-5',
        review.hidden ? 'border-dashed border-line bg-page' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="inline-flex gap-0.5" aria-hidden="true">
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  className={cn('size-4', n <= review.rating ? 'fill-gold-500 text-gold-500' : 'text-line')}
                />
              ))}
            </span>
            <span className="sr-only">{t('reviews.stars', { count: review.rating })}</span>
            {review.hidden ? (
              <StatusBadge tone="bad" icon={EyeOff}>
                {t('reviews.isHidden')}
              </StatusBadge>
            ) : (
              <StatusBadge tone="good" icon={Eye}>
                {t('reviews.isVisible')}
              </StatusBadge>
            )}
            {review.verified ? (
              <StatusBadge tone="calm" icon={BadgeCheck}>
                {t('reviews.verified')}
              </StatusBadge>
            ) : null}
          </p>
          <p className="mt-1.5 text-sm text-muted">
            {t('reviews.on')}{' '}
            <Link
              to={listingHref(review.listing)}
              className="font-medium text-navy-700 underline-offset-4 hover:underline"
            >
              <bdi>{review.listing.title}</bdi>
            </Link>{' '}
            · {t(`kinds.${review.listing.kind}`)}
          </p>
        </div>
        {review.hidden ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('reviews.restoreName', { name: review.authorName })}
            onClick={onRestore}
          >
            <Eye className="size-4" aria-hidden="true" />
            {t('reviews.restore')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('reviews.hideName', { name: review.authorName })}
            onClick={onHide}
          >
            <EyeOff className="size-4" aria-hidden="true" />
            {t('reviews.hide')}
          </Button>
        )}
      </div>
      <blockquote className="mt-3 leading-relaxed whitespace-pre-line text-ink">
        <bdi>{review.text}</bdi>
      </blockquote>
      <p className="mt-3 text-sm text-muted">
        — <bdi className="font-medium text-ink">{review.authorName}</bdi>
        {review.authorEmail ? (
          <>
            {' '}
            <a
              href={`mailto:${review.authorEmail}`}
              dir="ltr"
              className="break-all text-navy-700 underline underline-offset-4 hover:decoration-2"
            >
              {review.authorEmail}
            </a>
          </>
        ) : null}{' '}
        · {format.date(review.createdAt)}
      </p>
    </article>
  );
}
