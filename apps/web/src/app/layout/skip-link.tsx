import { useTranslation } from 'react-i18next';

/** The first stop of the Tab key: straight to the page content, past the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only z-100 print:hidden rounded-full bg-navy-700 px-5 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
