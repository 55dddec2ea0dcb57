import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets document.title to "<page> · Orchim" in the current language (the bare site name without a page
 * title), so browser tabs, history and screen readers name the page.
 */
export function usePageTitle(title?: string) {
  const { t } = useTranslation();
  const full = title ? t('app.titleTemplate', { title }) : t('app.name');
  useEffect(() => {
    document.title = full;
  }, [full]);
}
