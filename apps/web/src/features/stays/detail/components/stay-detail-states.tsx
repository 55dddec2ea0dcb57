import { useTranslation } from 'react-i18next';
import { SearchX, TriangleAlert } from 'lucide-react';
import { messageKey } from '@orchim/shared/messages';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { ApiError } from '@/lib/api';

/** The page's shape in grey while the stay loads, so the content does not jump in. */
export function StayDetailSkeleton() {
  const { t } = useTranslation();
  const block = 'animate-pulse rounded-xl bg-navy-50 motion-reduce:animate-none';
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
            <div className={`${block} h-9 w-3/4`} />
            <div className={`${block} h-5 w-1/2`} />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {[1, 2, 3, 4, 5].map((item) => (
                <div key={item} className={`${block} h-14`} />
              ))}
            </div>
            <div className={`${block} h-32`} />
          </div>
          <div className={`${block} h-80 rounded-(--radius-card)`} />
        </div>
      </div>
    </Container>
  );
}

/** A malformed id is refused with 400 before any lookup: for a visitor it is the same unknown stay. */
export const isUnknownStay = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** An unknown (or unpublished) stay gets a clear message and the way back to the list; other failures a retry. */
export function StayDetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('bookings');
  const notFound = isUnknownStay(error);
  const Icon = notFound ? SearchX : TriangleAlert;
  const title = notFound ? t('detail.notFound.title') : t(messageKey('screenError'), { ns: 'common' });
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brick-50 text-brick-600">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-navy-800 sm:text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-lg text-muted">
        {notFound
          ? t('detail.notFound.lead')
          : t(messageKey(error instanceof ApiError && error.isNetwork ? 'network' : 'general'), {
              ns: 'common',
            })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound ? null : (
          <Button variant="outline" onClick={onRetry}>
            {t('detail.retry')}
          </Button>
        )}
        <ButtonLink to="/stays">{t('detail.notFound.browse')}</ButtonLink>
      </div>
    </Container>
  );
}
