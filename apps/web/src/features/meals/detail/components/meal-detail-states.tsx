import { useTranslation } from 'react-i18next';
import { messageKey } from '@orchim/shared/messages';
import { LoadErrorScreen } from '@/components/load-error-screen';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';

/** The page's shape in grey while the meal loads, so the content does not jump in. */
export function MealDetailSkeleton() {
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
            <div className="grid gap-3 sm:grid-cols-2">
              {[1, 2, 3, 4].map((item) => (
                <div key={item} className={`${block} h-16`} />
              ))}
            </div>
            <div className={`${block} h-32`} />
          </div>
          <div className={`${block} h-96 rounded-(--radius-card)`} />
        </div>
      </div>
    </Container>
  );
}

/** An unknown (or unpublished) meal gets a clear message and the way back to the list; other failures a retry. */
export function MealDetailError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('meals');
  return (
    <LoadErrorScreen
      error={error}
      onRetry={onRetry}
      notFound={{ title: t('detail.notFound.title'), lead: t('detail.notFound.lead') }}
      retryLabel={t('detail.retry')}
      links={<ButtonLink to="/meals">{t('detail.notFound.browse')}</ButtonLink>}
    />
  );
}
