import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '@orchim/shared/messages';
import { isNotFound, LoadErrorScreen } from '@/components/load-error-screen';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';

const block = 'animate-pulse rounded-xl bg-navy-50 motion-reduce:animate-none';

export type DetailSkeletonShape = {
  /** A pill above the title (the Ohel listing's kind). */
  badge?: boolean;
  /** The grid of facts under the title: its classes, how many tiles and their height. */
  facts?: { grid: string; count: number; height: string };
  /** The booking card's height. */
  cardHeight?: string;
};

/** A listing page's shape in grey while the listing loads, so the content does not jump in. */
export function DetailSkeleton({ badge = false, facts, cardHeight = 'h-80' }: DetailSkeletonShape) {
  const { t } = useTranslation();
  return (
    <Container className="py-6 sm:py-8">
      <div role="status">
        <span className="sr-only">{t(messageKey('loading'))}</span>
      </div>
      <div aria-hidden="true">
        <div className={`${block} h-5 w-32`} />
        <div className={`${block} mt-4 aspect-[4/3] rounded-(--radius-card) md:aspect-[21/9]`} />
        <div className="mt-6 grid gap-10 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            {badge ? <div className={`${block} h-6 w-28 rounded-full`} /> : null}
            <div className={`${block} h-9 w-3/4`} />
            <div className={`${block} h-5 w-1/2`} />
            {facts ? (
              <div className={facts.grid}>
                {Array.from({ length: facts.count }, (_, item) => (
                  <div key={item} className={`${block} ${facts.height}`} />
                ))}
              </div>
            ) : null}
            <div className={`${block} h-32`} />
          </div>
          <div className={`${block} ${cardHeight} rounded-(--radius-card)`} />
        </div>
      </div>
    </Container>
  );
}

type DetailErrorProps = {
  error: unknown;
  onRetry: () => void;
  /** The namespace with `detail.notFound.{title,lead,browse}` and `detail.retry` (first of several). */
  ns: string | readonly string[];
  /** Where "browse" leads: the kind's list. */
  listHref: string;
};

/**
 * An unknown (or unpublished) listing gets a clear message and the way back to the list; other failures
 * the product §8 message and a retry.
 */
export function DetailError({ error, onRetry, ns, listHref }: DetailErrorProps) {
  const { t } = useTranslation(ns);
  return (
    <LoadErrorScreen
      error={error}
      onRetry={onRetry}
      notFound={{ title: t('detail.notFound.title'), lead: t('detail.notFound.lead') }}
      retryLabel={t('detail.retry')}
      links={<ButtonLink to={listHref}>{t('detail.notFound.browse')}</ButtonLink>}
    />
  );
}

/** What a listing page reads of its TanStack query (a UseQueryResult fits). */
type DetailQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

type DetailStatesProps<T> = Omit<DetailErrorProps, 'error' | 'onRetry'> & {
  query: DetailQuery<T>;
  /** The page's title while the listing loads (`detail.title` of `ns` unless named). */
  titleKey?: string;
  skeleton?: DetailSkeletonShape;
  children: (listing: T) => ReactNode;
};

/**
 * A listing page through its states: the skeleton while it loads, DetailError when it fails, else the
 * page. The window's title follows: the listing's, or the error's heading, as every page does.
 */
export function DetailStates<T extends { title: string }>({
  query,
  ns,
  listHref,
  titleKey = 'detail.title',
  skeleton,
  children,
}: DetailStatesProps<T>) {
  const { t } = useTranslation(ns);
  usePageTitle(
    query.isError
      ? isNotFound(query.error)
        ? t('detail.notFound.title')
        : t(messageKey('screenError'), { ns: 'common' })
      : (query.data?.title ?? t(titleKey)),
  );
  if (query.isPending) return <DetailSkeleton {...skeleton} />;
  if (query.isError) {
    return (
      <DetailError error={query.error} onRetry={() => void query.refetch()} ns={ns} listHref={listHref} />
    );
  }
  return query.data === undefined ? <DetailSkeleton {...skeleton} /> : <>{children(query.data)}</>;
}
