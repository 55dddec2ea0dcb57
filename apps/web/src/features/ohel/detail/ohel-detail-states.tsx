import { useTranslation } from 'react-i18next';
import { messageKey } from '@orchim/shared/messages';
import { LoadErrorScreen } from '@/components/load-error-screen';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

/** The page's shape in grey while the listing loads, so the content does not jump in. */
export function OhelDetailSkeleton() {
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
            <div className={`${block} h-6 w-28 rounded-full`} />
            <div className={`${block} h-9 w-3/4`} />
            <div className={`${block} h-5 w-1/2`} />
            <div className={`${block} h-32`} />
          </div>
          <div className={`${block} h-80 rounded-(--radius-card)`} />
        </div>
      </div>
    </Container>
  );
}

/**
 * An unknown (or unpublished) listing gets a clear message and the way back to the listings; other
 * failures the SPEC §8 message and a retry.
 */
export function OhelDetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('ohel');
  return (
    <LoadErrorScreen
      error={error}
      onRetry={onRetry}
      notFound={{ title: t('detail.notFound.title'), lead: t('detail.notFound.lead') }}
      retryLabel={t('detail.retry')}
      links={<ButtonLink to="/ohel#listings">{t('detail.notFound.browse')}</ButtonLink>}
    />
  );
}
