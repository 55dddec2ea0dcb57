import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { messageKey } from '@orchim/shared/messages';
import { ButtonLink } from '@/components/ui/button-link';
import { isNotFound, LoadErrorScreen } from '@/components/load-error-screen';

/** A visit that could not be read: not the guest's (or gone) is "not found", anything else can be retried. */
export function VisitLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('visits');
  return (
    <LoadErrorScreen
      error={error}
      onRetry={onRetry}
      notFound={{ title: t('page.notFound.title'), lead: t('page.notFound.lead') }}
      retryLabel={t('page.retry')}
      links={<ButtonLink to="/profile">{t('page.toAccount')}</ButtonLink>}
    />
  );
}

/** The page's title for a failed read: the heading the error screen shows. */
export function loadErrorTitle(error: unknown, notFoundTitle: string, t: TFunction) {
  return isNotFound(error) ? notFoundTitle : t(messageKey('screenError'), { ns: 'common' });
}
